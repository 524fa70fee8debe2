import { useCallback, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { buy, getRuntimeConfig, localStore } from '@suscripciones/shared';
import { stripeInstance } from '../stripe/loadStripeJs';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { publishableKeyFor } from '../stripe/stripeSetup';
import { PayAttempts, type PayAttempt } from './payAttempts';
import { currentPayment, finishPayment, paymentRunAtom, startPayment } from './paymentController';
import { reportingPayFailures } from './payFailures';
import { findSucceededAttempt, type CardProvider, type PaymentRequest, type PayOutcome } from './paySequence';
import { paymentSessionId } from './sessionId';

/** The card provider of the sequence, backed by Stripe.js (and the mounted card number field, when there is one). */
export function stripeProvider(stripe: Stripe | null, elements: StripeElements | null): CardProvider {
  return {
    async createPaymentMethod(country) {
      const card = elements?.getElement(CardNumberElement);
      if (!stripe || !card) return { error: {} };
      const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { address: { country } } });
      return result.error ? { error: result.error } : { paymentMethodId: result.paymentMethod.id };
    },
    async retrievePaymentIntent(clientSecret) {
      if (!stripe) return { error: {} };
      const result = await stripe.retrievePaymentIntent(clientSecret);
      if (result.error || !result.paymentIntent) return { error: result.error ?? {} };
      const { id, status, amount, currency } = result.paymentIntent;
      return { paymentIntent: { id, status, amount, currency } };
    },
    async confirmCardPayment(clientSecret, paymentMethodId) {
      if (!stripe) return { error: {} };
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId });
      return result.error ? { error: result.error } : { paymentIntent: result.paymentIntent };
    },
  };
}

const payAttempts = new PayAttempts(localStore);

/** Stripe.js for an attempt's own account: its intent can only be asked with that account's key. */
function providerForAttempt(locale: StripeElementLocale): (attempt: PayAttempt) => Promise<CardProvider | null> {
  return async (attempt) => {
    const { stripe } = getRuntimeConfig();
    try {
      return stripeProvider(await stripeInstance(publishableKeyFor(attempt.account, stripe), locale, stripe.scriptUrl), null);
    } catch (error) {
      console.error('Stripe.js could not be loaded to check an earlier payment', error);
      return null;
    }
  };
}

/** Starts the payment: with the card fields' provider, or another that supplies the payment method (the wallet's). */
export type PayFunction = (request: PaymentRequest, provider?: CardProvider) => Promise<PayOutcome>;

/**
 * The pay button's side of the payment: a press starts the payment (or joins
 * the one running, see paymentController), with Stripe.js and the card fields
 * of this page. The payment itself lives outside the page.
 */
export function usePayment(locale: StripeElementLocale): { pay: PayFunction; processing: boolean } {
  const stripe = useStripe();
  const elements = useElements();
  const store = useStore();
  const run = useAtomValue(paymentRunAtom);
  const providerFor = useMemo(() => providerForAttempt(locale), [locale]);

  const pay = useCallback(
    (request: PaymentRequest, provider?: CardProvider): Promise<PayOutcome> =>
      startPayment(
        store,
        request,
        // The card's or the wallet's: a failure that is not the buyer's card is reported (payFailures.ts).
        reportingPayFailures({
          provider: provider ?? stripeProvider(stripe, elements),
          buy,
          sessionId: () => paymentSessionId(),
          attempts: payAttempts,
          providerFor,
        }),
      ),
    [store, stripe, elements, providerFor],
  );

  return { pay, processing: run.status === 'processing' };
}

/**
 * On opening the page: an earlier payment of this buyer that went through
 * (its answer lost) is finished, not paid again; its outcome is handed to the
 * page like any other.
 */
export async function resumeSucceededPayment(store: Parameters<typeof finishPayment>[0], tokenId: string, locale: StripeElementLocale): Promise<void> {
  if (currentPayment()) return;
  const outcome = await findSucceededAttempt({ attempts: payAttempts, providerFor: providerForAttempt(locale) }, tokenId);
  if (outcome?.kind !== 'succeeded' || currentPayment()) return;
  finishPayment(store, payAttempts, outcome);
  store.set(paymentRunAtom, { status: 'done', outcome });
}
