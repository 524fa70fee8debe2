import type { Language } from '@suscripciones/shared/schemas/entities';
import { makeOffer } from '../testing/offers';
import { localisedName } from '@suscripciones/shared/catalogue/productText';
import { holdsOffer, localisedBenefits, offerPrice } from './offerRules';

describe('price display', () => {
  it.each([
    ['120.00', 'EUR', '120 €'],
    ['120.00', 'eur', '120 €'],
    ['99.00', 'USD', '$99'],
    ['350.00', 'RBL', 'RS350'],
    ['75.50', 'GBP', '$75'],
    ['1200.00', 'MXN', '$1200'],
  ])('price %s in %s shows as "%s"', (price, currency, shown) => {
    expect(offerPrice({ price, currency })).toBe(shown);
  });
});

describe('localised texts', () => {
  const offer = makeOffer();

  it.each<[Language, string]>([
    ['es', 'Plan Premium porciNews España'],
    ['en', 'porciNews Premium Plan Spain'],
    ['pt', 'Plano Premium porciNews Espanha'],
  ])('name in %s', (language, name) => {
    expect(localisedName(offer, language)).toBe(name);
  });

  it.each<Language>(['en', 'pt'])('falls back to name when name_%s is empty', (language) => {
    const bare = makeOffer({ name_en: '', name_pt: null });
    expect(localisedName(bare, language)).toBe('Plan Premium porciNews España');
  });

  it.each<[Language, string]>([
    ['es', 'Revista impresa trimestral'],
    ['en', 'Quarterly printed magazine'],
    ['pt', 'Revista impressa trimestral'],
  ])('benefits in %s', (language, first) => {
    expect(localisedBenefits(offer, language)[0]).toBe(first);
  });

  it.each<Language>(['en', 'pt'])('falls back to benefits when the %s list is missing or empty', (language) => {
    expect(localisedBenefits(makeOffer({ benefits_en: undefined, benefits_pt: [] }), language)).toEqual(['Revista impresa trimestral', 'Contenido premium']);
  });
});

describe('the disabled rule', () => {
  it.each([
    ['holds it', 8, [{ id_suscripcion: 8 }], true],
    ['holds it among others', 8, [{ id_suscripcion: 2 }, { id_suscripcion: 8 }], true],
    ['holds another', 8, [{ id_suscripcion: 2 }], false],
    ['holds nothing', 8, [], false],
    ['has a subscription without id', 8, [{ id_suscripcion: null }], false],
    ['looks at an offer without id_medio', null, [{ id_suscripcion: null }], false],
  ])('a user who %s: disabled %s', (_case, idMedio, paid, disabled) => {
    expect(holdsOffer({ id_medio: idMedio }, paid)).toBe(disabled);
  });
});
