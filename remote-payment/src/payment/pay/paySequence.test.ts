import { createBrowserStorage, readyToPay, type BuyRequest, type CartItem } from '@suscripciones/shared';
import { billing, cartItem, payRequest } from '../../testing/fixtures';
import { PayAttempts } from './payAttempts';
import { findSucceededAttempt, runPayment, type CardProvider, type IntentView, type PaymentDeps, type PaymentRequest } from './paySequence';

/** The purchase of these cart lines, at final prices. */
const purchaseOf = (items: readonly CartItem[]) => readyToPay(items, 'final');

const request: PaymentRequest = payRequest(purchaseOf([cartItem()]));

/**
 * The outside world of a payment: the card provider (an intent store that
 * charges on confirmation, as Stripe does) and the profile service's call 3
 * (which honours the idempotency key). Answers can be lost on the way back.
 */
function world() {
  const intents = new Map<string, IntentView & { secret: string }>();
  let keys = 0;
  const byKey = new Map<string, { body: string; secret: string }>();
  const lose = { confirm: 0, buy: 0 };
  const charges: string[] = [];
  let methods = 0;
  /** Payment methods used in a confirmation: Stripe refuses them again (not attached to a customer). */
  const usedMethods = new Set<string>();
  const provider = {
    createPaymentMethod: jest.fn<ReturnType<CardProvider['createPaymentMethod']>, [string]>(async () => ({ paymentMethodId: `pm_${(methods += 1)}` })),
    retrievePaymentIntent: jest.fn<ReturnType<CardProvider['retrievePaymentIntent']>, [string]>(async (secret) => {
      const intent = [...intents.values()].find((known) => known.secret === secret);
      return intent
        ? { paymentIntent: { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency } }
        : { error: { message: 'No such payment_intent' } };
    }),
    confirmCardPayment: jest.fn<ReturnType<CardProvider['confirmCardPayment']>, [string, string]>(async (secret, method) => {
      const intent = [...intents.values()].find((known) => known.secret === secret);
      if (!intent) return { error: { message: 'No such payment_intent' } };
      if (usedMethods.has(method)) return { error: { message: 'The PaymentMethod was previously used and may not be used again.' } };
      usedMethods.add(method);
      if (intent.status === 'succeeded') return { error: { message: 'This PaymentIntent has already succeeded.' } };
      intent.status = 'succeeded';
      charges.push(intent.id);
      if (lose.confirm > 0) {
        lose.confirm -= 1;
        return { error: { message: 'Network error' } };
      }
      return { paymentIntent: { status: 'succeeded' } };
    }),
  };
  const buy = jest.fn(async (payload: BuyRequest, key: string) => {
    const body = JSON.stringify(payload);
    let known = byKey.get(key);
    if (known && known.body !== body) return { error: 'Error processing payment' };
    if (!known) {
      keys += 1;
      const id = `pi_${keys}`;
      const secret = `${id}_secret_${keys}`;
      const amount = payload.products.reduce((sum, line) => sum + Math.round(line.price * 100), 0);
      intents.set(id, { id, status: 'requires_payment_method', amount, currency: payload.currency.toLowerCase(), secret });
      known = { body, secret };
      byKey.set(key, known);
    }
    if (lose.buy > 0) {
      lose.buy -= 1;
      return { error: 'Error processing payment' };
    }
    return { success: true, message: 'Payment intent created', clientSecret: known.secret };
  });
  const storage = createBrowserStorage('local');
  let uuid = 0;
  const attempts = new PayAttempts(storage, Date.now, () => `key-${(uuid += 1)}`);
  const deps: PaymentDeps = {
    provider,
    buy,
    sessionId: () => 'c0ffee00-0000-4000-8000-000000000000',
    attempts,
    providerFor: async () => provider,
  };
  return { deps, provider, buy, intents, charges, lose, attempts };
}

beforeEach(() => localStorage.clear());

