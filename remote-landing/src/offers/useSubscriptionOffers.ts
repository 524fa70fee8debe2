import { useCallback, useState } from 'react';
import { getRuntimeConfig, useHydrated, useRequest, productTypes } from '@suscripciones/shared';
import { getProductsOrThrow } from '../api/offersCall';
import type { SubscriptionOffer } from '../api/offersSchema';
import { snapshotToShow, type OffersSnapshot } from './offersSnapshot';

/** Where the offers shown come from: the snapshot the HTML brought, or the live call 1. */
export type OffersSource = 'snapshot' | 'live';

export type OffersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; offers: SubscriptionOffer[]; source: OffersSource };

/**
 * Call 1 with type Subscription (the failure is logged; the page says it in the visitor's words): loading,
 * failed, or the offers. Until it answers, the page's snapshot stands for the offers (see snapshotToShow); its
 * answer, or its failure, then decides: the live service is the truth.
 */
export function useSubscriptionOffers(snapshot: OffersSnapshot | null = null): { state: OffersState; reload: () => void } {
  const hydrated = useHydrated();
  // When the browser first rendered the page: a snapshot's age is judged once, not anew on every render.
  const [shownAt] = useState(() => Date.now());
  // Once the buyer asked again after a failure, only the live answer counts.
  const [retried, setRetried] = useState(false);
  const request = useRequest('subscription-offers', () =>
    getProductsOrThrow(productTypes.subscription).catch((error: unknown) => {
      console.error('Error al cargar las suscripciones', error);
      throw error;
    }),
  );
  const { retry } = request;
  const reload = useCallback(() => {
    setRetried(true);
    retry();
  }, [retry]);
  if (request.status === 'ready') return { state: { status: 'ready', offers: request.data, source: 'live' }, reload };
  if (request.status === 'error') return { state: { status: 'error' }, reload };
  const shown = !retried && snapshot && snapshotToShow(snapshot, { hydrated, nowMs: shownAt, maxAgeSeconds: getRuntimeConfig().offersSnapshotMaxAgeSeconds });
  return { state: shown ? { status: 'ready', offers: shown.offers, source: 'snapshot' } : { status: 'loading' }, reload };
}
