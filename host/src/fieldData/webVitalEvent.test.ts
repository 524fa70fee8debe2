import { webVitalExtras, type ReportedMetric } from './webVitalEvent';

const visit = { route: '/', language: 'pt', remoteVersion: '1.4.0' };
const metric = (overrides: Partial<ReportedMetric>): ReportedMetric => ({
  name: 'LCP',
  value: 812.4,
  rating: 'good',
  id: 'v5-1',
  navigationType: 'navigate',
  ...overrides,
});

describe('a Core Web Vital as a tracking event', () => {
  it("carries the metric, its rating, the route, the language and the route's remote version, in whole milliseconds", () => {
    expect(webVitalExtras(metric({ attribution: { target: 'main>section#suscripciones h2' } }), visit)).toEqual({
      metric: 'LCP',
      value: 812,
      rating: 'good',
      metric_id: 'v5-1',
      navigation_type: 'navigate',
      route: '/',
      language: 'pt',
      remote_version: '1.4.0',
      target: 'main>section#suscripciones h2',
    });
  });

  it('keeps a layout shift score to four decimals and names the element that moved most', () => {
    const extras = webVitalExtras(metric({ name: 'CLS', value: 0.123456, rating: 'needs-improvement', attribution: { largestShiftTarget: 'footer' } }), visit);
    expect(extras).toMatchObject({ metric: 'CLS', value: 0.1235, rating: 'needs-improvement', target: 'footer' });
  });

  it("names an interaction's element, and none when the attribution has none", () => {
    expect(webVitalExtras(metric({ name: 'INP', value: 96, attribution: { interactionTarget: 'button.sc-button' } }), visit).target).toBe('button.sc-button');
    expect(webVitalExtras(metric({ name: 'TTFB', value: 120, attribution: { waitingDuration: 3 } }), visit).target).toBeNull();
    expect(webVitalExtras(metric({ attribution: { target: 'x'.repeat(2_000) } }), visit).target).toHaveLength(500);
  });
});
