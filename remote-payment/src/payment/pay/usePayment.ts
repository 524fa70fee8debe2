import { useCallback, useRef, useState } from 'react';
import { CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { buy } from '@suscripciones/shared/api';
import { runPayment, SinglePayment, type CardProvider, type PaymentRequest, type PayOutcome } from './paySequence';
import { paymentSessionId } from './sessionId';

/** The card provider of the sequence, backed by Stripe.js and the mounted card number field. */
function stripeProvider(stripe: Stripe | null, elements: StripeElements | null): CardProvider {
  return {
    async createPaymentMethod(country) {
      const card = elements?.getElement(CardNumberElement);
      if (!stripe || !card) return { error: {} };
      const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { address: { country } } });
      return result.error ? { error: { message: result.error.message } } : { paymentMethodId: result.paymentMethod.id };
    },
    async confirmCardPayment(clientSecret) {
      if (!stripe) return { error: {} };
      const result = await stripe.confirmCardPayment(clientSecret);
      return result.error ? { error: { message: result.error.message } } : { paymentIntent: result.paymentIntent };
    },
  };
}

/**
 * Pays once. The guard sits where the provider is called: while a payment
 * runs, another press (double click, second tap) starts nothing and gets
 * null; after a success nothing can start again.
 */
export function usePayment(): { pay: (request: PaymentRequest) => Promise<PayOutcome | null>; processing: boolean } {
  const stripe = useStripe();
  const elements = useElements();
  const single = useRef<SinglePayment | null>(null);
  single.current ??= new SinglePayment();
  const [processing, setProcessing] = useState(false);

  const pay = useCallback(
    async (request: PaymentRequest): Promise<PayOutcome | null> => {
      const guard = single.current;
      if (!guard || guard.busy) return null;
      return guard.run(async () => {
        setProcessing(true);
        const outcome = await runPayment(request, { provider: stripeProvider(stripe, elements), buy, sessionId: () => paymentSessionId() });
        if (outcome.kind !== 'succeeded') setProcessing(false);
        return outcome;
      });
    },
    [stripe, elements],
  );

  return { pay, processing };
}
