import fc from 'fast-check';
import { seedCartItem, seedIds, seedPartnerCartItem, seedProduct } from '@suscripciones/dev-api/testing';
import type { CartItem } from '../schemas/entities';
import {
  addIfAbsent,
  idsParam,
  maxCartItems,
  priceChanges,
  refreshProducts,
  parseIdsParam,
  parseStoredCart,
  removeById,
  sanitizeCartItems,
  toCartItem,
  updateById,
} from './cartRules';
import { activeStripeAccount, cartTotal, isSingleRegion, summarizeCart, totalsByCurrency, payableItems } from '../money/money';

const { courses, magazines, memberships } = seedIds;
/** Every seed product's id: memberships, courses and the printed magazine. */
const everySeedId = Object.values(seedIds).flatMap((group) => Object.values<number>(group));
/** The seed's Spanish courses (ES, EUR) and its global one (global, USD). */
const porcino = seedProduct(courses.porcino);
const avicultura = seedProduct(courses.avicultura);
const globalUsd = seedProduct(courses.globalUsd);

describe('cart items', () => {
  it('enter at the normal price and stripe id', () => {
    const item = toCartItem(porcino);
    expect(item.current_price).toBe(porcino.price);
    expect(item.current_stripe_id).toBe(porcino.stripe_id);
  });

  it('are added only when no item has the same id', () => {
    // The same product again, told apart by its name.
    const cart = addIfAbsent([seedCartItem(courses.porcino)], seedCartItem(courses.porcino, { name: 'again' }));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.name).toBe(porcino.name);
    expect(addIfAbsent(cart, seedCartItem(courses.avicultura))).toHaveLength(2);
  });

  it('are removed and updated by id', () => {
    const cart = [seedCartItem(courses.porcino), seedCartItem(courses.avicultura)];
    expect(removeById(cart, courses.porcino).map((item) => item.id)).toEqual([courses.avicultura]);
    const { current_price: partnerPrice } = seedPartnerCartItem(courses.avicultura);
    expect(updateById(cart, courses.avicultura, { current_price: partnerPrice })[1]?.current_price).toBe(partnerPrice);
  });

  it('refuse an update that would make them invalid', () => {
    const cart = [seedCartItem(courses.porcino)];
    expect(updateById(cart, courses.porcino, { current_price: -5 })).toEqual(cart);
  });
});

describe('the stored cart (agrishop)', () => {
  it('gives an empty cart for missing, bad JSON or non-list values', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"id":1}')).toEqual([]);
    expect(parseStoredCart('"text"')).toEqual([]);
  });

  it('keeps valid items and drops wrong shapes, negative or non-numeric prices and duplicate ids', () => {
    // Seed lines beside what a tampered store may hold and the seed never has.
    const stored = JSON.stringify([
      seedCartItem(courses.porcino),
      { id: courses.avicultura, name: 'no price' },
      { ...seedCartItem(courses.nutricion), price: -10 },
      { ...seedCartItem(courses.nutricionRumiantes), current_price: 'abc' },
      { ...seedCartItem(courses.porcino), name: 'duplicate' },
      seedCartItem(magazines.printed),
      null,
      'text',
    ]);
    const cart = parseStoredCart(stored);
    expect(cart.map((item) => item.id)).toEqual([courses.porcino, magazines.printed]);
    expect(cart[0]?.name).toBe(porcino.name);
  });

  it('caps a huge stored list', () => {
    // Far more distinct lines than the seed has products: the porcino course under 10,000 ids.
    const line = seedCartItem(courses.porcino);
    const many = Array.from({ length: 10_000 }, (_, index) => ({ ...line, id: index + 1 }));
    const started = performance.now();
    const cart = sanitizeCartItems(many);
    expect(cart).toHaveLength(maxCartItems);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('totals and regions', () => {
  it('sums current prices as numbers without float drift', () => {
    expect(cartTotal([{ current_price: 0.1 }, { current_price: 0.2 }])).toBe(0.3);
    expect(cartTotal([])).toBe(0);
  });

  it('sends only items priced above 0', () => {
    expect(payableItems([seedCartItem(courses.porcino), seedCartItem(courses.free)]).map((item) => item.id)).toEqual([courses.porcino]);
  });

  it('takes the payment account from the first item', () => {
    expect(activeStripeAccount([])).toBe('global');
    expect(activeStripeAccount([seedCartItem(courses.porcino)])).toBe('ES');
    expect(activeStripeAccount([seedCartItem(courses.globalUsd), seedCartItem(courses.porcino)])).toBe('global');
  });

  it('refuses mixed accounts', () => {
    expect(isSingleRegion([seedCartItem(courses.porcino), seedCartItem(courses.avicultura)])).toBe(true);
    // The global account in euros: the seed's global products are all in dollars.
    expect(isSingleRegion([seedCartItem(courses.porcino), seedCartItem(courses.avicultura, { stripe_account: 'global' })])).toBe(false);
    expect(isSingleRegion([])).toBe(true);
  });

  it('property: the total is the sum of the current prices and ids stay unique', () => {
    // Any seed products, at prices drawn at random (the seed's are a few whole amounts).
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.constantFrom(...everySeedId), cents: fc.integer({ min: 0, max: 1_000_000 }) })), (lines) => {
        let cart: CartItem[] = [];
        for (const line of lines) cart = addIfAbsent(cart, seedCartItem(line.id, { current_price: line.cents / 100 }));
        expect(new Set(cart.map((item) => item.id)).size).toBe(cart.length);
        const expected = cart.reduce((sum, item) => sum + Math.round(item.current_price * 100), 0) / 100;
        expect(cartTotal(cart)).toBe(expected);
      }),
    );
  });
});

