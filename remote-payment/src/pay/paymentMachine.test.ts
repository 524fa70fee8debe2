import { readFileSync } from 'node:fs';
import { createStore } from 'jotai';
import { cartAtom, createBrowserStorage, paidOrdersAtom, readyToPay, type BuyRequest, type CartItem } from '@suscripciones/shared';
import { lastOrderReference } from '../orders/lastOrder';
import { billing, cartItem, paymentRequest } from '../testing/fixtures';
import { PayAttempts } from './payAttempts';
import { acknowledgePayment, startPayment, type PaymentWorld } from './paymentMachine';
import type { PaymentRequest } from './paymentRequest';
import { moves, paymentAtom, type PaymentState, type PaymentStep } from './paymentState';
import type { IntentView, PaymentMethodSource, PaymentProvider } from './provider';

/** The purchase of these cart lines, at final prices. */
const purchaseOf = (items: readonly CartItem[]) => readyToPay(items, 'final');
const request: PaymentRequest = paymentRequest(purchaseOf([cartItem()]));

/**
 * The outside world of a payment: the card provider (an intent store that charges on confirmation, as Stripe
 * does, and may ask for 3-D Secure), the profile service's call 3 (which honours the idempotency key) and the
 * browser's lock. Answers can be lost on the way back.
 */
