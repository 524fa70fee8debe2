import { useEffect, useState } from 'react';
import { getProductSuggestions } from '@suscripciones/shared/api';
import type { Product } from '@suscripciones/shared/schemas';

/**
 * Call 4 for the cart's product ids. The last answer is kept while a new one
 * loads, so the card does not flicker; a failure is logged by the client and
 * simply shows nothing.
 */
export function useSuggestions(productIds: readonly number[]): readonly Product[] {
  const key = productIds.join(',');
  const [answer, setAnswer] = useState<{ key: string; suggestions: readonly Product[] }>({ key: '', suggestions: [] });

  useEffect(() => {
    if (key === '') return;
    let current = true;
    void getProductSuggestions(key.split(',').map(Number)).then((response) => {
      if (!current) return;
      setAnswer({ key, suggestions: response?.success ? response.suggestions : [] });
    });
    return () => {
      current = false;
    };
  }, [key]);

  return key === '' ? [] : answer.suggestions;
}
