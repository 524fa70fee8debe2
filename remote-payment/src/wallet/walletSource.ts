import type { PaymentRequestCompleteStatus } from '@stripe/stripe-js';
import type { PaymentMethodSource } from '../pay';

/**
 * The wallet's card as the payment method's source: the payment method the sheet handed over (one per sheet:
 * a confirmation needs a fresh one, so it is handed out once), and the sheet closed as Stripe documents for
 * wallets: with the first confirmation's answer (before any 3-D Secure, which must not open under the sheet),
 * or with the payment's end when the payment stopped before confirming.
 */
export function walletSource(paymentMethodId: string, complete: (status: PaymentRequestCompleteStatus) => void): PaymentMethodSource {
  let handed = false;
  let closed = false;
  const close = (status: PaymentRequestCompleteStatus) => {
    if (closed) return;
    closed = true;
    complete(status);
  };
  return {
    kind: 'wallet',
    create() {
      if (handed) return Promise.resolve({ error: {} });
      handed = true;
      return Promise.resolve({ paymentMethodId });
    },
    confirmed(ok) {
      close(ok ? 'success' : 'fail');
    },
    settled(paid) {
      close(paid ? 'success' : 'fail');
    },
  };
}
