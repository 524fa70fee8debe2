import { isApiFailure, reportClientError, type PayStage } from '@suscripciones/shared';
import type { CardProvider, PaymentDeps } from './paySequence';
import { readBuyAnswer, type ProviderError } from './payRules';

/**
 * Payments that failed for a reason other than the buyer's card, reported as client errors: one wrapper around
 * what the pay sequence is given (the card provider, card or wallet, and call 3), so the sequence itself knows
 * nothing of it. The buyer's own card (a `card_error`: declined, expired, wrong code), what they typed into the
 * fields (`validation_error`) and a 3-D Secure check they did not pass are theirs, shown to them, not reported.
 */
type PayFailure = Extract<Parameters<typeof reportClientError>[0], { kind: 'payment_failed' }>;

const buyersOwnTypes = new Set(['card_error', 'validation_error']);
const buyersOwnCodes = new Set(['payment_intent_authentication_failure']);

/** A provider's error as a report; null when there is none or it is the buyer's own. */
export function payFailureOf(stage: PayStage, error: ProviderError | undefined): PayFailure | null {
  if (!error || (error.type && buyersOwnTypes.has(error.type)) || (error.code && buyersOwnCodes.has(error.code))) return null;
  return { kind: 'payment_failed', stage, type: error.type ?? null, code: error.code ?? null, error };
}

/** What Stripe.js (or the page's code around it) threw: an IntegrationError is named as such. */
function thrownPayFailure(stage: PayStage, error: unknown): PayFailure {
  const name = error instanceof Error ? error.name : typeof error;
  return { kind: 'payment_failed', stage, type: name === 'IntegrationError' ? name : 'exception', code: null, error };
}

/** The dependencies of a payment, each failure of theirs that is not the buyer's reported through `report`. */
export function reportingPayFailures(deps: PaymentDeps, report: (failure: PayFailure) => void = reportClientError): PaymentDeps {
  const watch =
    <Args extends unknown[], Result>(stage: PayStage, call: (...args: Args) => Promise<Result>, errorOf: (result: Result) => ProviderError | undefined) =>
    async (...args: Args): Promise<Result> => {
      let result: Result;
      try {
        result = await call(...args);
      } catch (error) {
        report(thrownPayFailure(stage, error));
        throw error;
      }
      const failure = payFailureOf(stage, errorOf(result));
      if (failure) report(failure);
      return result;
    };
  const { provider, buy } = deps;
  const watched: CardProvider = {
    createPaymentMethod: watch(
      'payment-method',
      (country: string) => provider.createPaymentMethod(country),
      (result) => ('error' in result ? result.error : undefined),
    ),
    retrievePaymentIntent: watch(
      'intent',
      (secret: string) => provider.retrievePaymentIntent(secret),
      (result) => ('error' in result ? result.error : undefined),
    ),
    confirmCardPayment: watch(
      'confirm',
      (secret: string, method: string) => provider.confirmCardPayment(secret, method),
      (result) => result.error,
    ),
  };
  return {
    ...deps,
    provider: watched,
    buy: watch(
      'buy',
      (payload: Parameters<PaymentDeps['buy']>[0], key: string) => buy(payload, key),
      // Call 3's failure (its status is a call_failed of its own) or an answer without a client secret.
      (answer) => (readBuyAnswer(answer).kind === 'error' ? { type: isApiFailure(answer) ? 'call_failed' : 'refused' } : undefined),
    ),
  };
}
