/** @jest-environment node */
import { parseRuntimeConfig } from '../config/runtimeConfig';
import { testConfig } from '../testing/testConfig';
import { absolute, acceptedUrlRedirect, checkoutPath, checkoutSearchFor, homePath, paymentPath, readCheckoutQuery, routePathOf, thanksPath } from './appRoutes';

const allowOnly = (host: string) => (value: string) => (new URL(value).host === host ? value : null);
const safe = allowOnly('porcinews.example');

describe('the addresses the apps link to', () => {
  it('checkout carries the ids (readable commas), the language and an accepted urlredirect', () => {
    expect(checkoutPath({ ids: [20, 1], language: 'pt' })).toBe('/checkout?ids=20,1&lang=pt');
    expect(checkoutPath({ ids: [], language: 'es' })).toBe('/checkout?lang=es');
    const path = new URL(checkoutPath({ ids: [20], language: 'en', urlredirect: 'https://porcinews.example/a?b=1&c=2' }), 'http://test.invalid');
    expect(path.searchParams.get('urlredirect')).toBe('https://porcinews.example/a?b=1&c=2');
    expect(path.searchParams.get('ids')).toBe('20');
  });

  it('payment and thanks keep the language and only the given redirect', () => {
    expect(paymentPath({ language: 'es' })).toBe('/payment?lang=es');
    expect(thanksPath({ language: 'en' })).toBe('/thanks?lang=en');
    expect(thanksPath({ language: 'es', urlredirect: 'https://avinews.example/' })).toBe('/thanks?urlredirect=https%3A%2F%2Favinews.example%2F&lang=es');
    const path = new URL(paymentPath({ language: 'en', urlredirect: 'https://porcinews.example/x?y=1' }), 'http://test.invalid');
    expect(path.pathname).toBe('/payment');
    expect(path.searchParams.get('urlredirect')).toBe('https://porcinews.example/x?y=1');
  });

  it('home keeps the language and a hash; absolute puts a path on the host', () => {
    expect(homePath('pt', '#campus')).toBe('/?lang=pt#campus');
    expect(absolute('https://checkout.porcinews.example', checkoutPath({ ids: [20], language: 'pt' }))).toBe(
      'https://checkout.porcinews.example/suscripciones/checkout?ids=20&lang=pt',
    );
  });
});

describe('reading /checkout', () => {
  it('gives the ids (junk, duplicates dropped) and the raw urlredirect', () => {
    expect(readCheckoutQuery('?ids=abc,20,20,-3,5&urlredirect=x')).toEqual({ ids: [20, 5], urlredirect: 'x' });
    expect(readCheckoutQuery('')).toEqual({ ids: [], urlredirect: null });
  });

  it('accepts a urlredirect only on an allowed host', () => {
    const config = parseRuntimeConfig(testConfig());
    expect(acceptedUrlRedirect('?urlredirect=https%3A%2F%2Favinews.example%2Fcursos', config, 'localhost:3000')).toBe('https://avinews.example/cursos');
    expect(acceptedUrlRedirect('?urlredirect=https%3A%2F%2Fevil.example%2F', config, 'localhost:3000')).toBeNull();
    expect(acceptedUrlRedirect('?urlredirect=javascript%3Aalert(1)', config, 'localhost:3000')).toBeNull();
    expect(acceptedUrlRedirect('', config, 'localhost:3000')).toBeNull();
  });
});

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

describe('the route of a path', () => {
  it.each([
    ['/suscripciones', '/'],
    ['/suscripciones/', '/'],
    ['/suscripciones/checkout', '/checkout'],
    ['/suscripciones/payment//', '/payment'],
  ])('%s is %s', (pathname, route) => {
    expect(routePathOf(pathname)).toBe(route);
  });

  it.each(['/', '/suscripcionesx/checkout', '/noticias/suscripciones'])('%s is outside the base path (the portal embedding the landing)', (pathname) => {
    expect(routePathOf(pathname)).toBeNull();
  });
});
