import { readyToPay } from '@suscripciones/kit/testing';
import { seedCartItem, seedIds, seedPartnerCartItem } from '@suscripciones/dev-api/testing';
import { amountToShow } from './payAmount';

describe('amountToShow: the total beside Pay', () => {
  // A member's porcino course: 90 € at its partner price, 150 € at its normal price.
  const course = seedPartnerCartItem(seedIds.courses.porcino);
  it('is the purchase’s when ready, none while prices are not final, else the cart’s own', () => {
    expect(amountToShow(readyToPay([course], 'final'), 90)).toBe(90);
    expect(amountToShow(readyToPay([course], 'pending'), 150)).toBeNull();
    expect(amountToShow(readyToPay([course], 'unknown'), 150)).toBeNull();
    // The printed magazine is free for a member.
    expect(amountToShow(readyToPay([seedPartnerCartItem(seedIds.magazines.printed)], 'final'), 0)).toBe(0);
    expect(amountToShow(readyToPay([course, seedCartItem(seedIds.courses.globalUsd)], 'final'), null)).toBeNull();
  });
});
