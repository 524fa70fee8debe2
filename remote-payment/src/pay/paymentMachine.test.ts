import { readFileSync } from 'node:fs';
import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import type { StripeCardNumberElement } from '@stripe/stripe-js';
import { cartAtom, paidOrdersAtom, parseRuntimeConfig, setRuntimeConfig, type CartItem } from '@suscripciones/shared';
import { createBrowserStorage, readyToPay } from '@suscripciones/kit/testing';
import { buy } from './buyCall';
import { testConfig } from '@suscripciones/kit/testing';
import { seedCartItem, seedIds, testBilling, setupFakeWorld } from '@suscripciones/dev-api/testing';
import { lastOrderReference } from '../orders/lastOrder';
import { stripeInstance } from '../stripe/loadStripeJs';
import { cardSource, stripeProvider } from '../stripe/stripeAdapter';
import { cartItem, paymentRequest } from '../testing/fixtures';
import { enterCard } from '../testing/renderPayment';
import { PayAttempts } from './payAttempts';
import { acknowledgePayment, startPayment, type PaymentWorld } from './paymentMachine';
import type { PaymentRequest } from './paymentRequest';
import { moves, paymentAtom, type PaymentState, type PaymentStep } from './paymentState';
import type { PaymentMethodSource, PaymentProvider } from './provider';

/**
 * The payment against the fake world: dev-api's Stripe double behind the real adapter (an intent store that
 * charges on confirmation, as Stripe does, asks for 3-D Secure for its test cards and refuses a used payment
 * method), the profile service's call 3 (the real client, dev-api honouring the idempotency key), and the
 * browser's lock. A lost answer is dev-api's `lose-answer` fault: the work is done, the answer never arrives.
 */
const world = setupFakeWorld();
const purchaseOf = (items: readonly CartItem[]) => readyToPay(items, 'final');
const request: PaymentRequest = paymentRequest(purchaseOf([cartItem()]));
const cards = { paid: '4242424242424242', declined: '4000000000000002', threeDSecure: '4000002760003184', badNumber: '4242424242424241' };
const connectionLost = 'An error occurred with our connection to Stripe. Request was retried 0 times.';

beforeAll(() => world.installStripe());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  // The profile service of this world honours the key, as dev-api does.
  setRuntimeConfig(parseRuntimeConfig(testConfig({ profileAcceptsIdempotencyKey: true })));
});

/** The card fields as the page mounts them (the double's inputs): `enter` types a card into them. */
async function cardFields() {
  const stripe = await stripeInstance(testConfig().stripe.publishableKeyES, 'en', 'unused: the double is in the window');
  const elements = stripe.elements();
  const inputs = (['cardNumber', 'cardExpiry', 'cardCvc'] as const).map((type) => {
    const container = document.createElement('div');
    document.body.append(container);
    elements.create(type as 'cardNumber').mount(container);
    return container.querySelector('input') as HTMLInputElement;
  });
  const element = elements.getElement('cardNumber') as StripeCardNumberElement;
  return { stripe, element, enter: (number: string) => enterCard(inputs, number) };
}

/** The bank's 3-D Secure page of the double, answered by the buyer. */
async function authenticate(answer: 'Complete authentication' | 'Fail authentication' = 'Complete authentication'): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: answer }));
}

