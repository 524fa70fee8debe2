import { keysOf } from '@suscripciones/kit/testing';
import { landingTranslations } from './landingTranslations';

describe('landing translations', () => {
  const english = keysOf(landingTranslations.en).sort();

  it.each(['es', 'pt'] as const)('%s has exactly the English keys, none empty', (language) => {
    expect(keysOf(landingTranslations[language]).sort()).toEqual(english);
    for (const key of english) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], landingTranslations[language]);
      expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
    }
  });

  it.each(['en', 'es', 'pt'] as const)('the load error in %s is "Error: " plus the message', (language) => {
    expect(landingTranslations[language].error).toBe('Error: {{message}}');
  });

  it('the tour says Done (Hecho, Concluído) and "current of total"', () => {
    expect([landingTranslations.en.tour.done, landingTranslations.es.tour.done, landingTranslations.pt.tour.done]).toEqual(['Done', 'Hecho', 'Concluído']);
    expect(landingTranslations.en.tour.progress).toBe('{{current}} of {{total}}');
  });
});
