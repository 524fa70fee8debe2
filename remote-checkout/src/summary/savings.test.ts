import { seedCartItem, seedIds, seedPartnerCartItem } from '@suscripciones/dev-api/testing';
import { partnerSavings } from './savings';

describe('partnerSavings', () => {
  it('is the subtotal at normal prices less the total, in whole cents', () => {
    // The seed's porcino course at its partner price (150 € at 90 €), and a line in cents that drift as floats
    // (0.3 at 0.1): the seed's prices are whole euros.
    const lines = [seedPartnerCartItem(seedIds.courses.porcino), seedCartItem(seedIds.courses.avicultura, { price: 0.3, current_price: 0.1 })];
    expect(partnerSavings(lines, 90.1)).toEqual({ subtotal: 150.3, savings: 60.2 });
  });
});
