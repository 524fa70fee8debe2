import { useCallback, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { getRuntimeConfig, localStore, reportClientError } from '@suscripciones/shared';
import {
  buy,
  isRunning,
  paymentAtom,
  paymentSessionId,
  PayAttempts,
  payFailureOf,
  startPayment,
  withPayLock,
  type PaymentMethodSource,
  type PaymentRequest,
  type PaymentWorld,
} from '../pay';
import { stripeInstance } from '../stripe/loadStripeJs';
import { publishableKeyFor } from '../stripe/stripeSetup';
import { stripeProvider } from '../stripe/stripeAdapter';

/** The attempts of every tab of this browser (local storage), read anew on every use. */
const payAttempts = new PayAttempts(localStore);

/**
 * The real world of a payment: Stripe.js for each selling entity's account (its key, the page's language for the
 * provider's dialogs and messages), the profile service's call 3, the tab's session id, the stored attempts, the
 * browser's Web Locks, and the team told of a failure that is not the buyer's card (call 7's client_error).
 */
function paymentWorld(locale: StripeElementLocale): PaymentWorld {
  return {
    async provider(account) {
      const { stripe } = getRuntimeConfig();
      try {
        return stripeProvider(await stripeInstance(publishableKeyFor(account, stripe), locale, stripe.scriptUrl));
      } catch (error) {
        console.error('Stripe.js could not be loaded for the payment', error);
        return null;
      }
    },
    buy,
    sessionId: () => paymentSessionId(),
    attempts: payAttempts,
    lock: withPayLock,
    reportFailure(outcome) {
      const failure = payFailureOf(outcome);
      if (failure) reportClientError(failure);
    },
  };
}

/** The payment as the pay button and the wallet use it: whether one is running, and the way to start one (a press while one runs joins it). */
export function usePayment(locale: StripeElementLocale): { processing: boolean; pay: (request: PaymentRequest, method: PaymentMethodSource) => void } {
  const store = useStore();
  const state = useAtomValue(paymentAtom);
  const world = useMemo(() => paymentWorld(locale), [locale]);
  const pay = useCallback(
    (request: PaymentRequest, method: PaymentMethodSource) => void startPayment(store, { kind: 'pay', request, method }, world),
    [store, world],
  );
  return { processing: isRunning(state), pay };
}

/** On opening the page: an earlier payment of this buyer that went through (its answer lost) is finished, not paid again. */
export function resumePayment(store: ReturnType<typeof useStore>, tokenId: string, locale: StripeElementLocale): void {
  void startPayment(store, { kind: 'resume', tokenId }, paymentWorld(locale));
}