describe('runPayment', () => {
  it('creates the payment method with the country code, posts call 3 with an idempotency key, checks the intent and confirms it', async () => {
    const w = world();
    const outcome = await runPayment(request, w.deps);
    expect(outcome).toEqual({ kind: 'succeeded', reference: 'pi_1', attempt: expect.objectContaining({ tokenId: 'member-1', account: 'ES' }) });
    expect(w.provider.createPaymentMethod).toHaveBeenCalledWith('ES');
    expect(w.buy).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethodId: 'pm_1', token_id: 'member-1', session_id: 'c0ffee00-0000-4000-8000-000000000000' }),
      'key-1',
    );
    expect(w.provider.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_1', 'pm_1');
    expect(w.charges).toEqual(['pi_1']);
  });

  it('records what was paid: every line and the total in its currency', async () => {
    const w = world();
    const free = cartItem({ id: 25, price: 0, socio_price: 0, current_price: 0, stripe_id: 'price_free', current_stripe_id: 'price_free' });
    const outcome = await runPayment({ ...request, purchase: purchaseOf([cartItem(), free]) }, w.deps);
    if (outcome.kind !== 'succeeded') throw new Error('expected a success');
    expect(outcome.attempt.order).toEqual({
      currency: 'EUR',
      total: 90,
      items: [expect.objectContaining({ id: 20, price: 90 }), expect.objectContaining({ id: 25, price: 0 })],
    });
  });

  it('stops before the provider on a failed check', async () => {
    const w = world();
    await expect(runPayment({ ...request, loggedIn: false, user: null }, w.deps)).resolves.toEqual({ kind: 'error', error: { key: 'notLogin' } });
    await expect(runPayment({ ...request, invoice: true, billing }, w.deps)).resolves.toEqual({ kind: 'error', error: { key: 'errorRequiredBillingFields' } });
    expect(w.provider.createPaymentMethod).not.toHaveBeenCalled();
  });

  it("shows the provider's message when the card is refused at creation or confirmation", async () => {
    const refused = world();
    refused.provider.createPaymentMethod.mockResolvedValue({ error: { message: 'Your card number is invalid.' } });
    await expect(runPayment(request, refused.deps)).resolves.toEqual({ kind: 'error', error: { message: 'Your card number is invalid.' } });
    expect(refused.buy).not.toHaveBeenCalled();
    const declined = world();
    declined.provider.confirmCardPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    await expect(runPayment(request, declined.deps)).resolves.toEqual({ kind: 'error', error: { message: 'Your card was declined.' } });
  });

  it('gives errorProcessingPayment for a backend answer without secret, and paymentNotCompleted for another status', async () => {
    const noSecret = world();
    noSecret.buy.mockResolvedValue({ success: true, message: 'ok' } as never);
    await expect(runPayment(request, noSecret.deps)).resolves.toEqual({ kind: 'error', error: { key: 'errorProcessingPayment' } });
    expect(noSecret.provider.confirmCardPayment).not.toHaveBeenCalled();
    const processing = world();
    processing.provider.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'requires_action' } });
    await expect(runPayment(request, processing.deps)).resolves.toEqual({ kind: 'error', error: { key: 'paymentNotCompleted' } });
  });

  it('turns a thrown provider error into errorProcessingPayment', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = world();
    w.provider.createPaymentMethod.mockRejectedValue(new Error('IntegrationError'));
    await expect(runPayment(request, w.deps)).resolves.toEqual({ kind: 'error', error: { key: 'errorProcessingPayment' } });
    error.mockRestore();
  });
});

