/** @jest-environment node */
import type { DroppedEntry } from '../../shared/src/schemas/answers';
import { answerSchemas } from './answers';

/**
 * The answers' list rule, as its two readers see it: every entry dropped is
 * told once, with where it was and why (the client logs it, the go-live check
 * reports it), whether the list is bare or the `data` of an object.
 */
const product = { id: 20, name: 'Curso', type: 'Curso', price: '150.00', stripe_id: 'price_curso', stripe_account: 'ES', currency: 'EUR' };

function read(value: unknown) {
  const dropped: DroppedEntry[] = [];
  const parsed = answerSchemas((entry) => dropped.push(entry)).products.safeParse(value);
  return { parsed, dropped: dropped.map(({ what, index, entry, issue }) => ({ what, index, entry, path: issue?.path })) };
}

describe('the list answers', () => {
  it('tell each dropped entry once, with its index, the entry and its first broken field', () => {
    const bare = read([{ ...product, id: 'x' }, product, { ...product, id: 21, price: '-5' }]);
    expect(bare.parsed.data).toEqual([expect.objectContaining({ id: 20 })]);
    expect(bare.dropped).toEqual([
      { what: 'product', index: 0, entry: { ...product, id: 'x' }, path: ['id'] },
      { what: 'product', index: 2, entry: { ...product, id: 21, price: '-5' }, path: ['price'] },
    ]);
    // Read through the object branch only: the bare-list branch refuses an object before looking at entries.
    expect(read({ data: [product, { nope: true }] }).dropped).toEqual([{ what: 'product', index: 1, entry: { nope: true }, path: ['id'] }]);
  });

  it('fail a list with no valid entry, having told each entry', () => {
    const { parsed, dropped } = read([{ id: 'x' }, { id: 'y' }]);
    expect(parsed.success).toBe(false);
    expect(dropped.map(({ index }) => index)).toEqual([0, 1]);
  });

  it('tell nothing of a list whose entries are all valid, or empty', () => {
    expect(read([product]).dropped).toEqual([]);
    expect(read([]).parsed.data).toEqual([]);
  });
});
