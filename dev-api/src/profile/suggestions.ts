import { idList, isMembership, type Catalogue, type SeedMembership } from '../seed/catalogue';

/**
 * Call 4: the memberships that the given non-membership products are linked
 * to through subscription_vinculated, in order of first mention, each once.
 * Unknown ids and memberships among the given ids contribute nothing.
 */
export function suggestionsFor(catalogue: Catalogue, productIds: readonly number[]): SeedMembership[] {
  const suggestions = new Map<number, SeedMembership>();
  for (const id of productIds) {
    const product = catalogue.find(id);
    if (!product || product.is_media_subscription === 1) continue;
    for (const linkedId of idList(product.subscription_vinculated)) {
      const linked = catalogue.find(linkedId);
      if (linked && isMembership(linked) && !suggestions.has(linked.id)) suggestions.set(linked.id, linked);
    }
  }
  return [...suggestions.values()];
}
