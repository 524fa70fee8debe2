import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue, useStore } from 'jotai';
import { getRuntimeConfig, acceptedUrlRedirect, type Language } from '@suscripciones/shared';
import { thanksPath } from './thanksLink';
import { acknowledgePayment, paymentAtom, type PaymentState } from '../pay';

// Apart from usePayment.ts: the page reads how the payment ended whatever the cart holds, without Stripe.js's
// loader, which only a buyer who can pay fetches (with the forms' chunk).

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
