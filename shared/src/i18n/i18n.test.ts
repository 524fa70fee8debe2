import { i18n, initI18n, registerTranslations } from './i18n';
import { defineTranslations, keysOf } from './translations';
import { commonTranslations } from './locales/common';

describe('i18n', () => {
  it('keeps a namespace registered before init and serves it after', () => {
    registerTranslations(
      'early',
      defineTranslations({ en: { hello: 'Hello' }, es: { hello: 'Hola' }, pt: { hello: 'Olá' } }),
    );
    initI18n('es');
    expect(i18n.t('early:hello')).toBe('Hola');
    initI18n('pt');
    expect(i18n.t('early:hello')).toBe('Olá');
  });

  it('has every common text in the three languages', () => {
    const english = keysOf(commonTranslations.en);
    expect(keysOf(commonTranslations.es)).toEqual(english);
    expect(keysOf(commonTranslations.pt)).toEqual(english);
  });
});
