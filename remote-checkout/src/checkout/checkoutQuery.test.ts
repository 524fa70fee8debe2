/** @jest-environment node */
import { checkoutAddress, paymentPath, reconcileCheckoutSearch } from './checkoutQuery';

const allowOnly = (host: string) => (value: string) => (new URL(value).host === host ? value : null);
const safe = allowOnly('porcinews.example');

describe('reconcileCheckoutSearch', () => {
  it.each([
    ['keeps a query that already agrees', '?ids=1,20&lang=es', [1, 20], null],
    ['writes the cart ids, keeping lang', '?ids=20&lang=es', [20, 1], '?ids=20,1&lang=es'],
    ['adds ids when the query has none', '?lang=pt', [30], '?lang=pt&ids=30'],
    ['drops ids when the cart is empty', '?ids=20&lang=en', [], '?lang=en'],
    ['replaces junk ids with the cart', '?ids=abc,20,20,-3&lang=es', [20], '?ids=20&lang=es'],
    ['leaves an empty query alone for an empty cart', '', [], null],
  ])('%s', (_name, search, cartIds, expected) => {
    expect(reconcileCheckoutSearch(search, { cartIds, safeRedirect: safe })).toBe(expected);
  });

  it('keeps the query ids while the cart is still loading', () => {
    expect(reconcileCheckoutSearch('?ids=1,2&lang=es', { cartIds: null, safeRedirect: safe })).toBeNull();
  });

  it('keeps an accepted urlredirect and drops a foreign or malformed one', () => {
    const good = encodeURIComponent('https://porcinews.example/cursos');
    expect(reconcileCheckoutSearch(`?ids=1&urlredirect=${good}&lang=es`, { cartIds: [1], safeRedirect: safe })).toBeNull();
    expect(reconcileCheckoutSearch('?ids=1&urlredirect=https%3A%2F%2Fevil.example%2F&lang=es', { cartIds: [1], safeRedirect: safe })).toBe('?ids=1&lang=es');
    expect(reconcileCheckoutSearch('?urlredirect=javascript%3Aalert(1)&lang=es', { cartIds: null, safeRedirect: () => null })).toBe('?lang=es');
    expect(reconcileCheckoutSearch('?urlredirect=&lang=es', { cartIds: null, safeRedirect: () => null })).toBe('?lang=es');
  });
});

describe('checkoutAddress', () => {
  it('is this page with the cart ids, the language and an accepted urlredirect', () => {
    expect(checkoutAddress({ origin: 'https://checkout.porcinews.example', cartIds: [20, 1], language: 'pt', urlredirect: null })).toBe(
      'https://checkout.porcinews.example/suscripciones/checkout?ids=20,1&lang=pt',
    );
    const address = new URL(checkoutAddress({ origin: 'http://localhost:3000', cartIds: [], language: 'es', urlredirect: 'https://porcinews.example/a?b=1&c=2' }));
    expect(address.searchParams.get('ids')).toBeNull();
    expect(address.searchParams.get('urlredirect')).toBe('https://porcinews.example/a?b=1&c=2');
  });
});

describe('paymentPath', () => {
  it('keeps the language and carries only the given redirect', () => {
    expect(paymentPath('es', null)).toBe('/payment?lang=es');
    const path = new URL(paymentPath('en', 'https://porcinews.example/x?y=1'), 'http://test.invalid');
    expect(path.pathname).toBe('/payment');
    expect(path.searchParams.get('urlredirect')).toBe('https://porcinews.example/x?y=1');
    expect(path.searchParams.get('lang')).toBe('en');
  });
});
