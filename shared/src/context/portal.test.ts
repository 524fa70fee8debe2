import { testPolicy } from '@suscripciones/kit/testing';
import { normaliseHost, resolveLanguage, resolvePortal, trackingPortalName } from './portal';

describe('resolvePortal', () => {
  const config = testPolicy;

  it.each([
    ['porcinews.example', 'porcinews'],
    ['www.porcinews.example', 'porcinews'],
    ['checkout.porcinews.example', 'porcinews'],
    ['checkout.www.porcinews.example', 'porcinews'],
    ['PorciNews.Example.', 'porcinews'],
    ['avinews.example', 'avinews'],
    ['localhost', 'agrinews'],
    ['127.0.0.1', 'agrinews'],
    ['evil.example', 'agrinews'],
  ])('%s is %s', (host, portal) => {
    expect(resolvePortal(host, config).id).toBe(portal);
  });

  it('never strips a host down to nothing', () => {
    expect(normaliseHost('www.', [])).toBe('www');
  });
});

describe('language', () => {
  it.each([
    ['?lang=es', 'es'],
    ['?lang=pt', 'pt'],
    ['?lang=EN', 'en'],
    ['?lang=fr', 'en'],
    ['?lang=', 'en'],
    ['', 'en'],
    ['?lang=<script>', 'en'],
  ])('%s gives %s', (search, language) => {
    expect(resolveLanguage(search)).toBe(language);
  });

  it('names the portal for tracking without www', () => {
    expect(trackingPortalName('www.porcinews.example')).toBe('porcinews.example');
    expect(trackingPortalName('localhost')).toBe('localhost');
  });
});
