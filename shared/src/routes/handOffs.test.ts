/** @jest-environment node */
import { checkoutPath, paymentPath, readCheckoutQuery } from './handOffs';

describe('the addresses one app hands another', () => {
  it('checkout carries the ids (readable commas), the language and an accepted urlredirect', () => {
    expect(checkoutPath({ ids: [20, 1], language: 'pt' })).toBe('/checkout?ids=20,1&lang=pt');
    expect(checkoutPath({ ids: [], language: 'es' })).toBe('/checkout?lang=es');
    const path = new URL(checkoutPath({ ids: [20], language: 'en', urlredirect: 'https://porcinews.example/a?b=1&c=2' }), 'http://test.invalid');
    expect(path.searchParams.get('urlredirect')).toBe('https://porcinews.example/a?b=1&c=2');
    expect(path.searchParams.get('ids')).toBe('20');
  });

  it('payment keeps the language and only the given redirect', () => {
    expect(paymentPath({ language: 'es' })).toBe('/payment?lang=es');
    const path = new URL(paymentPath({ language: 'en', urlredirect: 'https://porcinews.example/x?y=1' }), 'http://test.invalid');
    expect(path.pathname).toBe('/payment');
    expect(path.searchParams.get('urlredirect')).toBe('https://porcinews.example/x?y=1');
  });

  it('the checkout reads the ids (junk, duplicates dropped) and the raw urlredirect', () => {
    expect(readCheckoutQuery('?ids=abc,20,20,-3,5&urlredirect=x')).toEqual({ ids: [20, 5], urlredirect: 'x' });
    expect(readCheckoutQuery('')).toEqual({ ids: [], urlredirect: null });
  });
});