async function payment() {
  const { stripe, element, enter } = await cardFields();
  // The real adapter over the double, its calls recorded.
  const provider = stripeProvider(stripe) as jest.Mocked<PaymentProvider>;
  for (const method of ['retrieveIntent', 'confirm', 'authenticate'] as const) jest.spyOn(provider, method);
  /** The cards the buyer types before each payment method is made (4242… once they run out). */
  const typed: string[] = [];
  const real = cardSource(stripe, element);
  const card = {
    kind: 'card' as const,
    create: jest.fn<ReturnType<PaymentMethodSource['create']>, [string]>((country) => {
      enter(typed.shift() ?? cards.paid);
      return real.create(country);
    }),
  };
  const buyCall = jest.fn(buy);
  let uuid = 0;
  const attempts = new PayAttempts(createBrowserStorage('local'), Date.now, () => `key-${(uuid += 1)}`);
  const lock = jest.fn(<T>(_name: string, task: () => Promise<T>) => task());
  const paymentWorld: PaymentWorld = {
    provider: async () => provider,
    buy: buyCall,
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
  const intents = () => world.context.intents.list();
  const intent = () => {
    const [first] = intents();
    if (!first) throw new Error('no intent was made');
    return first;
  };
  /** The intents charged, once per successful confirmation: a double payment shows twice. */
  const charges = () =>
    world.context.confirmations
      .list()
      .filter((confirmation) => confirmation.outcome === 'succeeded')
      .map((confirmation) => confirmation.payment_intent);
  const methods = () => Promise.all(card.create.mock.results.map((result) => result.value)) as Promise<Array<{ paymentMethodId: string }>>;
  return { world: paymentWorld, store, states, pay, provider, card, typed, element, buy: buyCall, intents, intent, charges, methods, attempts, lock };
}

const steps = (states: readonly PaymentState[]): PaymentStep[] => states.map((state) => state.step);

describe('the payment machine', () => {
  it('makes the payment method with the country code, posts call 3 with an idempotency key, checks the intent and confirms it, under the buyer’s lock', async () => {
    const w = await payment();
    const outcome = await w.pay();
    const [method] = await w.methods();
    expect(outcome).toEqual({ kind: 'paid', reference: w.intent().id, attempt: expect.objectContaining({ tokenId: 'member-1', account: 'ES' }) });
    expect(w.card.create).toHaveBeenCalledWith('ES');
    expect(world.context.paymentMethods.get(method?.paymentMethodId ?? '')?.method.billing_details.address.country).toBe('ES');
    expect(w.buy).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethodId: method?.paymentMethodId, token_id: 'member-1', session_id: 'c0ffee00-0000-4000-8000-000000000000' }),
      'key-1',
    );
    expect(world.context.idempotency.size).toBe(1);
    expect(w.provider.confirm).toHaveBeenCalledWith(w.intent().client_secret, method?.paymentMethodId);
    expect(w.charges()).toEqual([w.intent().id]);
    expect(w.lock).toHaveBeenCalledWith('suscripciones-pay:member-1', expect.any(Function));
    expect(steps(w.states)).toEqual(['waitingForLock', 'askingStatus', 'creatingMethod', 'creatingIntent', 'checkingIntent', 'confirming', 'paid']);
  });

  it('runs 3-D Secure when the bank asks for it, then ends paid', async () => {
    const w = await payment();
    w.typed.push(cards.threeDSecure);
    const paying = w.pay();
    await authenticate();
    await expect(paying).resolves.toEqual(expect.objectContaining({ kind: 'paid', reference: w.intent().id }));
    expect(w.provider.authenticate).toHaveBeenCalledWith(w.intent().client_secret);
    expect(steps(w.states).slice(-3)).toEqual(['confirming', 'authenticating', 'paid']);
    expect(w.charges()).toEqual([w.intent().id]);
  });

  it('records what was paid: every line and the total in its currency', async () => {
    const w = await payment();
    const free = seedCartItem(seedIds.courses.free);
    const outcome = await w.pay(paymentRequest(purchaseOf([cartItem(), free])));
    if (outcome.kind !== 'paid') throw new Error('expected a success');
    expect(outcome.attempt.order).toEqual({
      currency: 'EUR',
      total: 90,
      items: [expect.objectContaining({ id: 20, price: 90 }), expect.objectContaining({ id: 25, price: 0 })],
    });
    expect(w.intent()).toMatchObject({ amount: 9000, currency: 'eur' });
  });

  it("shows the provider's message when the card is refused at creation or confirmation, and keeps its type for the team", async () => {
    const refused = await payment();
    refused.typed.push(cards.badNumber);
    await expect(refused.pay()).resolves.toEqual({
      kind: 'failed',
      error: { message: 'Your card number is invalid.' },
      step: 'creatingMethod',
      cause: { message: 'Your card number is invalid.', type: 'validation_error', code: 'invalid_number' },
    });
    expect(refused.buy).not.toHaveBeenCalled();
    const declined = await payment();
    declined.typed.push(cards.declined);
    await expect(declined.pay()).resolves.toEqual(
      expect.objectContaining({
        kind: 'failed',
        error: { message: 'Your card was declined.' },
        step: 'confirming',
        cause: { message: 'Your card was declined.', type: 'card_error', code: 'card_declined' },
      }),
    );
    expect(steps(declined.states).at(-1)).toBe('failed');
  });

  it('gives errorProcessingPayment for a backend answer without secret, and paymentNotCompleted for another status', async () => {
    const noSecret = await payment();
    world.fault('buy', 'bad-schema', 1);
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    await expect(noSecret.pay()).resolves.toEqual(
      expect.objectContaining({ kind: 'failed', error: { key: 'errorProcessingPayment' }, step: 'creatingIntent' }),
    );
    expect(noSecret.provider.confirm).not.toHaveBeenCalled();
    const processing = await payment();
    // A bank that takes its time: the confirmation leaves the intent processing.
    world.fault('stripe-confirm', 'processing', 1);
    await expect(processing.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'paymentNotCompleted' } }));
  });

  it('gives paymentNotCompleted when the bank’s check does not complete the payment', async () => {
    const unauthenticated = await payment();
    unauthenticated.typed.push(cards.threeDSecure);
    world.fault('stripe-authenticate', 'processing', 1);
    const paying = unauthenticated.pay();
    await authenticate();
    await expect(paying).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'paymentNotCompleted' }, step: 'authenticating' }));
  });

  it('turns a thrown error into errorProcessingPayment, ends, and keeps what threw for the team', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = await payment();
    const reportFailure = jest.fn();
    // The card fields are taken out of the page when the payment method is made: Stripe.js throws an IntegrationError.
    w.element.unmount();
    const outcome = await startPayment(w.store, { kind: 'pay', request, method: w.card }, { ...w.world, reportFailure });
    expect(outcome).toEqual(
      expect.objectContaining({
        kind: 'failed',
        error: { key: 'errorProcessingPayment' },
        cause: { type: 'IntegrationError', message: expect.any(String) },
      }),
    );
    expect(w.store.get(paymentAtom)).toEqual(expect.objectContaining({ step: 'failed' }));
    expect(reportFailure).toHaveBeenCalledWith(outcome);
    error.mockRestore();
  });

  it('tells the world of a failure at its end, and of nothing when the payment went through', async () => {
    const w = await payment();
    const reportFailure = jest.fn();
    world.fault('stripe-confirm', 'lose-answer', 1);
    await startPayment(w.store, { kind: 'pay', request, method: w.card }, { ...w.world, reportFailure });
    expect(reportFailure).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'failed', step: 'confirming', cause: expect.objectContaining({ type: 'api_connection_error' }) }),
    );
    reportFailure.mockClear();
    await startPayment(w.store, { kind: 'pay', request, method: w.card }, { ...w.world, reportFailure });
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('fails without a provider (Stripe.js could not be loaded), before anything is created', async () => {
    const w = await payment();
    const outcome = await startPayment(w.store, { kind: 'pay', request, method: w.card }, { ...w.world, provider: async () => null });
    expect(outcome).toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'errorProcessingPayment' } }));
    expect(w.card.create).not.toHaveBeenCalled();
  });

  it('only ever makes the moves it lists', async () => {
    const w = await payment();
    world.fault('stripe-confirm', 'lose-answer', 1);
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
    const w = await payment();
    world.fault('stripe-confirm', 'lose-answer', 1);
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { message: connectionLost } }));
    expect(w.charges()).toEqual([w.intent().id]);
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'paid', reference: w.intent().id }));
    expect(w.charges()).toEqual([w.intent().id]);
    expect(w.buy).toHaveBeenCalledTimes(1);
    expect(w.provider.confirm).toHaveBeenCalledTimes(1);
  });

  it('the same after a reload: the attempt is in storage, and the page (new memory) finds it paid', async () => {
    const w = await payment();
    world.fault('stripe-confirm', 'lose-answer', 1);
    await w.pay();
    const reloaded = { ...w.world, attempts: new PayAttempts(createBrowserStorage('local')) };
    await expect(startPayment(createStore(), { kind: 'pay', request, method: w.card }, reloaded)).resolves.toEqual(
      expect.objectContaining({ kind: 'paid', reference: w.intent().id }),
    );
    expect(w.charges()).toEqual([w.intent().id]);
  });

  it('the purchase answer is lost: Pay again sends the same key and body, gets the same intent, and confirms it with a fresh payment method', async () => {
    const w = await payment();
    world.fault('buy', 'lose-answer', 1);
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'errorProcessingPayment' } }));
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'paid', reference: w.intent().id }));
    expect(w.buy.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-1']);
    expect(w.buy.mock.calls[1]?.[0]).toEqual(w.buy.mock.calls[0]?.[0]);
    const [, second] = await w.methods();
    expect(w.provider.confirm).toHaveBeenLastCalledWith(w.intent().client_secret, second?.paymentMethodId);
    expect(w.intents()).toHaveLength(1);
    expect(w.charges()).toEqual([w.intent().id]);
  });

  it('a declined card, Pay again with the same fields: the same intent, confirmed with a new payment method (a used one is refused)', async () => {
    const w = await payment();
    w.typed.push(cards.declined);
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { message: 'Your card was declined.' } }));
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'paid', reference: w.intent().id }));
    const [first, second] = await w.methods();
    expect(w.provider.confirm.mock.calls).toEqual([
      [w.intent().client_secret, first?.paymentMethodId],
      [w.intent().client_secret, second?.paymentMethodId],
    ]);
    expect(w.card.create).toHaveBeenCalledTimes(2);
    expect(w.buy).toHaveBeenCalledTimes(1);
    expect(w.intents()).toHaveLength(1);
  });

  it('a country corrected after a decline reaches the provider: the new payment method is made with it', async () => {
    const w = await payment();
    w.typed.push(cards.declined);
    await w.pay();
    await w.pay({ ...request, countryCode: 'PT' });
    expect(w.card.create.mock.calls).toEqual([['ES'], ['PT']]);
    const [, second] = await w.methods();
    expect(world.context.paymentMethods.get(second?.paymentMethodId ?? '')?.method.billing_details.address.country).toBe('PT');
  });

  it('after the purchase answer was lost, a changed purchase (an invoice now wanted) makes a new request with a new key (the first intent was never confirmed)', async () => {
    const w = await payment();
    world.fault('buy', 'lose-answer', 1);
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    await w.pay();
    await expect(w.pay({ ...request, invoice: true, billing: testBilling })).resolves.toEqual(expect.objectContaining({ kind: 'paid' }));
    expect(w.buy.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-2']);
    expect(w.intents()).toHaveLength(2);
    expect(w.charges()).toHaveLength(1);
  });

  it('an attempt marked paid (by another tab) is finished without asking anyone', async () => {
    const w = await payment();
    await w.pay();
    const [attempt] = w.attempts.list();
    if (!attempt) throw new Error('expected an attempt');
    w.attempts.markPaid(attempt.fingerprint, w.intent().id);
    w.provider.retrieveIntent.mockClear();
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'paid', reference: w.intent().id }));
    expect(w.provider.retrieveIntent).not.toHaveBeenCalled();
    expect(w.charges()).toEqual([w.intent().id]);
  });

  it('a processing intent is never paid again', async () => {
    const w = await payment();
    world.fault('stripe-confirm', 'processing', 1);
    await w.pay();
    expect(w.intent().status).toBe('processing');
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'paymentProcessing' }, step: 'askingStatus' }));
    expect(w.provider.confirm).toHaveBeenCalledTimes(1);
  });

  it('an intent that would charge another amount or currency than the total is not confirmed', async () => {
    const w = await payment();
    // A profile service that made the intent for another amount, then another currency.
    const changeIntent = (change: { amount: number } | { currency: string }) =>
      w.buy.mockImplementationOnce(async (payload, key) => {
        const answer = await buy(payload, key);
        if ('clientSecret' in answer && answer.clientSecret) world.context.intents.updateByClientSecret(answer.clientSecret, change);
        return answer;
      });
    changeIntent({ amount: 19_000 });
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'errorAmountMismatch' }, step: 'checkingIntent' }));
    world.context.intents.updateByClientSecret(w.intent().client_secret, { amount: 9_000, currency: 'usd' });
    await expect(w.pay()).resolves.toEqual(expect.objectContaining({ kind: 'failed', error: { key: 'errorAmountMismatch' } }));
    expect(w.provider.confirm).not.toHaveBeenCalled();
  });

  it('when the status cannot be asked, nothing is confirmed or created', async () => {
    const w = await payment();
    world.fault('stripe-confirm', 'lose-answer', 1);
    await w.pay();
    world.fault('stripe-retrieve', 'lose-answer');
    await expect(w.pay()).resolves.toEqual(
      expect.objectContaining({
        kind: 'failed',
        error: { key: 'errorProcessingPayment' },
        cause: { message: connectionLost, type: 'api_connection_error' },
      }),
    );
    expect(w.buy).toHaveBeenCalledTimes(1);
    expect(w.provider.confirm).toHaveBeenCalledTimes(1);
  });

  it('a cart changed after a lost confirmation: the earlier payment is found done, not followed by a second one', async () => {
    const w = await payment();
    world.fault('stripe-confirm', 'lose-answer', 1);
    await w.pay();
    const outcome = await w.pay(paymentRequest(purchaseOf([cartItem(), seedCartItem(seedIds.courses.avicultura)])));
    expect(outcome).toEqual(expect.objectContaining({ kind: 'paid', reference: w.intent().id }));
    if (outcome.kind === 'paid') expect(outcome.attempt.order.items.map((item) => item.id)).toEqual([20]);
    expect(w.buy).toHaveBeenCalledTimes(1);
    expect(w.charges()).toEqual([w.intent().id]);
  });
});

