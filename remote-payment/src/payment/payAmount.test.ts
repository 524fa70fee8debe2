import { readyToPay } from '@suscripciones/shared';
import { cartItem } from '@suscripciones/shared/testing';
import { amountToShow } from './payAmount';

describe('amountToShow: the total beside Pay', () => {
  const course = cartItem(20, { current_price: 90 });
  it('is the purchase’s when ready, none while prices are not final, else the cart’s own', () => {
    expect(amountToShow(readyToPay([course], 'final'), 90)).toBe(90);
    expect(amountToShow(readyToPay([course], 'pending'), 150)).toBeNull();
    expect(amountToShow(readyToPay([course], 'unknown'), 150)).toBeNull();
    expect(amountToShow(readyToPay([cartItem(30, { current_price: 0 })], 'final'), 0)).toBe(0);
    expect(amountToShow(readyToPay([course, cartItem(24, { currency: 'USD', stripe_account: 'global' })], 'final'), null)).toBeNull();
  });
});
