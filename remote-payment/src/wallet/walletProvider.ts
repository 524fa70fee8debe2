import type { PaymentRequestCompleteStatus, Stripe } from '@stripe/stripe-js';
import type { CardProvider, PayOutcome } from '../payment/pay/paySequence';

/**
 * The card provider of the pay sequence when the wallet pays: the same
 * sequence (intent once per cart, status asked first, the cross-tab lock),
 * only the payment method comes from the wallet's sheet instead of the card
 * fields, and the confirmation follows Stripe's wallet flow: confirm without
 * handling actions, close the sheet with the answer, then let Stripe.js run
 * 3-D Secure if the bank asks for it (a sheet must not stay open over the
 * bank's page).
 */
export interface WalletProvider extends CardProvider {
  /** Closes the sheet with the payment's outcome, if the confirmation has not closed it already. */
  settle(outcome: PayOutcome): void;
}

export function walletProvider(
  stripe: Stripe,
  base: CardProvider,
  paymentMethodId: string,
  complete: (status: PaymentRequestCompleteStatus) => void,
): WalletProvider {
  let handed = false;
  let completed = false;
  const close = (status: PaymentRequestCompleteStatus) => {
    if (completed) return;
    completed = true;
    complete(status);
  };
  return {
    // One payment method per sheet: a confirmation needs a new one, so it is handed out once.
    createPaymentMethod() {
      if (handed) return Promise.resolve({ error: {} });
      handed = true;
      return Promise.resolve({ paymentMethodId });
    },
    retrievePaymentIntent: (clientSecret) => base.retrievePaymentIntent(clientSecret),
    async confirmCardPayment(clientSecret, method) {
      const first = await stripe.confirmCardPayment(clientSecret, { payment_method: method }, { handleActions: false });
      if (first.error) {
        close('fail');
        return { error: first.error };
      }
      close('success');
      if (first.paymentIntent.status !== 'requires_action') return { paymentIntent: first.paymentIntent };
      const second = await stripe.confirmCardPayment(clientSecret);
      return second.error ? { error: second.error } : { paymentIntent: second.paymentIntent };
    },
    settle(outcome) {
      close(outcome.kind === 'succeeded' ? 'success' : 'fail');
    },
  };
}
