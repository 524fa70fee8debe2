import type { PaidOrder } from '@suscripciones/shared';
import { paidIds } from './paidLines';

const order = (reference: string, ids: number[], tokenId = 'guest-1'): PaidOrder => ({
  reference,
  tokenId,
  paidAt: new Date().toISOString(),
  currency: 'EUR',
  total: 150,
  items: ids.map((id) => ({ id, name: `P${id}`, name_en: '', name_pt: '', type: 'Curso', is_media_subscription: 0, price: 150 })),
});

describe('the lines this buyer has paid in this browser', () => {
  it("gives every id this buyer paid, and nothing of another buyer's orders", () => {
    const orders = [order('a', [20, 25]), order('b', [1]), order('c', [30], 'reader-1')];
    expect(paidIds(orders, 'guest-1')).toEqual(new Set([20, 25, 1]));
    expect(paidIds(orders, 'reader-1')).toEqual(new Set([30]));
    expect(paidIds(orders, 'member-1')).toEqual(new Set());
    expect(paidIds(orders, null)).toEqual(new Set());
  });
});
