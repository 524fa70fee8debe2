import { isSampled, whenIdleAfterLoad, track } from '@suscripciones/shared';
import { webVitalEventType, webVitalExtras, type ReportedMetric, type VisitContext } from './webVitalEvent';

/**
 * Core Web Vitals from real visits (LCP, INP, CLS, TTFB) as call 7 events, for a share `sampleRate` of visits
 * (the runtime config's `webVitalsSampleRate`; 0 turns it off). The library is fetched only for a sampled
 * visit, once the page is loaded and idle; it still sees the whole load, as it reads the browser's buffered
 * performance entries. Each metric is sent when final (LCP, TTFB) or when the page is hidden (CLS, INP).
 */
export function startFieldData(sampleRate: number, visit: VisitContext): void {
  if (!isSampled(sampleRate)) return;
  whenIdleAfterLoad(() => {
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals/attribution')
      .then(({ onCLS, onINP, onLCP, onTTFB }) => {
        const report = (metric: ReportedMetric) => void track(webVitalEventType, webVitalExtras(metric, visit));
        onLCP(report);
        onINP(report);
        onCLS(report);
        onTTFB(report);
      })
      // Best effort, and never an error of the page: the buyer leaving while it loads aborts the chunk (Firefox
      // reports that as a failed load), and a visit without field data is only one sample fewer.
      .catch((error: unknown) => console.warn('web-vitals could not be loaded', error));
  });
}
