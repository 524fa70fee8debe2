import { useCallback, useMemo, useRef, useState } from 'react';
import { CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { buy } from '@suscripciones/shared/api/client';
import { getRuntimeConfig } from '@suscripciones/shared/config/runtimeConfig';
import { localStore } from '@suscripciones/shared/storage/browserStorage';
import { stripeInstance } from '../stripe/loadStripeJs';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { publishableKeyFor } from '../stripe/stripeSetup';
import { PayAttempts, type PayAttempt } from './payAttempts';
import { findSucceededAttempt, runPayment, SinglePayment, type CardProvider, type PaymentDeps, type PaymentRequest, type PayOutcome } from './paySequence';
import { paymentSessionId } from './sessionId';

/** The card provider of the sequence, backed by Stripe.js (and the mounted card number field, when there is one). */
export function stripeProvider(stripe: Stripe | null, elements: StripeElements | null): CardProvider {
  return {
    async createPaymentMethod(country) {
      const card = elements?.getElement(CardNumberElement);
      if (!stripe || !card) return { error: {} };
      const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { address: { country } } });
      return result.error ? { error: { message: result.error.message } } : { paymentMethodId: result.paymentMethod.id };
    },
    async retrievePaymentIntent(clientSecret) {
      if (!stripe) return { error: {} };
      const result = await stripe.retrievePaymentIntent(clientSecret);
      if (result.error || !result.paymentIntent) return { error: { message: result.error?.message } };
      const { id, status, amount, currency } = result.paymentIntent;
      return { paymentIntent: { id, status, amount, currency } };
    },
    async confirmCardPayment(clientSecret, paymentMethodId) {
      if (!stripe) return { error: {} };
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId });
      return result.error ? { error: { message: result.error.message } } : { paymentIntent: result.paymentIntent };
    },
  };
}

export const payAttempts = new PayAttempts(localStore);

/** Stripe.js for an attempt's own account: its intent can only be asked with that account's key. */
export function providerForAttempt(locale: StripeElementLocale): (attempt: PayAttempt) => Promise<CardProvider | null> {
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

/**
 * Pays once. The guard sits where the provider is called: while a payment
 * runs, another press (double click, second tap) starts nothing and gets
 * null; after a success nothing can start again. Between presses the
 * attempt (its intent, its idempotency key) lives in storage, so a new press,
 * a reload or another tab goes on with it instead of paying again.
 */
export function usePayment(cardVersion: number, locale: StripeElementLocale): { pay: (request: PaymentRequest) => Promise<PayOutcome | null>; processing: boolean } {
  const stripe = useStripe();
  const elements = useElements();
  const single = useRef<SinglePayment | null>(null);
  single.current ??= new SinglePayment();
  const method = useRef<{ id: string; cardVersion: number } | null>(null);
  const version = useRef(cardVersion);
  version.current = cardVersion;
  const [processing, setProcessing] = useState(false);
  const providerFor = useMemo(() => providerForAttempt(locale), [locale]);

  const pay = useCallback(
    async (request: PaymentRequest): Promise<PayOutcome | null> => {
      const guard = single.current;
      if (!guard || guard.busy) return null;
      return guard.run(async () => {
        setProcessing(true);
        const deps: PaymentDeps = {
          provider: stripeProvider(stripe, elements),
          buy,
          sessionId: () => paymentSessionId(),
          attempts: payAttempts,
          reusableMethod: () => (method.current && method.current.cardVersion === version.current ? method.current.id : null),
          rememberMethod: (id) => {
            method.current = { id, cardVersion: version.current };
          },
          providerFor,
        };
        const outcome = await runPayment(request, deps);
        if (outcome.kind !== 'succeeded') setProcessing(false);
        return outcome;
      });
    },
    [stripe, elements, providerFor],
  );

  return { pay, processing };
}

/** On opening the page: an earlier payment of this buyer that went through (its answer lost) is finished, not paid again. */
export function resumeSucceededPayment(tokenId: string, locale: StripeElementLocale): Promise<PayOutcome | null> {
  return findSucceededAttempt({ attempts: payAttempts, providerFor: providerForAttempt(locale) }, tokenId);
}
