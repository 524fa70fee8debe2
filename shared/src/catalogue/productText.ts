import { productTypes, type Language, type Product } from '../schemas/entities';

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

/** What kind of thing a cart line is: a membership (which includes the printed magazine), a magazine, a course, or another product. */
export function productKind(item: Pick<Product, 'type' | 'is_media_subscription'>): ProductKind {
  if (item.is_media_subscription === 1 || item.type.trim() === productTypes.subscription) return 'membership';
  if (item.type.trim() === productTypes.printedMagazine) return 'magazine';
  if (item.type.trim() === productTypes.course) return 'course';
  return 'product';
}
