import { getProductsOrThrow, useRequest, productTypes, type SubscriptionOffer } from '@suscripciones/shared';

export type OffersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; offers: SubscriptionOffer[] };

/** Call 1 with type Subscription (the failure is logged; the page says it in the visitor's words): loading, failed, or the offers. */
export function useSubscriptionOffers(): { state: OffersState; reload: () => void } {
  const request = useRequest('subscription-offers', () =>
    getProductsOrThrow(productTypes.subscription).catch((error: unknown) => {
      console.error('Error al cargar las suscripciones', error);
      throw error;
    }),
  );
  const state: OffersState =
    request.status === 'ready' ? { status: 'ready', offers: request.data } : request.status === 'error' ? { status: 'error' } : { status: 'loading' };
  return { state, reload: request.retry };
}
