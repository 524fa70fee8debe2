import { maxPaidOrders, paidIds, paidOrderMemoryMs, parsePaidOrders, type PaidOrder } from './paidOrders';

const order = (reference: string, ids: number[], paidAt = new Date().toISOString()): PaidOrder => ({
  reference,
  paidAt,
  currency: 'EUR',
  total: 150,
  items: ids.map((id) => ({ id, name: `P${id}`, name_en: '', name_pt: '', type: 'Curso', is_media_subscription: 0, price: 150 })),
});

describe('the paid orders of this browser', () => {
  it('keeps valid, recent orders only, at most the newest 20', () => {
    const now = Date.now();
    const old = order('pi_old', [1], new Date(now - paidOrderMemoryMs - 1000).toISOString());
    const many = Array.from({ length: 25 }, (_, index) => order(`pi_${index}`, [index + 1]));
    expect(parsePaidOrders(JSON.stringify([order('pi_1', [20]), old, { reference: 'x' }, 'junk']), now).map((known) => known.reference)).toEqual(['pi_1']);
    expect(parsePaidOrders(JSON.stringify(many), now)).toHaveLength(maxPaidOrders);
    expect(parsePaidOrders('{bad json', now)).toEqual([]);
    expect(parsePaidOrders(null, now)).toEqual([]);
  });

  it('gives every paid id', () => {
    expect(paidIds([order('a', [20, 25]), order('b', [1])])).toEqual(new Set([20, 25, 1]));
  });
});
