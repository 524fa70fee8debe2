import { productTypes, type CartItem, type Language } from '@suscripciones/shared/schemas';

/** A product's name in the page's language, falling back to the Spanish name. */
export function localizedName(item: Pick<CartItem, 'name' | 'name_en' | 'name_pt'>, language: Language): string {
  const name = language === 'en' ? item.name_en : language === 'pt' ? item.name_pt : item.name;
  return name.trim() || item.name;
}

export type ProductKind = 'course' | 'magazine' | 'membership' | 'product';

export function productKind(item: Pick<CartItem, 'type' | 'is_media_subscription'>): ProductKind {
  if (item.is_media_subscription === 1 || item.type === productTypes.subscription) return 'membership';
  if (item.type === productTypes.printedMagazine) return 'magazine';
  if (item.type === productTypes.course) return 'course';
  return 'product';
}
