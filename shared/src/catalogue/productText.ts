import { isMembership } from '../pricing/priceRules';
import { productTypes } from '@suscripciones/kit/catalogue';
import type { Language, Product } from '../schemas/entities';

/**
 * How a product or an offer is named to the buyer, in one place for every
 * app: the name in the page's language (name_en, name_pt), falling back to
 * the Spanish base name when the translation is missing.
 */
export function localisedName(product: Pick<Product, 'name' | 'name_en' | 'name_pt'>, language: Language): string {
  const translated = language === 'en' ? product.name_en : language === 'pt' ? product.name_pt : '';
  return translated.trim() || product.name;
}

export type ProductKind = 'course' | 'magazine' | 'membership' | 'product';

/**
 * What kind of thing a cart line is: a membership (isMembership, the price
 * rules' own: it includes the printed magazine), a magazine, a course, or
 * another product. The schema trims `type`, so it is compared as it is.
 */
export function productKind(item: Pick<Product, 'type' | 'is_media_subscription'>): ProductKind {
  if (isMembership(item)) return 'membership';
  if (item.type === productTypes.printedMagazine) return 'magazine';
  if (item.type === productTypes.course) return 'course';
  return 'product';
}
