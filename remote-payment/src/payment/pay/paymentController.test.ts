import { createStore } from 'jotai';
import { cartAtom, readyToPay, paidOrdersAtom, createBrowserStorage } from '@suscripciones/shared';
import { cartItem, payRequest } from '../../testing/fixtures';
import { lastOrderReference } from '../../thanks/lastOrder';
import { PayAttempts } from './payAttempts';
import { currentPayment, paymentRunAtom, startPayment } from './paymentController';
import type { CardProvider, PaymentDeps, PaymentRequest } from './paySequence';

/**
 * The payment outside the page: a second press joins the running one; the
 * outcome is kept for whichever page shows it; a success removes only its
 * own lines and records the order under its buyer.
 */
const course = cartItem();
const request: PaymentRequest = payRequest(readyToPay([course], 'final'), 'guest-1');

function deps(): { deps: PaymentDeps; release: () => void; buy: jest.Mock } {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let status = 'requires_payment_method';
  const provider: CardProvider = {
    createPaymentMethod: async () => ({ paymentMethodId: `pm_${Math.random().toString(16).slice(2)}` }),
    retrievePaymentIntent: async () => ({ paymentIntent: { id: 'pi_1', status, amount: 9000, currency: 'eur' } }),
    confirmCardPayment: async () => {
      status = 'succeeded';
      return { paymentIntent: { status } };
    },
  };
  const buy = jest.fn(async () => {
    await gate;
    return { success: true, message: 'ok', clientSecret: 'pi_1_secret_1' };
  });
  return {
    deps: {
      provider,
      buy,
      sessionId: () => 'c0ffee00-0000-4000-8000-000000000000',
      attempts: new PayAttempts(createBrowserStorage('local')),
      providerFor: async () => provider,
    },
    release: () => release(),
    buy,
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('startPayment', () => {
  it('a second press while the payment runs joins it: one call 3, one outcome', async () => {
    const store = createStore();
    store.set(cartAtom, [course, cartItem({ id: 30 })]);
    const world = deps();
    const first = startPayment(store, request, world.deps);
    const second = startPayment(store, request, world.deps);
    expect(second).toBe(first);
    expect(store.get(paymentRunAtom)).toEqual({ status: 'processing' });
    expect(currentPayment()).toBe(first);
    world.release();
    await expect(first).resolves.toEqual(expect.objectContaining({ kind: 'succeeded', reference: 'pi_1' }));
    expect(world.buy).toHaveBeenCalledTimes(1);
    expect(currentPayment()).toBeNull();
  });

  it('a success is finished outside any page: only the paid lines leave the cart, the order is the buyer’s, /thanks will show it', async () => {
    const store = createStore();
    store.set(cartAtom, [course, cartItem({ id: 30 })]);
    const world = deps();
    world.release();
    await startPayment(store, request, world.deps);
    expect(store.get(cartAtom).map((item) => item.id)).toEqual([30]);
    expect(store.get(paidOrdersAtom)).toEqual([expect.objectContaining({ reference: 'pi_1', tokenId: 'guest-1' })]);
    expect(lastOrderReference()).toBe('pi_1');
    expect(store.get(paymentRunAtom)).toEqual({ status: 'done', outcome: expect.objectContaining({ kind: 'succeeded' }) });
    // The attempt stays, marked paid: another tab waiting to pay this cart finds it paid.
    expect(world.deps.attempts.list()).toEqual([expect.objectContaining({ paidReference: 'pi_1' })]);
  });
});
