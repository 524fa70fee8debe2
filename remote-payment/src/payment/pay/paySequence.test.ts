import type { BuyRequest } from '@suscripciones/shared/schemas';
import { billing, cartItem } from '../../testing/fixtures';
import { runPayment, SinglePayment, type CardProvider, type PaymentDeps, type PaymentRequest } from './paySequence';

const request: PaymentRequest = {
  user: { token_id: 'member-1' },
  loggedIn: true,
  cardComplete: true,
  countryCode: 'ES',
  needsShipping: false,
  shippingSaved: false,
  invoice: false,
  billingSaved: false,
  items: [cartItem()],
  billing: null,
  shipping: null,
};

function deps(overrides: Partial<CardProvider> = {}, buyAnswer: unknown = { success: true, message: 'ok', clientSecret: 'pi_1_secret_2' }) {
  const provider = {
    createPaymentMethod: jest.fn<ReturnType<CardProvider['createPaymentMethod']>, [string]>().mockResolvedValue({ paymentMethodId: 'pm_1' }),
    confirmCardPayment: jest.fn<ReturnType<CardProvider['confirmCardPayment']>, [string]>().mockResolvedValue({ paymentIntent: { status: 'succeeded' } }),
    ...overrides,
  };
  const buy = jest.fn((_payload: BuyRequest) => Promise.resolve(buyAnswer as never));
  const all: PaymentDeps = { provider, buy, sessionId: () => 'c0ffee00-0000-4000-8000-000000000000' };
  return { ...all, provider, buy };
}

describe('runPayment', () => {
  it('creates the payment method with the country code, posts call 3, confirms with the client secret', async () => {
    const d = deps();
    await expect(runPayment(request, d)).resolves.toEqual({ kind: 'succeeded' });
    expect(d.provider.createPaymentMethod).toHaveBeenCalledWith('ES');
    expect(d.buy).toHaveBeenCalledWith(expect.objectContaining({ paymentMethodId: 'pm_1', token_id: 'member-1', session_id: 'c0ffee00-0000-4000-8000-000000000000' }));
    expect(d.provider.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2');
  });

  it('stops before the provider on a failed check', async () => {
    const d = deps();
    await expect(runPayment({ ...request, loggedIn: false, user: null }, d)).resolves.toEqual({ kind: 'error', error: { key: 'notLogin' } });
    await expect(runPayment({ ...request, invoice: true, billing }, d)).resolves.toEqual({ kind: 'error', error: { key: 'errorRequiredBillingFields' } });
    expect(d.provider.createPaymentMethod).not.toHaveBeenCalled();
  });

  it("shows the provider's message when the card is refused at creation or confirmation", async () => {
    const refused = deps({ createPaymentMethod: () => Promise.resolve({ error: { message: 'Your card number is invalid.' } }) });
    await expect(runPayment(request, refused)).resolves.toEqual({ kind: 'error', error: { message: 'Your card number is invalid.' } });
    expect(refused.buy).not.toHaveBeenCalled();
    const declined = deps({ confirmCardPayment: () => Promise.resolve({ error: { message: 'Your card was declined.' } }) });
    await expect(runPayment(request, declined)).resolves.toEqual({ kind: 'error', error: { message: 'Your card was declined.' } });
  });

  it('gives errorProcessingPayment for a backend answer without secret, and paymentNotCompleted for another status', async () => {
    const noSecret = deps({}, { success: true, message: 'ok' });
    await expect(runPayment(request, noSecret)).resolves.toEqual({ kind: 'error', error: { key: 'errorProcessingPayment' } });
    expect(noSecret.provider.confirmCardPayment).not.toHaveBeenCalled();
    await expect(runPayment(request, deps({}, { error: 'Error processing payment' }))).resolves.toEqual({ kind: 'error', error: { key: 'errorProcessingPayment' } });
    const processing = deps({ confirmCardPayment: () => Promise.resolve({ paymentIntent: { status: 'processing' } }) });
    await expect(runPayment(request, processing)).resolves.toEqual({ kind: 'error', error: { key: 'paymentNotCompleted' } });
  });

  it('turns a thrown provider error into errorProcessingPayment', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = deps({ createPaymentMethod: () => Promise.reject(new Error('IntegrationError')) });
    await expect(runPayment(request, broken)).resolves.toEqual({ kind: 'error', error: { key: 'errorProcessingPayment' } });
    error.mockRestore();
  });
});

describe('SinglePayment', () => {
  it('runs one payment at a time: a second call during the first gets the same promise', async () => {
    const single = new SinglePayment();
    let finish: (value: { kind: 'error'; error: { key: 'paymentNotCompleted' } }) => void = () => undefined;
    const task = jest.fn(() => new Promise<{ kind: 'error'; error: { key: 'paymentNotCompleted' } }>((resolve) => (finish = resolve)));
    const first = single.run(task);
    const second = single.run(task);
    expect(second).toBe(first);
    expect(task).toHaveBeenCalledTimes(1);
    expect(single.busy).toBe(true);
    finish({ kind: 'error', error: { key: 'paymentNotCompleted' } });
    await first;
    // After a failure the buyer may try again.
    expect(single.busy).toBe(false);
    void single.run(task);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('never runs again after a success', async () => {
    const single = new SinglePayment();
    const task = jest.fn(() => Promise.resolve({ kind: 'succeeded' as const }));
    await single.run(task);
    await single.run(task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
