import fc from 'fast-check';
import type { CartItem } from '../schemas/entities';
import { cartItem } from '../testing/cartItems';
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
  updateById,
} from './cartRules';
import { activeStripeAccount, cartTotal, isSingleRegion, summarizeCart, totalsByCurrency, payableItems } from '../money/money';

/** The tests of this file use a porcino course with a partner price of 80 by default. */
const product = (id: number, overrides: Partial<CartItem> = {}): CartItem => cartItem(id, { category: 'porcino', socio_price: 80, ...overrides });

describe('cart items', () => {
  it('enter at the normal price and stripe id', () => {
    const item = product(1);
    expect(item.current_price).toBe(100);
    expect(item.current_stripe_id).toBe('price_1');
  });

  it('are added only when no item has the same id', () => {
    const cart = addIfAbsent([product(1)], product(1, { name: 'again' }));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.name).toBe('Product 1');
    expect(addIfAbsent(cart, product(2))).toHaveLength(2);
  });

  it('are removed and updated by id', () => {
    const cart = [product(1), product(2)];
    expect(removeById(cart, 1).map((item) => item.id)).toEqual([2]);
    expect(updateById(cart, 2, { current_price: 80 })[1]?.current_price).toBe(80);
  });

  it('refuse an update that would make them invalid', () => {
    const cart = [product(1)];
    expect(updateById(cart, 1, { current_price: -5 })).toEqual(cart);
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
    const stored = JSON.stringify([
      product(1),
      { id: 2, name: 'no price' },
      { ...product(3), price: -10 },
      { ...product(4), current_price: 'abc' },
      { ...product(1), name: 'duplicate' },
      product(5),
      null,
      'text',
    ]);
    const cart = parseStoredCart(stored);
    expect(cart.map((item) => item.id)).toEqual([1, 5]);
    expect(cart[0]?.name).toBe('Product 1');
  });

  it('caps a huge stored list', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => product(index + 1));
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
    expect(payableItems([product(1), product(2, { current_price: 0 })]).map((item) => item.id)).toEqual([1]);
  });

  it('takes the payment account from the first item', () => {
    expect(activeStripeAccount([])).toBe('global');
    expect(activeStripeAccount([product(1)])).toBe('ES');
    expect(activeStripeAccount([product(1, { stripe_account: 'global' }), product(2)])).toBe('global');
  });

  it('refuses mixed accounts', () => {
    expect(isSingleRegion([product(1), product(2)])).toBe(true);
    expect(isSingleRegion([product(1), product(2, { stripe_account: 'global' })])).toBe(false);
    expect(isSingleRegion([])).toBe(true);
  });

  it('property: the total is the sum of the current prices and ids stay unique', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer({ min: 1, max: 30 }), cents: fc.integer({ min: 0, max: 1_000_000 }) })), (lines) => {
        let cart: CartItem[] = [];
        for (const line of lines) cart = addIfAbsent(cart, product(line.id, { current_price: line.cents / 100 }));
        expect(new Set(cart.map((item) => item.id)).size).toBe(cart.length);
        const expected = cart.reduce((sum, item) => sum + Math.round(item.current_price * 100), 0) / 100;
        expect(cartTotal(cart)).toBe(expected);
      }),
    );
  });
});

describe('currencies: a total is only ever summed within one currency', () => {
  const eur = product(1, { current_price: 113 });
  const usd = product(2, { current_price: 97, currency: 'USD', stripe_account: 'global' });

  it('gives one total per currency, in order of appearance', () => {
    expect(totalsByCurrency([eur, usd, product(3, { current_price: 10.1 })])).toEqual([
      { currency: 'EUR', amount: 123.1 },
      { currency: 'USD', amount: 97 },
    ]);
  });

  it('a mixed cart has no total to pay, is not one region, and keeps the first item’s account', () => {
    expect(summarizeCart([eur, usd])).toEqual({
      count: 2,
      totals: [
        { currency: 'EUR', amount: 113 },
        { currency: 'USD', amount: 97 },
      ],
      total: null,
      currency: null,
      singleRegion: false,
      account: 'ES',
    });
  });

  it('one account in two currencies is not one seller either', () => {
    const gbp = product(4, { currency: 'GBP' });
    expect(isSingleRegion([eur, gbp])).toBe(false);
    expect(summarizeCart([eur, gbp]).total).toBeNull();
  });

  it('a single-seller cart has its total and currency; an empty one totals 0', () => {
    expect(summarizeCart([eur, product(3, { current_price: 7 })])).toEqual(expect.objectContaining({ total: 120, currency: 'EUR', singleRegion: true }));
    expect(summarizeCart([])).toEqual(expect.objectContaining({ total: 0, totals: [], singleRegion: true }));
  });

  it('property: any cart’s totals add up per currency and a total exists only for one currency', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer({ min: 1, max: 40 }), cents: fc.integer({ min: 0, max: 100_000 }), usd: fc.boolean() })), (lines) => {
        let cart: CartItem[] = [];
        for (const line of lines) {
          cart = addIfAbsent(
            cart,
            product(line.id, { current_price: line.cents / 100, currency: line.usd ? 'USD' : 'EUR', stripe_account: line.usd ? 'global' : 'ES' }),
          );
        }
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
    const cart = [product(1, { price: 90, current_price: 90 }), product(2)];
    const fresh = [{ ...product(1), price: 113 }, product(9)];
    const next = refreshProducts(cart, fresh);
    expect(next.map((item) => [item.id, item.price, item.current_price])).toEqual([
      [1, 113, 113],
      [2, 100, 100],
    ]);
  });

  it('gives the same array when nothing changed', () => {
    const cart = [product(1), product(2)];
    expect(refreshProducts(cart, [product(1)])).toBe(cart);
  });

  it('reports the lines whose price to pay changed, with before and after', () => {
    const before = [product(1, { current_price: 90 }), product(2, { current_price: 50 })];
    const after = [product(1, { current_price: 113 }), product(2, { current_price: 50 }), product(3)];
    expect(priceChanges(before, after)).toEqual([{ id: 1, item: after[0], before: 90, after: 113 }]);
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
    expect(idsParam([product(4), product(9)])).toBe('4,9');
  });
});
