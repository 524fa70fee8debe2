import { createStore } from 'jotai';
import { parseRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import type { CartItem } from '../schemas/entities';
import { userAtom } from '../session/sessionAtoms';
import { cartItem } from '../testing/cartItems';
import { testConfig } from '../testing/testConfig';
import { cartAtom, cartItemsAtom, cartSummaryAtom, heldMembershipsAtom, loadIntoCartAtom, purchaseItemsAtom } from './cartAtoms';
import { storageKeys } from '../storage/storageKeys';

/**
 * The cart as one fact (the raw lines in agrishop) and what is derived from
 * it: prices from the user's paid subscriptions (call 5), totals, the seller;
 * and call 2 adding and refreshing lines. Only fetch is replaced.
 */
const member = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García', email: 'marta@example.com', foto: null };
const course = cartItem(20, { category: 'porcino', medio_id: [8], price: 150, socio_price: 90, stripe_id: 'price_20', stripe_id_socio: 'price_20_socio' });

let service: { products: CartItem[]; fail: boolean; calls: string[] };
const reply = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

beforeEach(() => {
  localStorage.clear();
  const config = setRuntimeConfig(parseRuntimeConfig(testConfig()));
  service = { products: [course], fail: false, calls: [] };
  globalThis.fetch = jest.fn(async (input: string | URL) => {
    const url = new URL(String(input));
    service.calls.push(`${url.pathname}${url.search}`);
    if (url.href.startsWith(`${config.profileApi}/subs/get-pays-subs/member-1`))
      return reply(200, { data: [{ id_medio_newsletter: 8, medio: 'porciNews', id_suscripcion: 8 }] });
    if (url.href.startsWith(`${config.profileApi}/checkout/products/`)) {
      if (service.fail) return reply(500, { error: 'down' });
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      return reply(
        200,
        service.products.filter((product) => ids.includes(product.id)),
      );
    }
    return reply(404, {});
  }) as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Waits until the derived prices settle (call 5 answered). */
const settled = async (store: ReturnType<typeof createStore>) => {
  for (let tries = 0; tries < 20; tries += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return store.get(cartItemsAtom);
};

describe('the cart atoms', () => {
  it('derive partner prices from the user’s paid subscriptions without writing them back', async () => {
    const store = createStore();
    store.set(cartAtom, [course]);
    expect(store.get(cartItemsAtom)[0]?.current_price).toBe(150);
    store.set(userAtom, member);
    store.sub(cartItemsAtom, () => undefined);
    const priced = await settled(store);
    expect(priced[0]).toEqual(expect.objectContaining({ current_price: 90, current_stripe_id: 'price_20_socio' }));
    // The raw cart (and what is stored) keeps the product as chosen.
    expect(store.get(cartAtom)[0]?.current_price).toBe(150);
    expect(JSON.parse(localStorage.getItem(storageKeys.cart) ?? '[]')).toEqual([expect.objectContaining({ id: 20, current_price: 150 })]);
  });

  it('call 2 adds the missing products and refreshes the prices of the others, reporting the change', async () => {
    const store = createStore();
    store.set(cartAtom, [{ ...course, price: 90, current_price: 90 }]);
    service.products = [course, cartItem(30, { price: 40 })];
    const result = await store.set(loadIntoCartAtom, [30, 31]);
    expect(service.calls).toEqual(['/profile/checkout/products/?ids=20%2C30%2C31']);
    expect(result).toEqual({
      status: 'ok',
      added: [30],
      unknown: [31],
      priceChanges: [expect.objectContaining({ id: 20, before: 90, after: 150 })],
    });
    expect(store.get(cartAtom).map((item) => [item.id, item.price])).toEqual([
      [20, 150],
      [30, 40],
    ]);
  });

  it('a failed call 2 changes nothing', async () => {
    const store = createStore();
    store.set(cartAtom, [course]);
    service.fail = true;
    await expect(store.set(loadIntoCartAtom, [30])).resolves.toEqual({ status: 'failed', priceChanges: [] });
    expect(store.get(cartAtom)).toEqual([course]);
  });

  it('a cart of two currencies has no total', () => {
    const store = createStore();
    store.set(cartAtom, [course, cartItem(24, { currency: 'USD', stripe_account: 'global', price: 99 })]);
    expect(store.get(cartSummaryAtom)).toEqual(expect.objectContaining({ total: null, singleRegion: false }));
  });

  it('leaves out of the purchase the memberships the buyer holds by id_medio, never one held only through medio_id', async () => {
    const membership = (id: number, id_medio: number, medio_id: number[]) =>
      cartItem(id, { type: 'Subscription', is_media_subscription: 1, id_medio, medio_id, socio_price: null, stripe_id_socio: '' });
    const held = membership(1, 8, [8]);
    // Its medio_id names the member's medio 8 too: that gives partner prices, it does not make the membership held.
    const wider = membership(5, 5, [5, 8]);
    // An ordinary product of medio 8 is no membership: it is bought.
    const magazine = cartItem(30, { type: 'Revista impresa', id_medio: 8, medio_id: [8] });
    const store = createStore();
    store.set(cartAtom, [held, wider, magazine]);
    store.set(userAtom, member);
    store.sub(cartItemsAtom, () => undefined);
    await settled(store);
    expect(store.get(heldMembershipsAtom).map((item) => item.id)).toEqual([1]);
    expect(store.get(purchaseItemsAtom).map((item) => item.id)).toEqual([5, 30]);
  });
});