function world() {
  const intents = new Map<string, IntentView & { secret: string; needsAuthentication?: boolean }>();
  let keys = 0;
  const byKey = new Map<string, { body: string; secret: string }>();
  const lose = { confirm: 0, buy: 0 };
  const charges: string[] = [];
  let methods = 0;
  /** Payment methods used in a confirmation: Stripe refuses them again (not attached to a customer). */
  const usedMethods = new Set<string>();
  const find = (secret: string) => [...intents.values()].find((known) => known.secret === secret);
  const charge = (intent: IntentView) => {
    intent.status = 'succeeded';
    charges.push(intent.id);
  };
  const provider = {
    retrieveIntent: jest.fn<ReturnType<PaymentProvider['retrieveIntent']>, [string]>(async (secret) => {
      const intent = find(secret);
      return intent
        ? { intent: { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency } }
        : { error: { message: 'No such payment_intent' } };
    }),
    confirm: jest.fn<ReturnType<PaymentProvider['confirm']>, [string, string]>(async (secret, method) => {
      const intent = find(secret);
      if (!intent) return { error: { message: 'No such payment_intent', type: 'invalid_request_error' } };
      if (usedMethods.has(method))
        return { error: { message: 'The PaymentMethod was previously used and may not be used again.', type: 'invalid_request_error' } };
      usedMethods.add(method);
      if (intent.status === 'succeeded') return { error: { message: 'This PaymentIntent has already succeeded.', type: 'invalid_request_error' } };
      if (intent.needsAuthentication) {
        intent.status = 'requires_action';
        return { status: 'requires_action' };
      }
      charge(intent);
      if (lose.confirm > 0) {
        lose.confirm -= 1;
        return { error: { message: 'Network error', type: 'api_connection_error' } };
      }
      return { status: 'succeeded' };
    }),
    authenticate: jest.fn<ReturnType<PaymentProvider['authenticate']>, [string]>(async (secret) => {
      const intent = find(secret);
      if (!intent || intent.status !== 'requires_action') return { error: { message: 'Nothing to authenticate' } };
      charge(intent);
      return { status: 'succeeded' };
    }),
  };
  const card = {
    kind: 'card' as const,
    create: jest.fn<ReturnType<PaymentMethodSource['create']>, [string]>(async () => ({ paymentMethodId: `pm_${(methods += 1)}` })),
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
  let uuid = 0;
  const attempts = new PayAttempts(createBrowserStorage('local'), Date.now, () => `key-${(uuid += 1)}`);
  const lock = jest.fn(<T>(_name: string, task: () => Promise<T>) => task());
  const paymentWorld: PaymentWorld = {
    provider: async () => provider,
    buy,
    sessionId: () => 'c0ffee00-0000-4000-8000-000000000000',
    attempts,
    lock: lock as PaymentWorld['lock'],
  };
  const store = createStore();
  /** Every state the payment went through, in order. */
  const states: PaymentState[] = [];
  store.sub(paymentAtom, () => states.push(store.get(paymentAtom)));
  const pay = async (payment: PaymentRequest = request, method: PaymentMethodSource = card) => {
    const outcome = await startPayment(store, { kind: 'pay', request: payment, method }, paymentWorld);
    if (!outcome) throw new Error('the payment joined another');
    return outcome;
  };
  return { world: paymentWorld, store, states, pay, provider, card, buy, intents, charges, lose, attempts, lock };
}

const steps = (states: readonly PaymentState[]): PaymentStep[] => states.map((state) => state.step);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the payment machine', () => {
  it('makes the payment method with the country code, posts call 3 with an idempotency key, checks the intent and confirms it, under the buyer’s lock', async () => {
    const w = world();
    const outcome = await w.pay();
    expect(outcome).toEqual({ kind: 'paid', reference: 'pi_1', attempt: expect.objectContaining({ tokenId: 'member-1', account: 'ES' }) });
    expect(w.card.create).toHaveBeenCalledWith('ES');
    expect(w.buy).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethodId: 'pm_1', token_id: 'member-1', session_id: 'c0ffee00-0000-4000-8000-000000000000' }),
      'key-1',
    );
    expect(w.provider.confirm).toHaveBeenCalledWith('pi_1_secret_1', 'pm_1');
    expect(w.charges).toEqual(['pi_1']);
    expect(w.lock).toHaveBeenCalledWith('suscripciones-pay:member-1', expect.any(Function));
    expect(steps(w.states)).toEqual(['waitingForLock', 'askingStatus', 'creatingMethod', 'creatingIntent', 'checkingIntent', 'confirming', 'paid']);
  });

  it('runs 3-D Secure when the bank asks for it, then ends paid', async () => {
    const w = world();
    w.buy.mockImplementationOnce(async (payload, key) => {
      const answer = await w.buy.getMockImplementation()?.(payload, key);
      const intent = w.intents.get('pi_1');
      if (intent) intent.needsAuthentication = true;
      return answer ?? { error: 'none' };
    });
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'paid', reference: 'pi_1' }));
    expect(w.provider.authenticate).toHaveBeenCalledWith('pi_1_secret_1');
    expect(steps(w.states).slice(-3)).toEqual(['confirming', 'authenticating', 'paid']);
  });

  it('records what was paid: every line and the total in its currency', async () => {
    const w = world();
    const free = cartItem({ id: 25, price: 0, socio_price: 0, current_price: 0, stripe_id: 'price_free', current_stripe_id: 'price_free' });
    const outcome = await w.pay(paymentRequest(purchaseOf([cartItem(), free])));
    if (outcome.kind !== 'paid') throw new Error('expected a success');
    expect(outcome.attempt.order).toEqual({
      currency: 'EUR',
      total: 90,
      items: [expect.objectContaining({ id: 20, price: 90 }), expect.objectContaining({ id: 25, price: 0 })],
    });
  });

  it("shows the provider's message when the card is refused at creation or confirmation, and keeps its type for the team", async () => {
    const refused = world();
    refused.card.create.mockResolvedValue({ error: { message: 'Your card number is invalid.', type: 'card_error', code: 'invalid_number' } });
    await expect(refused.pay()).resolves.toEqual({
      kind: 'failed',
      error: { message: 'Your card number is invalid.' },
      step: 'creatingMethod',
      cause: { message: 'Your card number is invalid.', type: 'card_error', code: 'invalid_number' },
    });
    expect(refused.buy).not.toHaveBeenCalled();
    const declined = world();
    declined.provider.confirm.mockResolvedValue({ error: { message: 'Your card was declined.', type: 'card_error' } });
    await expect(declined.pay()).resolves.toEqual(
      expect.objectContaining({ kind: 'failed', error: { message: 'Your card was declined.' }, step: 'confirming' }),
    );
    expect(steps(declined.states).at(-1)).toBe('failed');
  });

  it('gives errorProcessingPayment for a backend answer without secret, and paymentNotCompleted for another status', async () => {
    const noSecret = world();
    noSecret.buy.mockResolvedValue({ success: true, message: 'ok' } as never);
    await expect(noSecret.pay()).resolves.toEqual(
      expect.objectContaining({ kind: 'failed', error: { key: 'errorProcessingPayment' }, step: 'creatingIntent' }),
    );
    expect(noSecret.provider.confirm).not.toHaveBeenCalled();
    const processing = world();
    processing.provider.confirm.mockResolvedValue({ status: 'processing' });
    await expect(processing.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'paymentNotCompleted' } }));
  });

  it('gives paymentNotCompleted when the bank’s check does not complete the payment', async () => {
    const unauthenticated = world();
    unauthenticated.provider.confirm.mockResolvedValue({ status: 'requires_action' });
    unauthenticated.provider.authenticate.mockResolvedValue({ status: 'requires_action' });
    await expect(unauthenticated.pay()).resolves.toEqual(
      expect.objectContaining({ kind: 'failed', error: { key: 'paymentNotCompleted' }, step: 'authenticating' }),
    );
  });

  it('turns a thrown error into errorProcessingPayment, ends, and keeps what threw for the team', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = world();
    const reportFailure = jest.fn();
    w.card.create.mockRejectedValue(Object.assign(new Error('Invalid value for createPaymentMethod'), { name: 'IntegrationError' }));
    const outcome = await startPayment(w.store, { kind: 'pay', request, method: w.card }, { ...w.world, reportFailure });
    expect(outcome).toEqual(
      expect.objectContaining({
        kind: 'failed',
        error: { key: 'errorProcessingPayment' },
        cause: { type: 'IntegrationError', message: 'Invalid value for createPaymentMethod' },
      }),
    );
    expect(w.store.get(paymentAtom)).toEqual(expect.objectContaining({ step: 'failed' }));
    expect(reportFailure).toHaveBeenCalledWith(outcome);
    error.mockRestore();
  });

  it('tells the world of a failure at its end, and of nothing when the payment went through', async () => {
    const w = world();
    const reportFailure = jest.fn();
    w.provider.confirm.mockResolvedValueOnce({ error: { message: 'An error occurred with our connection to Stripe.', type: 'api_connection_error' } });
    await startPayment(w.store, { kind: 'pay', request, method: w.card }, { ...w.world, reportFailure });
    expect(reportFailure).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'failed', step: 'confirming', cause: expect.objectContaining({ type: 'api_connection_error' }) }),
    );
    reportFailure.mockClear();
    await startPayment(w.store, { kind: 'pay', request, method: w.card }, { ...w.world, reportFailure });
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('fails without a provider (Stripe.js could not be loaded), before anything is created', async () => {
    const w = world();
    const outcome = await startPayment(w.store, { kind: 'pay', request, method: w.card }, { ...w.world, provider: async () => null });
    expect(outcome).toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'errorProcessingPayment' } }));
    expect(w.card.create).not.toHaveBeenCalled();
  });

  it('only ever makes the moves it lists', async () => {
    const w = world();
    w.lose.confirm = 1;
    await w.pay();
    await w.pay();
    let from: PaymentStep = 'idle';
    for (const state of w.states) {
      expect([from, moves[from].includes(state.step)]).toEqual([from, true]);
      from = state.step;
    }
  });
});

