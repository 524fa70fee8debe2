/** @jest-environment node */
import { testPolicy } from '@suscripciones/kit/testing';
import { absolute, acceptedUrlRedirect, homePath, routePathOf } from './appRoutes';

describe('the addresses the apps link to', () => {
  it('home keeps the language and a hash; absolute puts a path on the host', () => {
    expect(homePath('pt', '#campus')).toBe('/?lang=pt#campus');
    expect(absolute('https://checkout.porcinews.example', '/checkout?ids=20&lang=pt')).toBe(
      'https://checkout.porcinews.example/suscripciones/checkout?ids=20&lang=pt',
    );
  });
});

describe("a page's urlredirect", () => {
  it('is accepted only on an allowed host', () => {
    const config = testPolicy;
    expect(acceptedUrlRedirect('?urlredirect=https%3A%2F%2Favinews.example%2Fcursos', config, 'localhost:3000')).toBe('https://avinews.example/cursos');
    expect(acceptedUrlRedirect('?urlredirect=https%3A%2F%2Fevil.example%2F', config, 'localhost:3000')).toBeNull();
    expect(acceptedUrlRedirect('?urlredirect=javascript%3Aalert(1)', config, 'localhost:3000')).toBeNull();
    expect(acceptedUrlRedirect('', config, 'localhost:3000')).toBeNull();
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
