import { identityUrl, mainSiteProfileUrl, parentProfileUrl, pathAfterLanguageChange } from './appRoutes';
import { safeRedirect } from './redirectSafety';
import { testPolicy } from '../testing/policies';

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
  it('sends detail routes home on a language change', () => {
    expect(pathAfterLanguageChange('/product/detail/4')).toBe('/');
    expect(pathAfterLanguageChange('/checkout')).toBe('/checkout');
    expect(pathAfterLanguageChange('/')).toBe('/');
  });

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

  it('finds the main site profile before /suscripciones', () => {
    expect(mainSiteProfileUrl('https://porcinews.example/suscripciones/thanks?x=1')).toBe('https://porcinews.example/profile');
    expect(mainSiteProfileUrl('https://porcinews.example/es/suscripciones/thanks')).toBe('https://porcinews.example/es/profile');
    expect(parentProfileUrl('https://porcinews.example')).toBe('https://porcinews.example/profile');
  });
});