describe('one cart, one charge', () => {
  it('the confirmation answer is lost: pressing Pay again asks the status and succeeds without a second charge', async () => {
    const w = world();
    w.lose.confirm = 1;
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { message: 'Network error' } }));
    expect(w.charges).toEqual(['pi_1']);
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'paid', reference: 'pi_1' }));
    expect(w.charges).toEqual(['pi_1']);
    expect(w.buy).toHaveBeenCalledTimes(1);
    expect(w.provider.confirm).toHaveBeenCalledTimes(1);
  });

  it('the same after a reload: the attempt is in storage, and the page (new memory) finds it paid', async () => {
    const w = world();
    w.lose.confirm = 1;
    await w.pay();
    const reloaded = { ...w.world, attempts: new PayAttempts(createBrowserStorage('local')) };
    await expect(startPayment(createStore(), { kind: 'pay', request, method: w.card }, reloaded)).resolves.toEqual(
      expect.objectContaining({ kind: 'paid', reference: 'pi_1' }),
    );
    expect(w.charges).toEqual(['pi_1']);
  });

  it('the purchase answer is lost: Pay again sends the same key and body, gets the same intent, and confirms it with a fresh payment method', async () => {
    const w = world();
    w.lose.buy = 1;
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'errorProcessingPayment' } }));
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'paid', reference: 'pi_1' }));
    expect(w.buy.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-1']);
    expect(w.buy.mock.calls[1]?.[0]).toEqual(w.buy.mock.calls[0]?.[0]);
    expect(w.provider.confirm).toHaveBeenLastCalledWith('pi_1_secret_1', 'pm_2');
    expect(w.intents.size).toBe(1);
    expect(w.charges).toEqual(['pi_1']);
  });

  it('a declined card, Pay again with the same fields: the same intent, confirmed with a new payment method (a used one is refused)', async () => {
    const w = world();
    w.provider.confirm.mockImplementationOnce(async () => ({ error: { message: 'Your card was declined.', type: 'card_error' } }));
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { message: 'Your card was declined.' } }));
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'paid', reference: 'pi_1' }));
    expect(w.provider.confirm.mock.calls).toEqual([
      ['pi_1_secret_1', 'pm_1'],
      ['pi_1_secret_1', 'pm_2'],
    ]);
    expect(w.card.create).toHaveBeenCalledTimes(2);
    expect(w.buy).toHaveBeenCalledTimes(1);
    expect(w.intents.size).toBe(1);
  });

  it('a country corrected after a decline reaches the provider: the new payment method is made with it', async () => {
    const w = world();
    w.provider.confirm.mockImplementationOnce(async () => ({ error: { message: 'Your card was declined.', type: 'card_error' } }));
    await w.pay();
    await w.pay({ ...request, countryCode: 'PT' });
    expect(w.card.create.mock.calls).toEqual([['ES'], ['PT']]);
  });

  it('after the purchase answer was lost, a changed purchase (an invoice now wanted) makes a new request with a new key (the first intent was never confirmed)', async () => {
    const w = world();
    w.lose.buy = 1;
    await w.pay();
    await expect(w.pay({ ...request, invoice: true, billing })).resolves.toEqual(expect.objectContaining({ kind: 'paid' }));
    expect(w.buy.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-2']);
    expect(w.charges).toHaveLength(1);
  });

  it('an attempt marked paid (by another tab) is finished without asking anyone', async () => {
    const w = world();
    await w.pay();
    const [attempt] = w.attempts.list();
    if (!attempt) throw new Error('expected an attempt');
    w.attempts.markPaid(attempt.fingerprint, 'pi_1');
    w.provider.retrieveIntent.mockClear();
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'paid', reference: 'pi_1' }));
    expect(w.provider.retrieveIntent).not.toHaveBeenCalled();
    expect(w.charges).toEqual(['pi_1']);
  });

  it('a processing intent is never paid again', async () => {
    const w = world();
    w.lose.confirm = 1;
    await w.pay();
    const intent = w.intents.get('pi_1');
    if (intent) intent.status = 'processing';
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'paymentProcessing' }, step: 'askingStatus' }));
    expect(w.provider.confirm).toHaveBeenCalledTimes(1);
  });

  it('an intent that would charge another amount or currency than the total is not confirmed', async () => {
    const w = world();
    w.provider.retrieveIntent.mockResolvedValue({ intent: { id: 'pi_1', status: 'requires_payment_method', amount: 19_000, currency: 'eur' } });
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'errorAmountMismatch' }, step: 'checkingIntent' }));
    w.provider.retrieveIntent.mockResolvedValue({ intent: { id: 'pi_1', status: 'requires_payment_method', amount: 9_000, currency: 'usd' } });
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'errorAmountMismatch' } }));
    expect(w.provider.confirm).not.toHaveBeenCalled();
  });

  it('when the status cannot be asked, nothing is confirmed or created', async () => {
    const w = world();
    w.lose.confirm = 1;
    await w.pay();
    w.provider.retrieveIntent.mockResolvedValue({ error: { message: 'offline', type: 'api_connection_error' } });
    await expect(w.pay()).resolves.toEqual(
      expect.objectContaining({ kind: 'failed', error: { key: 'errorProcessingPayment' }, cause: { message: 'offline', type: 'api_connection_error' } }),
    );
    expect(w.buy).toHaveBeenCalledTimes(1);
    expect(w.provider.confirm).toHaveBeenCalledTimes(1);
  });

  it('a cart changed after a lost confirmation: the earlier payment is found done, not followed by a second one', async () => {
    const w = world();
    w.lose.confirm = 1;
    await w.pay();
    const outcome = await w.pay(paymentRequest(purchaseOf([cartItem(), cartItem({ id: 21, current_price: 75, current_stripe_id: 'price_21' })])));
    expect(outcome).toEqual(expect.objectContaining({ kind: 'paid', reference: 'pi_1' }));
    if (outcome.kind === 'paid') expect(outcome.attempt.order.items.map((item) => item.id)).toEqual([20]);
    expect(w.buy).toHaveBeenCalledTimes(1);
    expect(w.charges).toEqual(['pi_1']);
  });
});