describe('one cart, one charge', () => {
  it('the confirmation answer is lost: pressing Pay again asks the status and succeeds without a second charge', async () => {
    const w = world();
    w.lose.confirm = 1;
    await expect(runPayment(request, w.deps)).resolves.toEqual({ kind: 'error', error: { message: 'Network error' } });
    expect(w.charges).toEqual(['pi_1']);
    const again = await runPayment(request, w.deps);
    expect(again).toEqual(expect.objectContaining({ kind: 'succeeded', reference: 'pi_1' }));
    expect(w.charges).toEqual(['pi_1']);
    expect(w.buy).toHaveBeenCalledTimes(1);
    expect(w.provider.confirmCardPayment).toHaveBeenCalledTimes(1);
  });

  it('the same after a reload: the attempt is in storage, and the page (new memory) finds it paid', async () => {
    const w = world();
    w.lose.confirm = 1;
    await runPayment(request, w.deps);
    const reloaded = { ...w.deps, attempts: new PayAttempts(createBrowserStorage('local')) };
    await expect(runPayment(request, reloaded)).resolves.toEqual(expect.objectContaining({ kind: 'succeeded', reference: 'pi_1' }));
    expect(w.charges).toEqual(['pi_1']);
  });

  it('the purchase answer is lost: Pay again sends the same key and body, gets the same intent, and confirms it with a fresh payment method', async () => {
    const w = world();
    w.lose.buy = 1;
    await expect(runPayment(request, w.deps)).resolves.toEqual({ kind: 'error', error: { key: 'errorProcessingPayment' } });
    await expect(runPayment(request, w.deps)).resolves.toEqual(expect.objectContaining({ kind: 'succeeded', reference: 'pi_1' }));
    expect(w.buy.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-1']);
    expect(w.buy.mock.calls[1]?.[0]).toEqual(w.buy.mock.calls[0]?.[0]);
    expect(w.provider.confirmCardPayment).toHaveBeenLastCalledWith('pi_1_secret_1', 'pm_2');
    expect(w.intents.size).toBe(1);
    expect(w.charges).toEqual(['pi_1']);
  });

  it('a declined card, Pay again with the same fields: the same intent, confirmed with a new payment method (a used one is refused)', async () => {
    const w = world();
    w.provider.confirmCardPayment.mockImplementationOnce(async () => ({ error: { message: 'Your card was declined.' } }));
    await expect(runPayment(request, w.deps)).resolves.toEqual({ kind: 'error', error: { message: 'Your card was declined.' } });
    await expect(runPayment(request, w.deps)).resolves.toEqual(expect.objectContaining({ kind: 'succeeded', reference: 'pi_1' }));
    expect(w.provider.confirmCardPayment.mock.calls).toEqual([
      ['pi_1_secret_1', 'pm_1'],
      ['pi_1_secret_1', 'pm_2'],
    ]);
    expect(w.provider.createPaymentMethod).toHaveBeenCalledTimes(2);
    expect(w.buy).toHaveBeenCalledTimes(1);
    expect(w.intents.size).toBe(1);
  });

  it('a country corrected after a decline reaches the provider: the new payment method is made with it', async () => {
    const w = world();
    w.provider.confirmCardPayment.mockImplementationOnce(async () => ({ error: { message: 'Your card was declined.' } }));
    await runPayment(request, w.deps);
    await runPayment({ ...request, countryCode: 'PT' }, w.deps);
    expect(w.provider.createPaymentMethod.mock.calls).toEqual([['ES'], ['PT']]);
  });

  it('after the purchase answer was lost, a changed purchase (an invoice now wanted) makes a new request with a new key (the first intent was never confirmed)', async () => {
    const w = world();
    w.lose.buy = 1;
    await runPayment(request, w.deps);
    await expect(runPayment({ ...request, invoice: true, billing, billingSaved: true }, w.deps)).resolves.toEqual(
      expect.objectContaining({ kind: 'succeeded' }),
    );
    expect(w.buy.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-2']);
    expect(w.charges).toHaveLength(1);
  });

  it('a purchase that is not ready to pay (a total of 0, prices not final) reaches neither the provider nor the service', async () => {
    const w = world();
    const free = cartItem({ id: 25, price: 0, socio_price: 0, current_price: 0, stripe_id: 'price_free', current_stripe_id: 'price_free' });
    await expect(runPayment({ ...request, purchase: purchaseOf([free]) }, w.deps)).resolves.toEqual({
      kind: 'error',
      error: { key: 'errorProcessingPayment' },
    });
    await expect(runPayment({ ...request, purchase: readyToPay([cartItem()], 'pending') }, w.deps)).resolves.toEqual({
      kind: 'error',
      error: { key: 'errorProcessingPayment' },
    });
    expect(w.provider.createPaymentMethod).not.toHaveBeenCalled();
    expect(w.buy).not.toHaveBeenCalled();
  });

  it('an attempt marked paid (by another tab) is finished without asking anyone', async () => {
    const w = world();
    await runPayment(request, w.deps);
    const [attempt] = w.attempts.list();
    if (!attempt) throw new Error('expected an attempt');
    w.attempts.markPaid(attempt.fingerprint, 'pi_1');
    w.provider.retrievePaymentIntent.mockClear();
    await expect(runPayment(request, w.deps)).resolves.toEqual(expect.objectContaining({ kind: 'succeeded', reference: 'pi_1' }));
    expect(w.provider.retrievePaymentIntent).not.toHaveBeenCalled();
    expect(w.charges).toEqual(['pi_1']);
  });

  it('a processing intent is never paid again', async () => {
    const w = world();
    w.lose.confirm = 1;
    await runPayment(request, w.deps);
    const intent = w.intents.get('pi_1');
    if (intent) intent.status = 'processing';
    await expect(runPayment(request, w.deps)).resolves.toEqual({ kind: 'error', error: { key: 'paymentProcessing' } });
    expect(w.provider.confirmCardPayment).toHaveBeenCalledTimes(1);
  });

  it('an intent that would charge another amount or currency than the total is not confirmed', async () => {
    const w = world();
    w.provider.retrievePaymentIntent.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'requires_payment_method', amount: 19_000, currency: 'eur' } });
    await expect(runPayment(request, w.deps)).resolves.toEqual({ kind: 'error', error: { key: 'errorAmountMismatch' } });
    w.provider.retrievePaymentIntent.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'requires_payment_method', amount: 9_000, currency: 'usd' } });
    await expect(runPayment(request, w.deps)).resolves.toEqual({ kind: 'error', error: { key: 'errorAmountMismatch' } });
    expect(w.provider.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('when the status cannot be asked, nothing is confirmed or created', async () => {
    const w = world();
    w.lose.confirm = 1;
    await runPayment(request, w.deps);
    w.provider.retrievePaymentIntent.mockResolvedValue({ error: { message: 'offline' } });
    await expect(runPayment(request, w.deps)).resolves.toEqual({ kind: 'error', error: { key: 'errorProcessingPayment' } });
    expect(w.buy).toHaveBeenCalledTimes(1);
    expect(w.provider.confirmCardPayment).toHaveBeenCalledTimes(1);
  });

  it('a cart changed after a lost confirmation: the earlier payment is found done, not followed by a second one', async () => {
    const w = world();
    w.lose.confirm = 1;
    await runPayment(request, w.deps);
    const bigger = { ...request, purchase: purchaseOf([cartItem(), cartItem({ id: 21, current_price: 75, current_stripe_id: 'price_21' })]) };
    const outcome = await runPayment(bigger, w.deps);
    expect(outcome).toEqual(expect.objectContaining({ kind: 'succeeded', reference: 'pi_1' }));
    if (outcome.kind === 'succeeded') expect(outcome.attempt.order.items.map((item) => item.id)).toEqual([20]);
    expect(w.buy).toHaveBeenCalledTimes(1);
    expect(w.charges).toEqual(['pi_1']);
  });

  it('findSucceededAttempt reports a paid attempt and forgets a canceled one', async () => {
    const w = world();
    w.lose.confirm = 1;
    await runPayment(request, w.deps);
    await expect(findSucceededAttempt(w.deps, 'member-1')).resolves.toEqual(expect.objectContaining({ kind: 'succeeded', reference: 'pi_1' }));
    await expect(findSucceededAttempt(w.deps, 'someone-else')).resolves.toBeNull();
    const intent = w.intents.get('pi_1');
    if (intent) intent.status = 'canceled';
    await expect(findSucceededAttempt(w.deps, 'member-1')).resolves.toBeNull();
    expect(w.attempts.list()).toEqual([]);
  });
});
