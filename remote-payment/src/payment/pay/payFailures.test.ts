import { createBrowserStorage } from '@suscripciones/shared';
import { PayAttempts } from './payAttempts';
import { payFailureOf, reportingPayFailures } from './payFailures';
import type { CardProvider, PaymentDeps } from './paySequence';
import type { ProviderError } from './payRules';

/**
 * Which payment failures are reported: Stripe's own and the integration's, never the buyer's card; and the
 * wrapper that reports them changes nothing of what the payment sees.
 */
describe('a payment failure that is not the buyer', () => {
  it.each(['api_error', 'api_connection_error', 'invalid_request_error', 'rate_limit_error', 'authentication_error', 'idempotency_error'])(
    "Stripe's %s is reported with its type and code",
    (type) => {
      expect(payFailureOf('confirm', { type, code: 'some_code', message: 'm' })).toEqual({
        kind: 'payment_failed',
        stage: 'confirm',
        type,
        code: 'some_code',
        error: { type, code: 'some_code', message: 'm' },
      });
    },
  );

  it("the buyer's card, what they typed and a 3-D Secure check they did not pass are theirs: not reported", () => {
    expect(payFailureOf('confirm', { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' })).toBeNull();
    expect(payFailureOf('payment-method', { type: 'validation_error', code: 'incomplete_number' })).toBeNull();
    expect(payFailureOf('confirm', { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' })).toBeNull();
    expect(payFailureOf('confirm', undefined)).toBeNull();
  });

  it('an error without a type (Stripe.js or the card field not there) is reported', () => {
    expect(payFailureOf('payment-method', {})).toMatchObject({ type: null, code: null });
  });
});

function world(
  overrides: Partial<CardProvider> = {},
  answer: Awaited<ReturnType<PaymentDeps['buy']>> = { success: true, message: 'ok', clientSecret: 'pi_1_secret_1' },
) {
  const provider: CardProvider = {
    createPaymentMethod: async () => ({ paymentMethodId: 'pm_1' }),
    retrievePaymentIntent: async () => ({ paymentIntent: { id: 'pi_1', status: 'requires_payment_method', amount: 100, currency: 'eur' } }),
    confirmCardPayment: async () => ({ paymentIntent: { status: 'succeeded' } }),
    ...overrides,
  };
  const deps: PaymentDeps = {
    provider,
    buy: async () => answer,
    sessionId: () => 's',
    attempts: new PayAttempts(createBrowserStorage('local')),
    providerFor: async () => provider,
  };
  const report = jest.fn();
  return { deps: reportingPayFailures(deps, report), report };
}

const apiError: ProviderError = { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe.' };

describe('the payment, watched', () => {
  it('reports a Stripe error at the step it happened, and hands the answer on unchanged', async () => {
    const { deps, report } = world({ createPaymentMethod: async () => ({ error: apiError }) });
    await expect(deps.provider.createPaymentMethod('ES')).resolves.toEqual({ error: apiError });
    expect(report).toHaveBeenCalledWith({ kind: 'payment_failed', stage: 'payment-method', type: 'api_connection_error', code: null, error: apiError });
  });

  it('reports nothing for a payment that goes through, or a declined card', async () => {
    const { deps, report } = world({ confirmCardPayment: async () => ({ error: { type: 'card_error', code: 'card_declined', message: 'Declined' } }) });
    await deps.provider.createPaymentMethod('ES');
    await deps.provider.retrievePaymentIntent('pi_1_secret_1');
    await deps.provider.confirmCardPayment('pi_1_secret_1', 'pm_1');
    await deps.buy({} as Parameters<PaymentDeps['buy']>[0], 'k');
    expect(report).not.toHaveBeenCalled();
  });

  it('reports an IntegrationError Stripe.js throws, and throws it on', async () => {
    const thrown = Object.assign(new Error('Invalid value for confirmCardPayment'), { name: 'IntegrationError' });
    const { deps, report } = world({
      confirmCardPayment: async () => {
        throw thrown;
      },
    });
    await expect(deps.provider.confirmCardPayment('pi_1_secret_1', 'pm_1')).rejects.toBe(thrown);
    expect(report).toHaveBeenCalledWith({ kind: 'payment_failed', stage: 'confirm', type: 'IntegrationError', code: null, error: thrown });
  });

  it('reports a call 3 that failed, or answered without a client secret', async () => {
    const failed = world({}, { error: 'Error processing payment' });
    await failed.deps.buy({} as Parameters<PaymentDeps['buy']>[0], 'k');
    expect(failed.report).toHaveBeenCalledWith(expect.objectContaining({ stage: 'buy', type: 'call_failed' }));
    const refused = world({}, { success: false, message: 'No stock' });
    await refused.deps.buy({} as Parameters<PaymentDeps['buy']>[0], 'k');
    expect(refused.report).toHaveBeenCalledWith(expect.objectContaining({ stage: 'buy', type: 'refused' }));
  });
});
