import type { BuyRequest } from '@suscripciones/shared/schemas/entities';
import { createBrowserStorage } from '@suscripciones/shared/storage/browserStorage';
import { billing, cartItem } from '../../testing/fixtures';
import { PayAttempts } from './payAttempts';
import { findSucceededAttempt, runPayment, SinglePayment, type CardProvider, type IntentView, type PaymentDeps, type PaymentRequest, type PayOutcome } from './paySequence';

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
  const provider = {
    createPaymentMethod: jest.fn<ReturnType<CardProvider['createPaymentMethod']>, [string]>(async () => ({ paymentMethodId: `pm_${keys + 1}` })),
    retrievePaymentIntent: jest.fn<ReturnType<CardProvider['retrievePaymentIntent']>, [string]>(async (secret) => {
      const intent = [...intents.values()].find((known) => known.secret === secret);
      return intent ? { paymentIntent: { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency } } : { error: { message: 'No such payment_intent' } };
    }),
    confirmCardPayment: jest.fn<ReturnType<CardProvider['confirmCardPayment']>, [string, string]>(async (secret) => {
      const intent = [...intents.values()].find((known) => known.secret === secret);
      if (!intent) return { error: { message: 'No such payment_intent' } };
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
  let method: string | null = null;
  const deps: PaymentDeps = {
    provider,
    buy,
    sessionId: () => 'c0ffee00-0000-4000-8000-000000000000',
    attempts,
    reusableMethod: () => method,
    rememberMethod: (id) => {
      method = id;
    },
    providerFor: async () => provider,
  };
  /** The buyer edits the card fields: the next press makes a new payment method. */
  const editCard = () => {
    method = null;
  };
  return { deps, provider, buy, intents, charges, lose, attempts, editCard };
}

beforeEach(() => localStorage.clear());

const succeeded = (outcome: PayOutcome) => outcome.kind === 'succeeded';

describe('runPayment', () => {
  it('creates the payment method with the country code, posts call 3 with an idempotency key, checks the intent and confirms it', async () => {
    const w = world();
    const outcome = await runPayment(request, w.deps);
    expect(outcome).toEqual({ kind: 'succeeded', reference: 'pi_1', attempt: expect.objectContaining({ tokenId: 'member-1', account: 'ES' }) });
    expect(w.provider.createPaymentMethod).toHaveBeenCalledWith('ES');
    expect(w.buy).toHaveBeenCalledWith(expect.objectContaining({ paymentMethodId: 'pm_1', token_id: 'member-1', session_id: 'c0ffee00-0000-4000-8000-000000000000' }), 'key-1');
    expect(w.provider.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_1', 'pm_1');
    expect(w.charges).toEqual(['pi_1']);
  });

  it('records what was paid: every line and the total in its currency', async () => {
    const w = world();
    const free = cartItem({ id: 25, price: 0, socio_price: 0, current_price: 0, stripe_id: 'price_free', current_stripe_id: 'price_free' });
    const outcome = await runPayment({ ...request, items: [cartItem(), free] }, w.deps);
    if (outcome.kind !== 'succeeded') throw new Error('expected a success');
    expect(outcome.attempt.order).toEqual({ currency: 'EUR', total: 90, items: [expect.objectContaining({ id: 20, price: 90 }), expect.objectContaining({ id: 25, price: 0 })] });
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
    const reloaded = { ...w.deps, attempts: new PayAttempts(createBrowserStorage('local')), reusableMethod: () => null };
    await expect(runPayment(request, reloaded)).resolves.toEqual(expect.objectContaining({ kind: 'succeeded', reference: 'pi_1' }));
    expect(w.charges).toEqual(['pi_1']);
  });

  it('the purchase answer is lost: Pay again sends the same key and body and gets the same intent', async () => {
    const w = world();
    w.lose.buy = 1;
    await expect(runPayment(request, w.deps)).resolves.toEqual({ kind: 'error', error: { key: 'errorProcessingPayment' } });
    await expect(runPayment(request, w.deps)).resolves.toEqual(expect.objectContaining({ kind: 'succeeded', reference: 'pi_1' }));
    expect(w.buy.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-1']);
    expect(w.buy.mock.calls[1]?.[0]).toEqual(w.buy.mock.calls[0]?.[0]);
    expect(w.intents.size).toBe(1);
    expect(w.charges).toEqual(['pi_1']);
  });

  it('a declined card, then another card: the same intent is confirmed with the new payment method', async () => {
    const w = world();
    w.provider.confirmCardPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    await runPayment(request, w.deps);
    w.editCard();
    await expect(runPayment(request, w.deps)).resolves.toEqual(expect.objectContaining({ kind: 'succeeded', reference: 'pi_1' }));
    expect(w.provider.confirmCardPayment).toHaveBeenLastCalledWith('pi_1_secret_1', 'pm_2');
    expect(w.intents.size).toBe(1);
  });

  it('after the purchase answer was lost, changed details make a new request with a new key (the first intent was never confirmed)', async () => {
    const w = world();
    w.lose.buy = 1;
    await runPayment(request, w.deps);
    w.editCard();
    await expect(runPayment(request, w.deps)).resolves.toEqual(expect.objectContaining({ kind: 'succeeded' }));
    expect(w.buy.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-2']);
    expect(w.charges).toHaveLength(1);
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
    const bigger = { ...request, items: [cartItem(), cartItem({ id: 21, current_price: 75, current_stripe_id: 'price_21' })] };
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

describe('SinglePayment', () => {
  const done = { kind: 'succeeded' } as unknown as PayOutcome;
  it('runs one payment at a time: a second call during the first gets the same promise', async () => {
    const single = new SinglePayment();
    let finish: (value: PayOutcome) => void = () => undefined;
    const task = jest.fn(() => new Promise<PayOutcome>((resolve) => (finish = resolve)));
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
    const task = jest.fn(() => Promise.resolve(done));
    await single.run(task);
    await single.run(task);
    expect(task).toHaveBeenCalledTimes(1);
    expect(succeeded(done)).toBe(true);
  });
});
