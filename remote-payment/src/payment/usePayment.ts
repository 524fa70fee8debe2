import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue, useStore } from 'jotai';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { acceptedUrlRedirect, buy, getRuntimeConfig, localStore, reportClientError, thanksPath, type Language } from '@suscripciones/shared';
import {
  acknowledgePayment,
  isRunning,
  paymentAtom,
  paymentSessionId,
  PayAttempts,
  payFailureOf,
  startPayment,
  withPayLock,
  type PaymentMethodSource,
  type PaymentRequest,
  type PaymentState,
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

/**
 * How the payment ended, taken in one place (the payment page, which is there whatever the cart holds): a
 * payment that went through leads to /thanks (here, or after the buyer left and came back); a failure is handed
 * to the form's banner, which says it was shown (`shown`) so it is shown once.
 */
export function usePaymentOutcome(language: Language): { state: PaymentState; failure: Extract<PaymentState, { step: 'failed' }> | null; shown: () => void } {
  const store = useStore();
  const state = useAtomValue(paymentAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const paid = state.step === 'paid';
  useEffect(() => {
    if (!paid) return;
    acknowledgePayment(store);
    void navigate(thanksPath({ language, urlredirect: acceptedUrlRedirect(location.search, getRuntimeConfig(), window.location.host) }), { replace: true });
  }, [paid, store, navigate, location.search, language]);
  const shown = useCallback(() => acknowledgePayment(store), [store]);
  return { state, failure: state.step === 'failed' ? state : null, shown };
}
