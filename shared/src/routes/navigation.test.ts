import { identityUrl } from './appRoutes';
import { safeRedirect } from './redirectSafety';
import { testPolicy } from '@suscripciones/kit/testing';

describe('redirect safety', () => {
  const config = testPolicy;

  it.each([
    ['https://porcinews.example/profile', 'https://porcinews.example/profile'],
    ['https://www.porcinews.example/cursos?x=1', 'https://www.porcinews.example/cursos?x=1'],
    ['https://checkout.avinews.example/', 'https://checkout.avinews.example/'],
    ['http://localhost:3000/suscripciones/checkout', 'http://localhost:3000/suscripciones/checkout'],
  ])('accepts %s', (candidate, expected) => {
    expect(safeRedirect(candidate, config, 'localhost:3000')).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    'https://porcinews.example.evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '//evil.example/path',
    '/\\evil.example',
    'data:text/html,hi',
    'https://user:pass@porcinews.example/',
    'http://localhost:4444/',
    '',
    null,
    undefined,
    `https://porcinews.example/${'a'.repeat(5000)}`,
  ])('refuses %s', (candidate) => {
    expect(safeRedirect(candidate, config, 'localhost:3000')).toBeNull();
  });

  it('accepts the host of the page asking, and only for that page', () => {
    expect(safeRedirect('http://localhost:4444/suscripciones/checkout', config, 'localhost:4444')).toBe('http://localhost:4444/suscripciones/checkout');
    expect(safeRedirect('http://localhost:4444/suscripciones/checkout', config, 'localhost:3000')).toBeNull();
    expect(safeRedirect('http://localhost:4444/', config, '')).toBeNull();
  });
});

describe('addresses', () => {
  it('builds the identity site address with medio, edicion and checkoutUrl', () => {
    const url = new URL(
      identityUrl('http://localhost:3010/identity/login', {
        medio: 'porcinews',
        language: 'pt',
        checkoutUrl: 'http://localhost:3000/suscripciones/checkout?ids=1',
      }),
    );
    expect(url.searchParams.get('medio')).toBe('porcinews');
    expect(url.searchParams.get('edicion')).toBe('br');
    expect(url.searchParams.get('checkoutUrl')).toBe('http://localhost:3000/suscripciones/checkout?ids=1');
  });

  it('names the edition by the language, Portuguese as the Brazilian one', () => {
    const edition = (language: 'es' | 'en' | 'pt') =>
      new URL(identityUrl('http://localhost:3010/identity/login', { medio: 'porcinews', language, checkoutUrl: 'http://localhost:3000/' })).searchParams.get(
        'edicion',
      );
    expect([edition('pt'), edition('es'), edition('en')]).toEqual(['br', 'es', 'en']);
  });
});
