import type { Language } from '@suscripciones/shared';
import { localisedName } from '@suscripciones/kit/catalogue';
import { seedIds } from '@suscripciones/dev-api/testing';
import { subscriptionOfferSchema } from '../api/offersSchema';
import { seedOffer, seedOfferInput } from '../testing/offers';
import { localisedBenefits, offerPrice } from './offerRules';

/** The offers are the seed's (porciNews España); the cases the seed never has are explicit overrides of it. */
const porciNews = seedIds.memberships.es;

describe('price display', () => {
  it.each<[string | number, string, Language, string]>([
    ['120.00', 'EUR', 'es', '120 €'],
    ['120.00', 'eur', 'es', '120 €'],
    ['99.00', 'USD', 'en', '$99'],
    ['350.00', 'RBL', 'pt', 'RS350'],
    ['75.50', 'GBP', 'en', '$75.50'],
    ['1200.00', 'MXN', 'es', '$1200'],
    // Shapes a real service sends, which the spec's "trim the last 3 characters" showed wrongly.
    [120, 'EUR', 'es', '120 €'],
    ['99.5', 'EUR', 'es', '99,50 €'],
    ['99', 'EUR', 'es', '99 €'],
    ['99.50', 'USD', 'en', '$99.50'],
    [99.5, 'EUR', 'pt', '99,50 €'],
  ])('price %j in %s shows in %s as "%s"', (price, currency, language, shown) => {
    // Currencies and price shapes of real services: the seed has "120.00" in EUR or USD only.
    expect(offerPrice(seedOffer(porciNews, { price, currency }), language)).toBe(shown);
  });

  it.each(['1.234,50', '99,5', '99.999', '-1', 'gratis'])('an offer priced %j is refused, not shown wrongly', (price) => {
    expect(subscriptionOfferSchema.safeParse(seedOfferInput(porciNews, { price })).success).toBe(false);
  });
});

describe('localised texts', () => {
  const offer = seedOffer(porciNews);

  it.each<[Language, string]>([
    ['es', 'Plan Premium porciNews España'],
    ['en', 'porciNews Premium Plan Spain'],
    ['pt', 'Plano Premium porciNews Espanha'],
  ])('name in %s', (language, name) => {
    expect(localisedName(offer, language)).toBe(name);
  });

  it.each<Language>(['en', 'pt'])('falls back to name when name_%s is empty', (language) => {
    // Every seed offer is translated: the missing translations are explicit.
    const bare = seedOffer(porciNews, { name_en: '', name_pt: null });
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
    expect(localisedBenefits(seedOffer(porciNews, { benefits_en: undefined, benefits_pt: [] }), language)).toEqual([
      'Revista impresa trimestral',
      'Más de 100 cápsulas de formación',
      'Descuentos en eventos y cursos',
      'Contenido premium',
      'Ofertas de empleo',
      'Biblioteca personal',
    ]);
  });
});
