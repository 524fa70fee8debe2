import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { useRequest } from '@suscripciones/shared';
import { madeStripeInstance, stripeInstance } from './loadStripeJs';

export type StripeLoad = { status: 'loading'; stripe: null } | { status: 'ready'; stripe: Stripe } | { status: 'failed'; stripe: null };

const loggedInstance = (publishableKey: string, locale: StripeElementLocale, scriptUrl: string) => () =>
  stripeInstance(publishableKey, locale, scriptUrl).catch((error: unknown) => {
    console.error('Stripe.js could not be loaded', error);
    throw error;
  });

/**
 * The Stripe instance for a key and locale. The instance is handed out only
 * for the key and locale it was made for, so an Elements provider keyed by
 * them never sees another one.
 */
export function useStripeInstance(publishableKey: string, locale: StripeElementLocale, scriptUrl: string): StripeLoad & { retry: () => void } {
  const request = useRequest(`${publishableKey}|${locale}|${scriptUrl}`, loggedInstance(publishableKey, locale, scriptUrl));
  // Made ahead (while the buyer was on checkout): the fields render with the page, not a render later.
  const made = madeStripeInstance(publishableKey, locale);
  const load: StripeLoad = made
    ? { status: 'ready', stripe: made }
    : request.status === 'ready'
      ? { status: 'ready', stripe: request.data }
      : request.status === 'error'
        ? { status: 'failed', stripe: null }
        : { status: 'loading', stripe: null };
  return { ...load, retry: request.retry };
}
