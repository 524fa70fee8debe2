import { isMembership } from '../pricing/priceRules';
import { productTypes } from './vocabulary';
import type { Product } from '../schemas/entities';

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
