import { cartItem } from '@suscripciones/shared/testing';
import { readyToPay, withoutPaidLines } from './readyToPay';

describe('readyToPay: the one fact the pay and proceed buttons are enabled from', () => {
  const course = cartItem(20, { current_price: 90, current_stripe_id: 'price_socio', currency: 'EUR', stripe_account: 'ES' });
  const freeMagazine = cartItem(30, { price: 40, current_price: 0, current_stripe_id: 'price_free', currency: 'EUR', stripe_account: 'ES' });

  it('is ready for final prices, one seller and a total above 0: the payable lines, the currency, the total in cents', () => {
    expect(readyToPay([course, freeMagazine], 'final')).toEqual({
      ready: true,
      lines: [course, freeMagazine],
      payLines: [{ id: 20, price: 90, stripe_id: 'price_socio' }],
      currency: 'EUR',
      totalCents: 9000,
      total: 90,
      account: 'ES',
    });
  });

  it('waits for the buyer’s paid subscriptions: a member is never offered the full price as final', () => {
    expect(readyToPay([course], 'pending')).toEqual({ ready: false, block: 'pricesPending' });
    expect(readyToPay([course], 'unknown')).toEqual({ ready: false, block: 'pricesUnknown' });
  });

  it('refuses a total of 0 (nothing to charge), a mixed cart and an empty one', () => {
    expect(readyToPay([freeMagazine], 'final')).toEqual({ ready: false, block: 'nothingToPay' });
    expect(readyToPay([course, cartItem(24, { currency: 'USD', stripe_account: 'global' })], 'final')).toEqual({ ready: false, block: 'mixedRegion' });
    expect(readyToPay([course, cartItem(21, { currency: 'USD', stripe_account: 'ES' })], 'final')).toEqual({ ready: false, block: 'mixedRegion' });
    expect(readyToPay([], 'final')).toEqual({ ready: false, block: 'empty' });
  });

  it('sums cents, not floats', () => {
    const lines = [cartItem(1, { current_price: 0.1 }), cartItem(2, { current_price: 0.2 })];
    const purchase = readyToPay(lines, 'final');
    expect(purchase.ready && purchase.totalCents).toBe(30);
  });
});

describe('withoutPaidLines: what a success removes', () => {
  it('removes the paid lines only; a line added meanwhile stays', () => {
    expect(withoutPaidLines([cartItem(20), cartItem(30), cartItem(1)], [20, 1]).map((item) => item.id)).toEqual([30]);
    expect(withoutPaidLines([cartItem(30)], [20])).toHaveLength(1);
  });
});
