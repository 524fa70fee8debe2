import { payFailureOf } from './payFailures';

/** Which payment failures are reported: Stripe's own and the integration's, never the buyer's card. */
describe('a payment failure that is not the buyer', () => {
  it.each(['api_error', 'api_connection_error', 'invalid_request_error', 'rate_limit_error', 'authentication_error', 'idempotency_error'])(
    "Stripe's %s is reported with the step, its type and code",
    (type) => {
      expect(payFailureOf({ kind: 'failed', error: { message: 'm' }, step: 'confirming', cause: { type, code: 'some_code', message: 'm' } })).toEqual({
        kind: 'payment_failed',
        stage: 'confirming',
        type,
        code: 'some_code',
        error: 'm',
      });
    },
  );

  it("the buyer's card, what they typed and a 3-D Secure check they did not pass are theirs: not reported", () => {
    const failed = (cause: { type?: string; code?: string; message?: string }) =>
      payFailureOf({ kind: 'failed', error: { message: 'x' }, step: 'confirming', cause });
    expect(failed({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' })).toBeNull();
    expect(failed({ type: 'validation_error', code: 'incomplete_number' })).toBeNull();
    expect(failed({ type: 'invalid_request_error', code: 'payment_intent_authentication_failure' })).toBeNull();
  });

  it('a failure of ours without a provider error (call 3 without a secret, another amount, an exception) is reported by its text’s key', () => {
    expect(payFailureOf({ kind: 'failed', error: { key: 'errorAmountMismatch' }, step: 'checkingIntent' })).toEqual({
      kind: 'payment_failed',
      stage: 'checkingIntent',
      type: null,
      code: null,
      error: 'errorAmountMismatch',
    });
    expect(
      payFailureOf({ kind: 'failed', error: { key: 'errorProcessingPayment' }, cause: { type: 'IntegrationError', message: 'Invalid value' } }),
    ).toMatchObject({
      stage: 'unknown',
      type: 'IntegrationError',
    });
  });

  it('a payment that went through is no failure', () => {
    expect(payFailureOf({ kind: 'paid', reference: 'pi_1', attempt: {} as never })).toBeNull();
  });
});
