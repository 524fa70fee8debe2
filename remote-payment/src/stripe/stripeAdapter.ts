import type { Stripe, StripeCardNumberElement, StripeError } from '@stripe/stripe-js';
import type { PaymentMethodSource, PaymentProvider, ProviderError } from '../pay';

/**
 * Stripe.js as the payment sees it (pay/provider.ts): the only module that calls Stripe.js's payment methods.
 * Confirmation follows Stripe's guide for a confirmation that may need the bank's check: confirm without handling
 * actions, then, when the intent requires action, let Stripe.js run 3-D Secure in its own dialog. Card and wallet
 * confirm alike, so a wallet's sheet can close before the bank's page opens.
 */

/** What the payment keeps of a Stripe.js error: its message for the buyer, its type and code for the team. */
const providerError = (error: StripeError): ProviderError => ({
  ...(error.message ? { message: error.message } : {}),
  ...(error.type ? { type: error.type } : {}),
  ...(error.code ? { code: error.code } : {}),
});

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    async retrieveIntent(clientSecret) {
      const result = await stripe.retrievePaymentIntent(clientSecret);
      if (result.error || !result.paymentIntent) return { error: result.error ? providerError(result.error) : {} };
      const { id, status, amount, currency } = result.paymentIntent;
      return { intent: { id, status, amount, currency } };
    },
    async confirm(clientSecret, paymentMethodId) {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId }, { handleActions: false });
      return result.error ? { error: providerError(result.error) } : { status: result.paymentIntent.status };
    },
    async authenticate(clientSecret) {
      const result = await stripe.confirmCardPayment(clientSecret);
      return result.error ? { error: providerError(result.error) } : { status: result.paymentIntent.status };
    },
  };
}

/** The card fields as the payment method's source: a new card payment method from what they hold now. */
export function cardSource(stripe: Stripe | null, card: StripeCardNumberElement | null): PaymentMethodSource {
  return {
    kind: 'card',
    async create(countryCode) {
      if (!stripe || !card) return { error: {} };
      const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { address: { country: countryCode } } });
      return result.error ? { error: providerError(result.error) } : { paymentMethodId: result.paymentMethod.id };
    },
  };
}
