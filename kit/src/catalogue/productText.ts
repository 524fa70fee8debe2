import type { Language } from '@suscripciones/shared';

/**
 * How a product or an offer is named to the buyer, in one place for every
 * app: the name in the page's language (name_en, name_pt), falling back to
 * the Spanish base name when the translation is missing.
 */
export function localisedName(product: { readonly name: string; readonly name_en: string; readonly name_pt: string }, language: Language): string {
  const translated = language === 'en' ? product.name_en : language === 'pt' ? product.name_pt : '';
  return translated.trim() || product.name;
}
