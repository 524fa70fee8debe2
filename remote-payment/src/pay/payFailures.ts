import type { ClientErrorReport } from '@suscripciones/shared';
import type { PayOutcome } from './paymentState';

/**
 * Payments that failed for a reason other than the buyer's card, as client errors for the team (call 7): read
 * from how the payment ended (its step, and the provider's error when there was one), so the machine itself knows
 * nothing of reporting. The buyer's own card (a `card_error`: declined, expired, wrong code), what they typed into
 * the card fields (`validation_error`) and a 3-D Secure check they did not pass are theirs, shown to them, not
 * reported. Everything else is: Stripe's own errors (api_error, api_connection_error, invalid_request_error,
 * rate_limit_error, authentication_error), an IntegrationError or exception, call 3 without a client secret, an
 * intent of another amount, Stripe.js that could not be loaded.
 */
type PayFailure = Extract<ClientErrorReport, { kind: 'payment_failed' }>;

const buyersOwnTypes = new Set(['card_error', 'validation_error']);
const buyersOwnCodes = new Set(['payment_intent_authentication_failure']);

export function payFailureOf(outcome: PayOutcome): PayFailure | null {
  if (outcome.kind !== 'failed') return null;
  const { cause, error, step = 'unknown' } = outcome;
  if (cause && ((cause.type && buyersOwnTypes.has(cause.type)) || (cause.code && buyersOwnCodes.has(cause.code)))) return null;
  return { kind: 'payment_failed', stage: step, type: cause?.type ?? null, code: cause?.code ?? null, error: 'key' in error ? error.key : error.message };
}
