import { createStore } from 'jotai';
import { seedCartItem, seedIds, seedProduct, setupFakeWorld } from '@suscripciones/dev-api/testing';
import { parseRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { paidSubscriptionsStateAtom, userAtom } from '../session/sessionAtoms';
import { testConfig } from '@suscripciones/kit/testing';
import { cartAtom, cartItemsAtom, cartSummaryAtom, heldMembershipsAtom, loadIntoCartAtom, purchaseItemsAtom } from './cartAtoms';
import { storageKeys } from '../storage/storageKeys';

/**
 * The cart as one fact (the raw lines in agrishop) and what is derived from
 * it: prices from the user's paid subscriptions (call 5), totals, the seller;
 * and call 2 adding and refreshing lines. Calls 2 and 5 are answered by the
 * fake world: dev-api's seed, its users and its faults.
 */
const world = setupFakeWorld();
/** The seed user who holds medio 8 (dev-api/src/identity/users.ts). */
const member = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García', email: 'marta@example.com', foto: null };
const { courses, magazines, memberships } = seedIds;
/** The seed's porcino course: partner-priced for a holder of medio 8, as the member is. */
const porcino = seedProduct(courses.porcino);
const course = seedCartItem(courses.porcino);
const magazine = seedCartItem(magazines.printed);
/** An id the seed does not have. */
const unknownId = 31;

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(testConfig())));
beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Waits until call 5 has answered (the derived prices settle), at most a second. */
const settled = async (store: ReturnType<typeof createStore>) => {
  for (let tries = 0; tries < 200 && store.get(paidSubscriptionsStateAtom).status === 'loading'; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return store.get(cartItemsAtom);
};

describe('the cart atoms', () => {
  it('derive partner prices from the user’s paid subscriptions without writing them back', async () => {
    const store = createStore();
    store.set(cartAtom, [course]);
    expect(store.get(cartItemsAtom)[0]?.current_price).toBe(porcino.price);
    store.set(userAtom, member);
    store.sub(cartItemsAtom, () => undefined);
    const priced = await settled(store);
    expect(priced[0]).toEqual(expect.objectContaining({ current_price: porcino.socio_price, current_stripe_id: porcino.stripe_id_socio }));
    // The raw cart (and what is stored) keeps the product as chosen.
    expect(store.get(cartAtom)[0]?.current_price).toBe(porcino.price);
    expect(JSON.parse(localStorage.getItem(storageKeys.cart) ?? '[]')).toEqual([
      expect.objectContaining({ id: courses.porcino, current_price: porcino.price }),
    ]);
  });

  it('call 2 adds the missing products and refreshes the prices of the others, reporting the change', async () => {
    const store = createStore();
    // Stored when its price was 90 €: the seed's price has changed since.
    store.set(cartAtom, [{ ...course, price: 90, current_price: 90 }]);
    const result = await store.set(loadIntoCartAtom, [magazines.printed, unknownId]);
    expect(world.requests).toEqual([`/profile/checkout/products/?ids=${courses.porcino}%2C${magazines.printed}%2C${unknownId}`]);
    expect(result).toEqual({
      status: 'ok',
      added: [magazines.printed],
      unknown: [unknownId],
      priceChanges: [expect.objectContaining({ id: courses.porcino, before: 90, after: porcino.price })],
    });
    expect(store.get(cartAtom).map((item) => [item.id, item.price])).toEqual([
      [courses.porcino, porcino.price],
      [magazines.printed, magazine.price],
    ]);
  });

  it('a failed call 2 changes nothing', async () => {
    const store = createStore();
    store.set(cartAtom, [course]);
    world.fault('products', 'status-500');
    await expect(store.set(loadIntoCartAtom, [magazines.printed])).resolves.toEqual({ status: 'failed', priceChanges: [] });
    expect(store.get(cartAtom)).toEqual([course]);
  });

  it('a cart of two currencies has no total', () => {
    const store = createStore();
    store.set(cartAtom, [course, seedCartItem(courses.globalUsd)]);
    expect(store.get(cartSummaryAtom)).toEqual(expect.objectContaining({ total: null, singleRegion: false }));
  });

  it('leaves out of the purchase the memberships the buyer holds by id_medio, never one held only through medio_id', async () => {
    // porciNews España, id_medio 8: the member holds it.
    const held = seedCartItem(memberships.es);
    // Its medio_id names the member's medio 8 too (the seed's memberships name only their own medio): that gives
    // partner prices, it does not make the membership held.
    const wider = seedCartItem(memberships.esNutrition, { medio_id: [5, 8] });
    // The printed magazine, an ordinary product of medio 8, is no membership: it is bought.
    const store = createStore();
    store.set(cartAtom, [held, wider, magazine]);
    store.set(userAtom, member);
    store.sub(cartItemsAtom, () => undefined);
    await settled(store);
    expect(store.get(heldMembershipsAtom).map((item) => item.id)).toEqual([memberships.es]);
    expect(store.get(purchaseItemsAtom).map((item) => item.id)).toEqual([memberships.esNutrition, magazines.printed]);
  });
});
