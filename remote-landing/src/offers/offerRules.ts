import type { Language } from '@suscripciones/shared';
import type { SubscriptionOffer } from '../api/offersSchema';
import { formatMoney } from '@suscripciones/kit/money';

/** The benefits in the page's language: benefits_en / benefits_pt when given, otherwise `benefits`. */
export function localisedBenefits(offer: Pick<SubscriptionOffer, 'benefits' | 'benefits_en' | 'benefits_pt'>, language: Language): string[] {
  const translated = language === 'en' ? offer.benefits_en : language === 'pt' ? offer.benefits_pt : undefined;
  const list = translated && translated.length > 0 ? translated : offer.benefits;
  return list.map((benefit) => benefit.trim()).filter(Boolean);
}

/**
 * The displayed price: the amount with the currency symbol, as checkout shows
 * it. "120.00" shows "120 €", as the spec's trimming of the last 3
 * characters did; "99.50" shows "99,50 €", never the cents cut off. The
 * schema made the price "NNN.NN", so Number reads it exactly.
 */
export function offerPrice(offer: Pick<SubscriptionOffer, 'price' | 'currency'>, language: Language): string {
  return formatMoney(Number(offer.price), offer.currency, language);
}
