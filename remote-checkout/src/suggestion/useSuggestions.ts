import { useEffect, useState } from 'react';
import { getProductsByIds, getProductSuggestions, isApiFailure } from '@suscripciones/shared/api/client';
import type { Product } from '@suscripciones/shared/schemas/entities';

/**
 * The memberships suggested for the cart's products: call 4 names them (its
 * items carry only id, image, price and currency), call 2 gives their full
 * products, which the rules and the card need. The last answer is kept while
 * a new one loads, so the card does not flicker; a failure of either call
 * simply shows nothing (call 4's is logged by the client).
 */
export function useSuggestions(productIds: readonly number[]): readonly Product[] {
  const key = productIds.join(',');
  const [answer, setAnswer] = useState<{ key: string; suggestions: readonly Product[] }>({ key: '', suggestions: [] });

  useEffect(() => {
    if (key === '') return;
    let current = true;
    void (async () => {
      const response = await getProductSuggestions(key.split(',').map(Number));
      const ids = response?.success ? response.suggestions.map((suggestion) => suggestion.id) : [];
      const products = ids.length > 0 ? await getProductsByIds(ids) : [];
      if (!current) return;
      const known = isApiFailure(products) ? [] : products;
      // In the order call 4 gave, each once.
      const byId = new Map(known.map((product) => [product.id, product]));
      setAnswer({ key, suggestions: [...new Set(ids)].flatMap((id) => byId.get(id) ?? []) });
    })();
    return () => {
      current = false;
    };
  }, [key]);

  return key === '' ? [] : answer.suggestions;
}
