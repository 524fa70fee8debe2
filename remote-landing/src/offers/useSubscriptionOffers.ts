import { useCallback, useEffect, useState } from 'react';
import { getProductsOrThrow } from '@suscripciones/shared/api/client';
import { productTypes, type SubscriptionOffer } from '@suscripciones/shared/schemas/entities';

export type OffersState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; offers: SubscriptionOffer[] };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Call 1 with type Subscription: loading, the failure's message, or the offers; `reload` tries again. */
export function useSubscriptionOffers(): { state: OffersState; reload: () => void } {
  const [state, setState] = useState<OffersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getProductsOrThrow(productTypes.subscription).then(
      (offers) => {
        if (current) setState({ status: 'ready', offers });
      },
      (error: unknown) => {
        console.error('Error al cargar las suscripciones', error);
        if (current) setState({ status: 'error', message: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
