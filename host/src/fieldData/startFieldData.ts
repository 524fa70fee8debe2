import { whenIdleAfterLoad } from '@suscripciones/shared/boot/afterLoad';
import { track } from '@suscripciones/shared/tracking/tracking';
import { isSampled, webVitalEventType, webVitalExtras, type ReportedMetric, type VisitContext } from './webVitalEvent';

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
      // Field data is never worth an error the buyer could see.
      .catch((error: unknown) => console.error('web-vitals could not be loaded', error));
  });
}
