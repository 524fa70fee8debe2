import { i18n, initI18n, registerTranslations } from './i18n';
import { defineTranslations } from './translations';
import { keysOf } from '../testing/translationKeys';
import { commonTranslations } from './locales/common';

describe('i18n', () => {
  it('keeps a namespace registered before init and serves it after', () => {
    registerTranslations('early', defineTranslations({ en: { hello: 'Hello' }, es: { hello: 'Hola' }, pt: { hello: 'Olá' } }));
    // `early` exists only in this test, so it is none of the typed namespaces: its key goes through as a plain string.
    const early = (key: string): unknown => i18n.t(key as never);
    initI18n('es');
    expect(early('early:hello')).toBe('Hola');
    initI18n('pt');
    expect(early('early:hello')).toBe('Olá');
  });

  it('has every common text in the three languages', () => {
    const english = keysOf(commonTranslations.en);
    expect(keysOf(commonTranslations.es)).toEqual(english);
    expect(keysOf(commonTranslations.pt)).toEqual(english);
  });
});
