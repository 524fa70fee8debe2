import { isSampled } from './sampling';

describe('sampling', () => {
  it('reports no page at 0, every page at 1, and the given share in between', () => {
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(1, () => 0.999)).toBe(true);
    expect(isSampled(0.1, () => 0.05)).toBe(true);
    expect(isSampled(0.1, () => 0.5)).toBe(false);
  });
});
