import type { TrackingExtras } from '@suscripciones/shared';

/** The `event_type` of a Core Web Vital measured on a buyer's own device, sent through call 7. */
export const webVitalEventType = 'web_vitals';

/** What the web-vitals library reports of a metric (its attribution build), as far as an event carries it. */
export interface ReportedMetric {
  name: 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  id: string;
  navigationType: string;
  attribution?: object;
}

/**
 * Where the visit was: the route it started on (under the base path), the page's language, and the version of
 * the remote that shows that route (null on the host's own pages, or before its manifest was read), so two
 * versions of a remote in a canary can be compared.
 */
export interface VisitContext {
  route: string;
  language: string;
  remoteVersion: string | null;
}

/** The element the metric is about, as the attribution build names it (a CSS selector), when it names one. */
function attributionTarget(metric: ReportedMetric): string | null {
  const attribution = (metric.attribution ?? {}) as Record<string, unknown>;
  const target = attribution.target ?? attribution.interactionTarget ?? attribution.largestShiftTarget;
  return typeof target === 'string' && target !== '' ? target.slice(0, 500) : null;
}

/**
 * A metric as the extra fields of a call 7 event: its name, value (milliseconds rounded, CLS a score to four
 * decimals), the library's rating, its id (a page's several reports of one metric share it), how the page was
 * navigated to, the route, the language, the version of the route's remote, and the element to look at. The portal
 * is a field of every event.
 */
export function webVitalExtras(metric: ReportedMetric, visit: VisitContext): TrackingExtras {
  return {
    metric: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    metric_id: metric.id,
    navigation_type: metric.navigationType,
    route: visit.route,
    language: visit.language,
    remote_version: visit.remoteVersion,
    target: attributionTarget(metric),
  };
}