describe('the payment outside the page', () => {
  it('a second press while the payment runs joins it: one call 3, one end', async () => {
    const w = world();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = w.buy.getMockImplementation();
    w.buy.mockImplementation(async (payload, key) => {
      await gate;
      return real ? real(payload, key) : { error: 'none' };
    });
    w.store.set(cartAtom, [cartItem(), cartItem({ id: 30 })]);
    const first = startPayment(w.store, { kind: 'pay', request, method: w.card }, w.world);
    const second = startPayment(w.store, { kind: 'pay', request, method: w.card }, w.world);
    await expect(second).resolves.toBeNull();
    expect(w.store.get(paymentAtom)).toEqual(expect.objectContaining({ run: 1 }));
    release();
    await expect(first).resolves.toEqual(expect.objectContaining({ kind: 'paid', reference: 'pi_1' }));
    expect(w.buy).toHaveBeenCalledTimes(1);
  });

  it('a wallet’s sheet accepted while a payment runs closes with that payment’s end', async () => {
    const w = world();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    w.lock.mockImplementationOnce(async (_name, task) => {
      await gate;
      return task();
    });
    const first = startPayment(w.store, { kind: 'pay', request, method: w.card }, w.world);
    const settled = jest.fn();
    await startPayment(w.store, { kind: 'pay', request, method: { kind: 'wallet', create: jest.fn(), settled } }, w.world);
    expect(settled).not.toHaveBeenCalled();
    release();
    await first;
    await Promise.resolve();
    expect(settled).toHaveBeenCalledWith(true);
  });

  it('a success is finished outside any page: only the paid lines leave the cart, the order is the buyer’s, /thanks will show it', async () => {
    const w = world();
    w.store.set(cartAtom, [cartItem(), cartItem({ id: 30 })]);
    await w.pay(paymentRequest(purchaseOf([cartItem()]), 'guest-1'));
    expect(w.store.get(cartAtom).map((item) => item.id)).toEqual([30]);
    expect(w.store.get(paidOrdersAtom)).toEqual([expect.objectContaining({ reference: 'pi_1', tokenId: 'guest-1' })]);
    expect(lastOrderReference()).toBe('pi_1');
    expect(w.store.get(paymentAtom)).toEqual({ step: 'paid', run: 1, reference: 'pi_1' });
    // The attempt stays, marked paid: another tab waiting to pay this cart finds it paid.
    expect(w.attempts.list()).toEqual([expect.objectContaining({ paidReference: 'pi_1' })]);
    acknowledgePayment(w.store);
    expect(w.store.get(paymentAtom)).toEqual({ step: 'idle' });
  });

  it('the page opened again finds an earlier payment that went through (its answer lost) and finishes it, without the lock or a charge', async () => {
    const w = world();
    w.lose.confirm = 1;
    await w.pay();
    acknowledgePayment(w.store);
    w.lock.mockClear();
    const store = createStore();
    store.set(cartAtom, [cartItem()]);
    await expect(startPayment(store, { kind: 'resume', tokenId: 'member-1' }, w.world)).resolves.toEqual(
      expect.objectContaining({ kind: 'paid', reference: 'pi_1' }),
    );
    expect(store.get(paymentAtom)).toEqual(expect.objectContaining({ step: 'paid' }));
    expect(store.get(cartAtom)).toEqual([]);
    expect(w.lock).not.toHaveBeenCalled();
    expect(w.charges).toEqual(['pi_1']);
  });

  it('finds nothing to finish for another buyer, and forgets a canceled intent', async () => {
    const w = world();
    w.lose.confirm = 1;
    await w.pay();
    const store = createStore();
    await expect(startPayment(store, { kind: 'resume', tokenId: 'someone-else' }, w.world)).resolves.toBeNull();
    expect(store.get(paymentAtom)).toEqual({ step: 'idle' });
    const intent = w.intents.get('pi_1');
    if (intent) intent.status = 'canceled';
    await expect(startPayment(store, { kind: 'resume', tokenId: 'member-1' }, w.world)).resolves.toBeNull();
    expect(w.attempts.list()).toEqual([]);
  });
});

describe('the drawing of the machine (docs/architecture.md)', () => {
  it('draws exactly the moves the machine allows', () => {
    // Read by the test, so the picture a new engineer follows cannot drift from the code.
    const doc = readFileSync(`${__dirname}/../../../docs/architecture.md`, 'utf8');
    const diagram = /```mermaid\nstateDiagram-v2\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const drawn = [...diagram.matchAll(/^\s*(\w+) --> (\w+)/gm)].map(([, from, to]) => `${from} → ${to}`).filter((move) => !move.startsWith('[*]'));
    const allowed = Object.entries(moves).flatMap(([from, tos]) => tos.map((to) => `${from} → ${to}`));
    expect([...drawn].sort()).toEqual([...allowed].sort());
  });
});
