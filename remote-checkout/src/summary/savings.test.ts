import { cartItem } from '@suscripciones/shared/testing';
import { partnerSavings } from './savings';

describe('partnerSavings', () => {
  it('is the subtotal at normal prices less the total, in whole cents', () => {
    const lines = [cartItem(20, { price: 150, current_price: 90 }), cartItem(21, { price: 0.3, current_price: 0.1 })];
    expect(partnerSavings(lines, 90.1)).toEqual({ subtotal: 150.3, savings: 60.2 });
  });
});
