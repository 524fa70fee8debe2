import { getProductsByIds, isApiFailure, useRequest, type Product } from '@suscripciones/shared';
import { getProductSuggestions } from './suggestionsCall';

/**
 * The memberships suggested for the cart's products: call 4 names them (its
 * items carry only id, image, price and currency), call 2 gives their full
 * products, which the rules and the card need, in call 4's order. A failure
 * of either simply shows nothing (call 4's is logged by the client).
 */
async function suggestedMemberships(productIds: readonly number[]): Promise<Product[]> {
  const response = await getProductSuggestions(productIds);
  const ids = [...new Set(response?.success ? response.suggestions.map((suggestion) => suggestion.id) : [])];
  if (ids.length === 0) return [];
  const products = await getProductsByIds(ids);
  if (isApiFailure(products)) return [];
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The suggestions for these product ids; the last answer stays while a new one loads, so the card does not flicker. */
export function useSuggestions(productIds: readonly number[]): readonly Product[] {
  const key = productIds.join(',');
  const request = useRequest(key === '' ? null : key, () => suggestedMemberships(productIds), { keepPrevious: true });
  return key !== '' && request.status === 'ready' ? request.data : [];
}
