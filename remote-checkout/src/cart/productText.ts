import type { Language, Product } from '@suscripciones/shared/schemas';
import { productTypes } from '@suscripciones/shared/schemas';

/** The product's name in the page's language; Spanish is the API's base name and the fallback. */
export function localisedName(product: Pick<Product, 'name' | 'name_en' | 'name_pt'>, language: Language): string {
  if (language === 'en') return product.name_en.trim() || product.name;
  if (language === 'pt') return product.name_pt.trim() || product.name;
  return product.name;
}

export type ProductTypeKey = 'course' | 'printedMagazine' | 'subscription';

/** The translation key of a product type the spec names; null for other types (shown as the API sends them). */
export function productTypeKey(type: string): ProductTypeKey | null {
  switch (type.trim()) {
    case productTypes.course:
      return 'course';
    case productTypes.printedMagazine:
      return 'printedMagazine';
    case productTypes.subscription:
      return 'subscription';
    default:
      return null;
  }
}
