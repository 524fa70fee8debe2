/** The performance budgets of issue 7; each is printed as met or missed. */
export interface BenchFigures {
  buildSeconds: number;
  routes: Record<string, { jsKb: number; cssKb: number; jsServedKb: number; chainDepth: number; requests: number; firstRenderMs: number; librariesBeforeRender: string[]; librariesLoaded: string[] }>;
  lighthouse: Record<string, { score: number; lcpMs: number; cls: number; tbtMs: number }>;
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
export const notBefore: Array<{ library: string; routes: string[]; when: 'loaded' | 'beforeRender' }> = [
  { library: '@stripe/stripe-js', routes: ['landing', 'checkout'], when: 'loaded' },
  { library: '@stripe/react-stripe-js', routes: ['landing', 'checkout'], when: 'loaded' },
  { library: '@splidejs/splide', routes: ['landing'], when: 'beforeRender' },
  { library: 'react-joyride', routes: ['landing'], when: 'beforeRender' },
];

export function evaluateBudgets(figures: BenchFigures): BudgetResult[] {
  const results: BudgetResult[] = [];
  const landing = figures.routes.landing;
  if (landing) {
    results.push({ name: 'landing JS before first render', limit: '≤ 150 KB gzip', actual: `${fmt(landing.jsKb)} KB`, met: landing.jsKb <= 150 });
  }
  for (const route of ['landing', 'checkout']) {
    const lighthouse = figures.lighthouse[route];
    if (lighthouse) results.push({ name: `Lighthouse performance, ${route}`, limit: '≥ 95', actual: fmt(lighthouse.score, 0), met: lighthouse.score >= 95 });
  }
  for (const [route, lighthouse] of Object.entries(figures.lighthouse)) {
    results.push({ name: `LCP, ${route}`, limit: '≤ 1.8 s', actual: `${fmt(lighthouse.lcpMs / 1000, 2)} s`, met: lighthouse.lcpMs <= 1800 });
    results.push({ name: `CLS, ${route}`, limit: '≤ 0.02', actual: fmt(lighthouse.cls, 3), met: lighthouse.cls <= 0.02 });
  }
  results.push({
    name: 'federation overhead, bytes',
    limit: '≤ 1.10x',
    actual: `${fmt(figures.federation.bytesRatio, 2)}x`,
    met: figures.federation.bytesRatio <= 1.1,
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
        name: `${rule.library} not fetched on ${route}${rule.when === 'beforeRender' ? ' before first render' : ''}`,
        limit: 'not fetched',
        actual: fetched ? 'fetched' : 'not fetched',
        met: !fetched,
      });
    }
  }
  results.push({ name: 'production build of all apps', limit: '≤ 30 s', actual: `${fmt(figures.buildSeconds)} s`, met: figures.buildSeconds <= 30 });
  return results;
}
