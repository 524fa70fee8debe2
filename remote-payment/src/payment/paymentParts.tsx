import { getDefaultStore, type createStore } from 'jotai';
import { cartAtom, cartSummaryAtom, getRuntimeConfig, languageAtom, userAtom } from '@suscripciones/shared';
import { preloadableLazy } from '@suscripciones/kit/ui';
import { publishableKeyFor, stripeLocale } from '../stripe/stripeSetup';

/**
 * The card, country, invoice and shipping forms of a signed-in buyer with a cart: with Stripe's React bindings and
 * the phone library, the page's heaviest code, a chunk of its own that an empty cart or a visitor never fetch.
 */
export const PaymentCheckout = preloadableLazy(() => import('./PaymentCheckout').then((module) => ({ default: module.PaymentCheckout })));

const ignore = (promise: Promise<unknown>) => void promise.catch(() => undefined);

/**
 * What /payment needs beyond its module (the contract's `preload`), for a signed-in buyer with a cart: the forms'
 * chunk, and Stripe.js with the instance of the cart's selling entity, so that the card fields accept input as the page
 * shows. The host calls it while the buyer is still on checkout, and as /payment opens; the page takes over what it
 * started (one script, one instance per key and locale, one chunk). A failure here is no failure: the page loads
 * each part again when it renders, and says so if it fails there. The store is the page's (jotai's default, which
 * the host's mountApp uses).
 */
export function preloadPayment(store: ReturnType<typeof createStore> = getDefaultStore()): void {
  // A visitor is asked to sign in first, an empty cart has nothing to pay: neither gets the forms.
  if (store.get(userAtom) === null || store.get(cartAtom).length === 0) return;
  ignore(PaymentCheckout.preload());
  const { stripe } = getRuntimeConfig();
  const key = publishableKeyFor(store.get(cartSummaryAtom).account, stripe);
  const locale = stripeLocale(store.get(languageAtom));
  // Its loader with the forms' code: a page with nothing to pay fetches none of Stripe's.
  ignore(import('../stripe/loadStripeJs').then(({ stripeInstance }) => stripeInstance(key, locale, stripe.scriptUrl)));
}
