/** @jest-environment node */
import { localisedName } from './productText';

describe('localisedName', () => {
  const product = { name: 'Curso de formulación de piensos', name_en: 'Feed formulation course', name_pt: 'Curso de formulação de rações' };
  it.each([
    ['es', 'Curso de formulación de piensos'],
    ['en', 'Feed formulation course'],
    ['pt', 'Curso de formulação de rações'],
  ] as const)('%s → %s', (language, name) => {
    expect(localisedName(product, language)).toBe(name);
  });

  it('falls back to the Spanish name when a translation is missing or blank', () => {
    expect(localisedName({ ...product, name_en: '  ' }, 'en')).toBe(product.name);
    expect(localisedName({ ...product, name_pt: '' }, 'pt')).toBe(product.name);
  });
});
