/** @jest-environment node */
import { keysOf } from '@suscripciones/kit/testing';
import { checkoutTranslations } from './checkoutTranslations';

describe('checkout translations', () => {
  it('have the same keys in es, en and pt, none empty', () => {
    const english = keysOf(checkoutTranslations.en).sort();
    expect(keysOf(checkoutTranslations.es).sort()).toEqual(english);
    expect(keysOf(checkoutTranslations.pt).sort()).toEqual(english);
    for (const language of ['en', 'es', 'pt'] as const) {
      const strings = JSON.stringify(checkoutTranslations[language]);
      expect(strings).not.toMatch(/:""/);
    }
  });

  it('have the spec text of the mixed-region error', () => {
    expect(checkoutTranslations.en.screens.checkoutScreen.mixRegion).toBe('You cannot mix products from different regions in a single purchase.');
    expect(checkoutTranslations.es.screens.checkoutScreen.mixRegion).not.toBe(checkoutTranslations.en.screens.checkoutScreen.mixRegion);
    expect(checkoutTranslations.pt.screens.checkoutScreen.mixRegion).not.toBe(checkoutTranslations.en.screens.checkoutScreen.mixRegion);
  });
});
