import { isSampled, whenIdleAfterLoad } from '@suscripciones/shared';
import type { VisitContext } from './webVitalEvent';

/**
 * Core Web Vitals from real visits (LCP, INP, CLS, TTFB) as call 7 events, for a share `sampleRate` of visits
 * (the runtime config's `webVitalsSampleRate`; 0 turns it off). The library and the events' shaping are fetched
 * only for a sampled visit, once the page is loaded and idle, so the first view carries none of it; the library
 * still sees the whole load, as it reads the browser's buffered performance entries.
 */
export function startFieldData(sampleRate: number, visit: Omit<VisitContext, 'remoteVersion'>, remoteVersion: () => string | null): void {
  if (!isSampled(sampleRate)) return;
  whenIdleAfterLoad(() => {
    import(/* webpackChunkName: "web-vitals" */ './reportWebVitals')
      .then(({ reportWebVitals }) => reportWebVitals(visit, remoteVersion))
      // Best effort, and never an error of the page: the buyer leaving while it loads aborts the chunk (Firefox
      // reports that as a failed load), and a visit without field data is only one sample fewer.
      .catch((error: unknown) => console.warn('web-vitals could not be loaded', error));
  });
}
