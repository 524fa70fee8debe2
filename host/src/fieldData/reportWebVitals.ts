import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { track } from '@suscripciones/shared';
import { webVitalEventType, webVitalExtras, type ReportedMetric, type VisitContext } from './webVitalEvent';

/**
 * Sends each Core Web Vital of this visit as a call 7 event: when final (LCP, TTFB) or when the page is hidden
 * (CLS, INP). Loaded with the library, only for a sampled visit (./startFieldData.ts).
 */
export function reportWebVitals(visit: Omit<VisitContext, 'remoteVersion'>, remoteVersion: () => string | null): void {
  // Read as each metric is sent: the route's remote has been registered by then.
  const report = (metric: ReportedMetric) => void track(webVitalEventType, webVitalExtras(metric, { ...visit, remoteVersion: remoteVersion() }));
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}
