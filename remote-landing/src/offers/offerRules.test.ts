import { type Language } from '@suscripciones/shared';
import { localisedName } from '@suscripciones/kit/catalogue';
import { subscriptionOfferSchema } from '../api/offersSchema';
import { makeOffer, offerInput } from '../testing/offers';
import { localisedBenefits, offerPrice } from './offerRules';

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
    expect(offerPrice(makeOffer({ price, currency }), language)).toBe(shown);
  });

  it.each(['1.234,50', '99,5', '99.999', '-1', 'gratis'])('an offer priced %j is refused, not shown wrongly', (price) => {
    expect(subscriptionOfferSchema.safeParse(offerInput({ price })).success).toBe(false);
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
