import { resolveLanguage, type Language } from '@suscripciones/shared';
import type { SubscriptionOffer } from '../api/offersSchema';
import { defaultRegionFor, regions as regionOrder, regionPatterns, type Region } from './regionNames';

/** The region tabs in the order they are shown (docs/rules.md), and what their offers' `medio_vinculado` contains (docs/rules.md). */
export { regionOrder };

type RegionFields = Pick<SubscriptionOffer, 'medio_vinculado' | 'name'>;

const contains = (text: string, pattern: string): boolean => text.toLocaleLowerCase('es').includes(pattern.toLocaleLowerCase('es'));

const matchesRegion = (text: string, region: Region): boolean => regionPatterns[region].some((pattern) => contains(text, pattern));

/** Whether an offer makes its region's tab available: only `medio_vinculado` counts. */
export function offersRegionTab(offer: Pick<SubscriptionOffer, 'medio_vinculado'>, region: Region): boolean {
  return matchesRegion(offer.medio_vinculado, region);
}

/** Whether an offer is listed under a region: its `medio_vinculado` or its name matches. */
export function belongsToRegion(offer: RegionFields, region: Region): boolean {
  return matchesRegion(offer.medio_vinculado, region) || matchesRegion(offer.name, region);
}

/** The tabs that have at least one subscription, in tab order. */
export function availableRegions(offers: readonly Pick<SubscriptionOffer, 'medio_vinculado'>[]): Region[] {
  return regionOrder.filter((region) => offers.some((offer) => offersRegionTab(offer, region)));
}

/** The region selector is shown only when more than one tab has subscriptions. */
export function showRegionSelector(regions: readonly Region[]): boolean {
  return regions.length > 1;
}

/**
 * The language the default region follows: the one asked for at start-up
 * while the page is still in the language it fell back to (`?lang=fr` shows
 * English but the es region), otherwise the page's language.
 */
export function regionLanguage(language: Language, requestedAtStart: string | null): string {
  const requested = requestedAtStart?.trim().toLowerCase() ?? null;
  return requested && resolveLanguage(new URLSearchParams({ lang: requested })) === language ? requested : language;
}

/**
 * The tab selected first: the language's default (es→es, en→global, pt→br,
 * else es); when that tab has no offers, the first tab that has. Null when no
 * tab has any.
 */
export function initialRegion(language: string, regions: readonly Region[]): Region | null {
  const preferred = defaultRegionFor(language);
  if (regions.includes(preferred)) return preferred;
  return regions[0] ?? null;
}

/**
 * The offers listed for a region. With no region (no tab has offers) the
 * whole list is shown rather than an empty page.
 */
export function offersForRegion<Offer extends RegionFields>(offers: readonly Offer[], region: Region | null): Offer[] {
  if (region === null) return [...offers];
  return offers.filter((offer) => belongsToRegion(offer, region));
}
