import { defaultRegionFor, editionFor, normaliseHost, resolveLanguage, resolvePortal, trackingPortalName } from './portal';
import { testPolicy } from '../testing/policies';

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

describe('language and region', () => {
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

  it.each([
    ['es', 'es'],
    ['en', 'global'],
    ['pt', 'br'],
    ['fr', 'es'],
    ['', 'es'],
  ])('region default for %s is %s', (language, region) => {
    expect(defaultRegionFor(language)).toBe(region);
  });

  it('maps pt to the br edition', () => {
    expect(editionFor('pt')).toBe('br');
    expect(editionFor('es')).toBe('es');
    expect(editionFor('en')).toBe('en');
  });

  it('names the portal for tracking without www', () => {
    expect(trackingPortalName('www.porcinews.example')).toBe('porcinews.example');
    expect(trackingPortalName('localhost')).toBe('localhost');
  });
});
