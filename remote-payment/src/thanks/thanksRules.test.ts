import { parseRuntimeConfig } from '@suscripciones/shared';
import { testConfig } from '@suscripciones/kit/testing';
import { mainSiteProfileUrl, thanksRedirectMs, thanksRedirectTarget } from './thanksRules';

const config = parseRuntimeConfig(testConfig());
const thanks = (query: string) => `http://localhost:3000/suscripciones/thanks${query}`;

describe('where the thanks page goes after 5 seconds', () => {
  it('waits 5 seconds', () => {
    expect(thanksRedirectMs).toBe(5000);
  });

  it('goes to an allowed urlredirect', () => {
    expect(thanksRedirectTarget(thanks('?urlredirect=https%3A%2F%2Fporcinews.example%2Fcursos%3Fa%3D1'), config)).toBe('https://porcinews.example/cursos?a=1');
    expect(thanksRedirectTarget(thanks('?lang=es&urlredirect=http%3A%2F%2Flocalhost%3A3010%2Fportal%2F'), config)).toBe('http://localhost:3010/portal/');
  });

  it('refuses a foreign or unsafe address and goes to the main site profile', () => {
    expect(thanksRedirectTarget(thanks('?urlredirect=https%3A%2F%2Fevil.example%2F'), config)).toBe('http://localhost:3000/profile');
    expect(thanksRedirectTarget(thanks('?urlredirect=javascript%3Aalert(1)'), config)).toBe('http://localhost:3000/profile');
    expect(thanksRedirectTarget(thanks('?urlredirect=%2F%2Fevil.example'), config)).toBe('http://localhost:3000/profile');
    expect(thanksRedirectTarget(thanks(''), config)).toBe('http://localhost:3000/profile');
  });
});

describe("the main site's profile page", () => {
  it('is found before /suscripciones', () => {
    expect(mainSiteProfileUrl('https://porcinews.example/suscripciones/thanks?x=1')).toBe('https://porcinews.example/profile');
    expect(mainSiteProfileUrl('https://porcinews.example/es/suscripciones/thanks')).toBe('https://porcinews.example/es/profile');
  });
});