describe('currencies: a total is only ever summed within one currency', () => {
  const eur = seedCartItem(courses.porcino);
  const usd = seedCartItem(courses.globalUsd);

  it('gives one total per currency, in order of appearance', () => {
    expect(totalsByCurrency([eur, usd, seedCartItem(courses.avicultura)])).toEqual([
      { currency: 'EUR', amount: porcino.price + avicultura.price },
      { currency: 'USD', amount: globalUsd.price },
    ]);
  });

  it('a mixed cart has no total to pay, is not one region, and keeps the first item’s account', () => {
    expect(summarizeCart([eur, usd])).toEqual({
      count: 2,
      totals: [
        { currency: 'EUR', amount: porcino.price },
        { currency: 'USD', amount: globalUsd.price },
      ],
      total: null,
      currency: null,
      singleRegion: false,
      account: 'ES',
    });
  });

  it('one account in two currencies is not one seller either', () => {
    // A second currency on the Spanish account, which the seed never has.
    const gbp = seedCartItem(courses.avicultura, { currency: 'GBP' });
    expect(isSingleRegion([eur, gbp])).toBe(false);
    expect(summarizeCart([eur, gbp]).total).toBeNull();
  });

  it('a single-seller cart has its total and currency; an empty one totals 0', () => {
    expect(summarizeCart([eur, seedCartItem(courses.avicultura)])).toEqual(
      expect.objectContaining({ total: porcino.price + avicultura.price, currency: 'EUR', singleRegion: true }),
    );
    expect(summarizeCart([])).toEqual(expect.objectContaining({ total: 0, totals: [], singleRegion: true }));
  });

  it('property: any cart’s totals add up per currency and a total exists only for one currency', () => {
    fc.assert(
      // Any seed products (in euros on the Spanish account, in dollars on the global one), at prices drawn at random.
      fc.property(fc.array(fc.record({ id: fc.constantFrom(...everySeedId), cents: fc.integer({ min: 0, max: 100_000 }) })), (lines) => {
        let cart: CartItem[] = [];
        for (const line of lines) cart = addIfAbsent(cart, seedCartItem(line.id, { current_price: line.cents / 100 }));
        const summary = summarizeCart(cart);
        for (const { currency, amount } of summary.totals) {
          expect(amount).toBe(cartTotal(cart.filter((item) => item.currency === currency)));
        }
        expect(summary.total === null).toBe(summary.totals.length > 1);
      }),
    );
  });
});

describe('prices refreshed from the service', () => {
  it('replaces the stored data of the lines the answer knows, keeps order and the others', () => {
    // Stored when the porcino course cost 90 €: the seed's price has changed since.
    const cart = [seedCartItem(courses.porcino, { price: 90, current_price: 90 }), seedCartItem(courses.avicultura)];
    const fresh = [porcino, seedProduct(magazines.printed)];
    const next = refreshProducts(cart, fresh);
    expect(next.map((item) => [item.id, item.price, item.current_price])).toEqual([
      [courses.porcino, porcino.price, porcino.price],
      [courses.avicultura, avicultura.price, avicultura.price],
    ]);
  });

  it('gives the same array when nothing changed', () => {
    const cart = [seedCartItem(courses.porcino), seedCartItem(courses.avicultura)];
    expect(refreshProducts(cart, [porcino])).toBe(cart);
  });

  it('reports the lines whose price to pay changed, with before and after', () => {
    // A member signs in: the porcino course goes to its partner price, the avicultura course was at its own already.
    const before = [seedCartItem(courses.porcino), seedPartnerCartItem(courses.avicultura)];
    const after = [seedPartnerCartItem(courses.porcino), seedPartnerCartItem(courses.avicultura), seedCartItem(magazines.printed)];
    expect(priceChanges(before, after)).toEqual([{ id: courses.porcino, item: after[0], before: porcino.price, after: porcino.socio_price }]);
  });
});

describe('the ids query', () => {
  it('drops junk and duplicates', () => {
    expect(parseIdsParam('3,abc,3,-1,0,1.5,<script>,7, 9 ')).toEqual([3, 7, 9]);
    expect(parseIdsParam('')).toEqual([]);
    expect(parseIdsParam(null)).toEqual([]);
  });

  it('keeps at most 100 ids from thousands', () => {
    const value = Array.from({ length: 5000 }, (_, index) => index + 1).join(',');
    expect(parseIdsParam(value)).toHaveLength(100);
  });

  it('is written from the cart', () => {
    expect(idsParam([seedCartItem(courses.porcino), seedCartItem(memberships.es)])).toBe(`${courses.porcino},${memberships.es}`);
  });
});