describe('the payment outside the page', () => {
  it('a second press while the payment runs joins it: one call 3, one end', async () => {
    const w = await payment();
    const answers = world.hold('/profile/payment/checkout/buy');
    w.store.set(cartAtom, [cartItem(), seedCartItem(seedIds.magazines.printed)]);
    const first = startPayment(w.store, { kind: 'pay', request, method: w.card }, w.world);
    const second = startPayment(w.store, { kind: 'pay', request, method: w.card }, w.world);
    await expect(second).resolves.toBeNull();
    expect(w.store.get(paymentAtom)).toEqual(expect.objectContaining({ run: 1 }));
    answers.release();
    expect(await first).toEqual(expect.objectContaining({ kind: 'paid', reference: w.intent().id }));
    expect(w.buy).toHaveBeenCalledTimes(1);
  });

  it('a wallet’s sheet accepted while a payment runs closes with that payment’s end', async () => {
    const w = await payment();
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
    expect(await first).toEqual(expect.objectContaining({ kind: 'paid' }));
    await Promise.resolve();
    expect(settled).toHaveBeenCalledWith(true);
  });

  it('a success is finished outside any page: only the paid lines leave the cart, the order is the buyer’s, /thanks will show it', async () => {
    const w = await payment();
    // The guest pays the normal price.
    const course = seedCartItem(seedIds.courses.porcino);
    w.store.set(cartAtom, [course, seedCartItem(seedIds.magazines.printed)]);
    await w.pay(paymentRequest(purchaseOf([course]), 'guest-1'));
    const reference = w.intent().id;
    expect(w.store.get(cartAtom).map((item) => item.id)).toEqual([seedIds.magazines.printed]);
    expect(w.store.get(paidOrdersAtom)).toEqual([expect.objectContaining({ reference, tokenId: 'guest-1' })]);
    expect(lastOrderReference()).toBe(reference);
    expect(w.store.get(paymentAtom)).toEqual({ step: 'paid', run: 1, reference });
    // The attempt stays, marked paid: another tab waiting to pay this cart finds it paid.
    expect(w.attempts.list()).toEqual([expect.objectContaining({ paidReference: reference })]);
    acknowledgePayment(w.store);
    expect(w.store.get(paymentAtom)).toEqual({ step: 'idle' });
  });

  it('the page opened again finds an earlier payment that went through (its answer lost) and finishes it, without the lock or a charge', async () => {
    const w = await payment();
    world.fault('stripe-confirm', 'lose-answer', 1);
    await w.pay();
    acknowledgePayment(w.store);
    w.lock.mockClear();
    const store = createStore();
    store.set(cartAtom, [cartItem()]);
    await expect(startPayment(store, { kind: 'resume', tokenId: 'member-1' }, w.world)).resolves.toEqual(
      expect.objectContaining({ kind: 'paid', reference: w.intent().id }),
    );
    expect(store.get(paymentAtom)).toEqual(expect.objectContaining({ step: 'paid' }));
    expect(store.get(cartAtom)).toEqual([]);
    expect(w.lock).not.toHaveBeenCalled();
    expect(w.charges()).toEqual([w.intent().id]);
  });

  it('finds nothing to finish for another buyer, and forgets a canceled intent', async () => {
    const w = await payment();
    world.fault('stripe-confirm', 'lose-answer', 1);
    await w.pay();
    const store = createStore();
    await expect(startPayment(store, { kind: 'resume', tokenId: 'someone-else' }, w.world)).resolves.toBeNull();
    expect(store.get(paymentAtom)).toEqual({ step: 'idle' });
    // Canceled at the provider (by the service, or expired).
    world.context.intents.updateByClientSecret(w.intent().client_secret, { status: 'canceled' });
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
