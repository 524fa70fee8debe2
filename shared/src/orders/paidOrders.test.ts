import { maxPaidOrders, paidOrderMemoryMs, parsePaidOrders, type PaidOrder } from './paidOrders';

const order = (reference: string, ids: number[], paidAt = new Date().toISOString(), tokenId = 'guest-1'): PaidOrder => ({
  reference,
  tokenId,
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

  it('drops an order kept without its buyer (nobody may be told of it)', () => {
    const { tokenId: _buyer, ...anonymous } = order('pi_old', [20]);
    expect(parsePaidOrders(JSON.stringify([anonymous, order('pi_1', [1])]))).toEqual([expect.objectContaining({ reference: 'pi_1' })]);
  });
});
