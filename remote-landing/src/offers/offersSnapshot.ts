import { subscriptionOfferSchema, type SubscriptionOffer } from '../api/offersSchema';

/**
 * The offers' snapshot: call 1's offers as the landing's job last had them
 * (src/prerender/offersJob.tsx), rendered into the landing's first view and
 * carried in it as data, with the time call 1 answered them. The browser's
 * first render uses it, so the hydration meets the HTML; the live call 1
 * then decides.
 */
export interface OffersSnapshot {
  /** When call 1 answered these offers (ISO 8601, UTC, as `Date.toISOString` writes it). */
  takenAt: string;
  /** The offers as the shared schema parsed them: parsing them again gives the same offers. */
  offers: SubscriptionOffer[];
}

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** A UTC time as `Date.toISOString` writes it, of a real day (no 30 February, which `Date.parse` rolls over). */
function isTime(text: string): boolean {
  const ms = Date.parse(text);
  return isoTime.test(text) && Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 19) === text.slice(0, 19);
}

/**
 * A snapshot of a value read from the page, or null. Each offer is parsed by the shared schema call 1's answer
 * is parsed by; the wrapper (a time and a list) is checked by hand, not with the landing's own zod, which is
 * fetched only with the carousels and would add about 11 KB gzip before the landing is interactive.
 */
export function parseOffersSnapshot(value: unknown): OffersSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const { takenAt, offers } = value as Record<string, unknown>;
  if (typeof takenAt !== 'string' || !isTime(takenAt) || !Array.isArray(offers)) return null;
  const parsed: SubscriptionOffer[] = [];
  for (const offer of offers) {
    const result = subscriptionOfferSchema.safeParse(offer);
    if (!result.success) return null;
    parsed.push(result.data);
  }
  return { takenAt, offers: parsed };
}

/** The snapshot with the exact text of its script element, which the browser renders again as it found it. */
export interface PageSnapshot {
  snapshot: OffersSnapshot;
  json: string;
}

/** The attribute that marks the snapshot's script element (`<script type="application/json" data-offers-snapshot>`). */
export const snapshotAttribute = 'data-offers-snapshot';

/**
 * A value as JSON inside a `<script>` element: `<`, `>` and `&` escaped, so
 * no text from the API (`</script>`, `<!--`) can end the element or start
 * markup, and the two line separators JavaScript once refused.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The snapshot as its script element carries it. */
export function pageSnapshotOf(snapshot: OffersSnapshot): PageSnapshot {
  return { snapshot, json: scriptJson(snapshot) };
}

/** The snapshot of a script element's text: outside data, so parsed; null when it is none. */
export function parsePageSnapshot(json: string | null | undefined): PageSnapshot | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const snapshot = parseOffersSnapshot(value);
  return snapshot ? { snapshot, json } : null;
}

/**
 * Whether a snapshot may still stand for the offers: taken at most
 * `maxAgeSeconds` before `nowMs`. A time that far ahead of the visitor's
 * clock counts as unknown too: a phone whose clock is wrong gets the
 * placeholders, as without a snapshot, never offers of an unknown age.
 */
export function snapshotIsFresh(snapshot: Pick<OffersSnapshot, 'takenAt'>, nowMs: number, maxAgeSeconds: number): boolean {
  const age = nowMs - Date.parse(snapshot.takenAt);
  return Number.isFinite(age) && Math.abs(age) <= maxAgeSeconds * 1000;
}

/**
 * The snapshot the page shows while call 1 has not answered: while the
 * HTML is hydrated, the one it was rendered with (the browser must render
 * what the server did); after that, only while it is fresh.
 */
export function snapshotToShow<Snapshot extends Pick<OffersSnapshot, 'takenAt'>>(
  snapshot: Snapshot | null,
  { hydrated, nowMs, maxAgeSeconds }: { hydrated: boolean; nowMs: number; maxAgeSeconds: number },
): Snapshot | null {
  if (!snapshot) return null;
  if (!hydrated) return snapshot;
  return snapshotIsFresh(snapshot, nowMs, maxAgeSeconds) ? snapshot : null;
}
