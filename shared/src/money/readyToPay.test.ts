import { seedCartItem, seedIds, seedPartnerCartItem } from '@suscripciones/dev-api/testing';
import { readyToPay, withoutPaidLines } from './readyToPay';

const { courses, magazines, memberships } = seedIds;

describe('readyToPay: the one fact the pay and proceed buttons are enabled from', () => {
  // A member's cart: the porcino course at its partner price (90 €), the printed magazine free (partner price 0).
  const course = seedPartnerCartItem(courses.porcino);
  const freeMagazine = seedPartnerCartItem(magazines.printed);

  it('is ready for final prices, one seller and a total above 0: the payable lines, the currency, the total in cents', () => {
    expect(readyToPay([course, freeMagazine], 'final')).toEqual({
      ready: true,
      lines: [course, freeMagazine],
      payLines: [{ id: courses.porcino, price: 90, cents: 9000, stripe_id: course.current_stripe_id }],
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
    expect(readyToPay([course, seedCartItem(courses.globalUsd)], 'final')).toEqual({ ready: false, block: 'mixedRegion' });
    // A second currency on the Spanish account, which the seed never has.
    expect(readyToPay([course, seedCartItem(courses.avicultura, { currency: 'USD' })], 'final')).toEqual({ ready: false, block: 'mixedRegion' });
    expect(readyToPay([], 'final')).toEqual({ ready: false, block: 'empty' });
  });

  it('sums cents, not floats', () => {
    // Prices that drift as floats (0.1 + 0.2): the seed's are whole euros.
    const lines = [seedCartItem(courses.porcino, { current_price: 0.1 }), seedCartItem(courses.avicultura, { current_price: 0.2 })];
    const purchase = readyToPay(lines, 'final');
    expect(purchase.ready && purchase.totalCents).toBe(30);
  });

  it('gives each pay line its cents, the ones the total sums', () => {
    const lines = [seedCartItem(courses.porcino, { current_price: 19.99 }), seedCartItem(courses.avicultura, { current_price: 0.3 })];
    const purchase = readyToPay(lines, 'final');
    expect(purchase.ready && purchase.payLines.map((line) => line.cents)).toEqual([1999, 30]);
    expect(purchase.ready && purchase.totalCents).toBe(2029);
  });
});

describe('withoutPaidLines: what a success removes', () => {
  it('removes the paid lines only; a line added meanwhile stays', () => {
    const cart = [seedCartItem(courses.porcino), seedCartItem(magazines.printed), seedCartItem(memberships.es)];
    expect(withoutPaidLines(cart, [courses.porcino, memberships.es]).map((item) => item.id)).toEqual([magazines.printed]);
    expect(withoutPaidLines([seedCartItem(magazines.printed)], [courses.porcino])).toHaveLength(1);
  });
});
