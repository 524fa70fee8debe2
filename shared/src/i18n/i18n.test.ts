import { i18n, initI18n, loadLanguage, registerTranslations } from './i18n';
import { defineTranslations } from './translations';
import { keysOf } from '@suscripciones/kit/testing';
import { commonTranslations } from './locales/common';

/** A namespace that exists only in these tests, so none of the typed ones: its keys go through as plain strings. */
const text = (key: string): unknown => i18n.t(key as never);

describe('i18n', () => {
  it('keeps a namespace registered before init and serves it after', () => {
    registerTranslations('early', defineTranslations({ en: { hello: 'Hello' }, es: { hello: 'Hola' }, pt: { hello: 'Olá' } }));
    initI18n('es', commonTranslations);
    expect(text('early:hello')).toBe('Hola');
    initI18n('pt');
    expect(text('early:hello')).toBe('Olá');
  });

  it('downloads only the page language of a namespace given as loaders, and another language when it is switched to', async () => {
    initI18n('pt', commonTranslations);
    const asked: string[] = [];
    const loader = (language: 'en' | 'es' | 'pt', hello: string) => () => {
      asked.push(language);
      return Promise.resolve({ default: { hello } });
    };
    registerTranslations('lazy', { en: loader('en', 'Hello'), es: loader('es', 'Hola'), pt: loader('pt', 'Olá') });
    await loadLanguage('pt');
    expect(asked).toEqual(['pt']);
    expect(text('lazy:hello')).toBe('Olá');

    // Switching waits for the texts: no key is ever shown.
    initI18n('es');
    expect(i18n.language).toBe('pt');
    await loadLanguage('es');
    await Promise.resolve();
    expect(i18n.language).toBe('es');
    expect(text('lazy:hello')).toBe('Hola');
    expect(asked).toEqual(['pt', 'es']);
    // Each language once, however often it is asked for.
    await loadLanguage('es');
    await loadLanguage('pt');
    expect(asked).toEqual(['pt', 'es']);
  });

  it('asks again for a language whose chunk failed to arrive', async () => {
    initI18n('en', commonTranslations);
    await loadLanguage('en');
    await Promise.resolve();
    expect(i18n.language).toBe('en');
    let attempts = 0;
    const flaky = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ default: { hello: 'Hello again' } });
    };
    const never = () => Promise.reject(new Error('not asked for'));
    // Registering starts the page language's download: it fails (offline for a moment)…
    registerTranslations('flaky', { en: flaky, es: never, pt: never });
    await Promise.resolve();
    expect(attempts).toBe(1);
    // …and the render that needs the texts asks again.
    await loadLanguage('en');
    expect(attempts).toBe(2);
    expect(text('flaky:hello')).toBe('Hello again');
  });

  it('has every common text in the three languages', () => {
    const english = keysOf(commonTranslations.en);
    expect(keysOf(commonTranslations.es)).toEqual(english);
    expect(keysOf(commonTranslations.pt)).toEqual(english);
  });
});
