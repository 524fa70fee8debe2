/** @jest-environment node */
import { checkoutSearchFor } from './checkoutQuery';

const allowOnly = (host: string) => (value: string) => (new URL(value).host === host ? value : null);
const safe = allowOnly('porcinews.example');

describe('the /checkout query that shows the cart', () => {
  it.each([
    ['keeps a query that already agrees', '?ids=1,20&lang=es', [1, 20], null],
    ['writes the cart ids, keeping lang', '?ids=20&lang=es', [20, 1], '?ids=20,1&lang=es'],
    ['adds ids when the query has none', '?lang=pt', [30], '?lang=pt&ids=30'],
    ['drops ids when the cart is empty', '?ids=20&lang=en', [], '?lang=en'],
    ['replaces junk ids with the cart', '?ids=abc,20,20,-3&lang=es', [20], '?ids=20&lang=es'],
    ['leaves an empty query alone for an empty cart', '', [], null],
  ])('%s', (_name, search, cartIds, expected) => {
    expect(checkoutSearchFor(search, cartIds, safe)).toBe(expected);
  });

  it('keeps the query ids while the cart is still loading', () => {
    expect(checkoutSearchFor('?ids=1,2&lang=es', null, safe)).toBeNull();
  });

  it('keeps an accepted urlredirect and drops a foreign or malformed one', () => {
    const good = encodeURIComponent('https://porcinews.example/cursos');
    expect(checkoutSearchFor(`?ids=1&urlredirect=${good}&lang=es`, [1], safe)).toBeNull();
    expect(checkoutSearchFor('?ids=1&urlredirect=https%3A%2F%2Fevil.example%2F&lang=es', [1], safe)).toBe('?ids=1&lang=es');
    expect(checkoutSearchFor('?urlredirect=javascript%3Aalert(1)&lang=es', null, () => null)).toBe('?lang=es');
    expect(checkoutSearchFor('?urlredirect=&lang=es', null, () => null)).toBe('?lang=es');
  });
});
