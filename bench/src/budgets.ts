/**
 * The performance budgets of issue 21 (the landing painted from HTML), which
 * replaced issue 7's; each is printed as met or missed.
 */
export interface BenchFigures {
  buildSeconds: number;
  /** Per route, a real page load until the route is ready (the landing: its offers shown). */
  routes: Record<
    string,
    {
      jsKb: number;
      cssKb: number;
      jsServedKb: number;
      chainDepth: number;
      requests: number;
      firstRenderMs: number;
      librariesBeforeRender: string[];
      librariesLoaded: string[];
    }
  >;
  lighthouse: Record<string, { score: number; lcpMs: number; cls: number; tbtMs: number }>;
  /** The landing on a throttled phone (throttledLoad.ts): largest paint, and when the offers show. */
  throttled?: { lcpMs: number; offersMs: number };
  federation: { bytesRatio: number; extraRoundTrips: number };
}

export interface BudgetResult {
  name: string;
  limit: string;
  actual: string;
  met: boolean;
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);

/** Libraries that must not be fetched on a route (before they are needed). */
const notBefore: Array<{ library: string; routes: string[]; when: 'loaded' | 'beforeRender' }> = [
  { library: '@stripe/stripe-js', routes: ['landing', 'checkout'], when: 'loaded' },
  { library: '@stripe/react-stripe-js', routes: ['landing', 'checkout'], when: 'loaded' },
  { library: '@splidejs/splide', routes: ['landing'], when: 'beforeRender' },
  { library: 'react-joyride', routes: ['landing'], when: 'beforeRender' },
];

const lighthouseMinimum: Record<string, number> = { landing: 98, checkout: 95, payment: 95 };

export function evaluateBudgets(figures: BenchFigures): BudgetResult[] {
  const results: BudgetResult[] = [];
  const landing = figures.routes.landing;
  if (landing) {
    const bytes = landing.jsKb + landing.cssKb;
    results.push({ name: 'landing JS + CSS before the offers show', limit: '≤ 160 KB gzip', actual: `${fmt(bytes)} KB`, met: bytes <= 160 });
  }
  if (figures.throttled) {
    const { lcpMs, offersMs } = figures.throttled;
    results.push({ name: 'landing largest paint, throttled phone', limit: '≤ 1.2 s', actual: `${fmt(lcpMs / 1000, 2)} s`, met: lcpMs <= 1200 });
    results.push({ name: 'landing offers visible, throttled phone', limit: '≤ 1.6 s', actual: `${fmt(offersMs / 1000, 2)} s`, met: offersMs <= 1600 });
  }
  for (const [route, lighthouse] of Object.entries(figures.lighthouse)) {
    const minimum = lighthouseMinimum[route];
    if (minimum !== undefined)
      results.push({ name: `Lighthouse performance, ${route}`, limit: `≥ ${minimum}`, actual: fmt(lighthouse.score, 0), met: lighthouse.score >= minimum });
    if (route === 'landing')
      results.push({ name: 'Lighthouse LCP, landing', limit: '≤ 1.5 s', actual: `${fmt(lighthouse.lcpMs / 1000, 2)} s`, met: lighthouse.lcpMs <= 1500 });
    results.push({ name: `CLS, ${route}`, limit: '≤ 0.02', actual: fmt(lighthouse.cls, 3), met: lighthouse.cls <= 0.02 });
  }
  results.push({
    name: 'federation overhead, bytes',
    limit: '≤ 1.20x',
    actual: `${fmt(figures.federation.bytesRatio, 2)}x`,
    met: figures.federation.bytesRatio <= 1.2,
  });
  results.push({
    name: 'federation overhead, round trips',
    limit: '≤ 1 extra',
    actual: `${figures.federation.extraRoundTrips} extra`,
    met: figures.federation.extraRoundTrips <= 1,
  });
  for (const rule of notBefore) {
    for (const route of rule.routes) {
      const figuresOfRoute = figures.routes[route];
      if (!figuresOfRoute) continue;
      const fetched = (rule.when === 'loaded' ? figuresOfRoute.librariesLoaded : figuresOfRoute.librariesBeforeRender).includes(rule.library);
      results.push({
        name: `${rule.library} not fetched on ${route}${rule.when === 'beforeRender' ? ' before it is ready' : ''}`,
        limit: 'not fetched',
        actual: fetched ? 'fetched' : 'not fetched',
        met: !fetched,
      });
    }
  }
  results.push({ name: 'production build of all apps', limit: '≤ 30 s', actual: `${fmt(figures.buildSeconds)} s`, met: figures.buildSeconds <= 30 });
  return results;
}
