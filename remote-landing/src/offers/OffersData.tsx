import { useMemo } from 'react';
import { useLanguage } from '@suscripciones/shared';
import type { SubscriptionOffer } from '../api/offersSchema';
import { offersJsonLd } from './offersJsonLd';
import { scriptJson, snapshotAttribute } from './offersSnapshot';

/**
 * The snapshot's data, for the hydration: a script element of data (never run), its text exactly as the server
 * wrote it, so the browser's first render leaves the element as it is.
 */
export function OffersSnapshotData({ json }: { json: string }) {
  return <script type="application/json" {...{ [snapshotAttribute]: '' }} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The offers as schema.org JSON-LD for search engines, in the page's language: data, never run. */
export function OffersJsonLd({ offers }: { offers: readonly SubscriptionOffer[] }) {
  const language = useLanguage();
  const json = useMemo(() => scriptJson(offersJsonLd(offers, language)), [offers, language]);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
