import { formatLatency } from './interactionLatency';

/**
 * The performance budgets: only what the first view needs counts, and the
 * interactions a buyer makes are measured (docs/performance.md says why each
 * figure is what it is); each is printed as met or missed.
 */
export interface BenchFigures {
  buildSeconds: number;
  /** The language of the measured pages (`?lang=`). */
  pageLanguage: string;
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
      /** Style sheets (file names) fetched before the route was ready though all their rules are inline in the page. */
      cssAlreadyInline: string[];
      /** Languages of the translation chunks fetched before the route was ready; null: the build has no per-language chunk (all in the main bundle). */
      languagesBeforeRender: string[] | null;
    }
  >;
  lighthouse: Record<string, { score: number; lcpMs: number; cls: number; tbtMs: number }>;
  /** The landing on a throttled phone (throttledLoad.ts): largest paint, and when the offers show. */
  throttled?: { lcpMs: number; offersMs: number };
  /** Interaction to Next Paint per interaction on the throttled phone (null: under 16 ms), and when its outcome showed. */
  interactions?: Record<string, { inpMs: number | null; shownMs: number }>;
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
  // The bench's payment page has an empty cart: nothing to pay, no card fields.
  { library: '@stripe/stripe-js', routes: ['landing', 'checkout', 'payment'], when: 'loaded' },
  { library: '@stripe/react-stripe-js', routes: ['landing', 'checkout', 'payment'], when: 'loaded' },
  { library: 'libphonenumber-js', routes: ['landing', 'checkout', 'payment'], when: 'loaded' },
  { library: '@splidejs/splide', routes: ['landing'], when: 'beforeRender' },
  { library: 'react-joyride', routes: ['landing'], when: 'beforeRender' },
  // Field data is reported after the page is ready: it must cost the first view nothing.
  { library: 'web-vitals', routes: ['landing', 'checkout', 'payment'], when: 'beforeRender' },
  // The wallet's own chunk (bench.ts names it among the libraries): only on a payment page with something to pay.
  { library: 'payment-wallet', routes: ['landing', 'checkout', 'payment'], when: 'loaded' },
];

const lighthouseMinimum: Record<string, number> = { landing: 98, checkout: 98, payment: 98 };
/** CLS 0 as Lighthouse shows it (rounded to three decimals, a shift of at most 0.001 reads 0). */
const clsZero = 0.001;
const inpLimitMs = 200;

export function evaluateBudgets(figures: BenchFigures): BudgetResult[] {
  const results: BudgetResult[] = [];
  const landing = figures.routes.landing;
  if (landing) {
    const bytes = landing.jsKb + landing.cssKb;
    results.push({ name: 'landing JS + CSS before the offers show', limit: '≤ 170 KB gzip', actual: `${fmt(bytes)} KB`, met: bytes <= 170 });
    const duplicates = landing.cssAlreadyInline;
    results.push({
      name: 'landing CSS fetched though already inline',
      limit: 'none',
      actual: duplicates.length === 0 ? 'none' : `${duplicates.length} (${duplicates.join(', ')})`,
      met: duplicates.length === 0,
    });
    results.push(languageBudget(landing.languagesBeforeRender, figures.pageLanguage));
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
    results.push({ name: `CLS, ${route}`, limit: '0', actual: lighthouse.cls <= clsZero ? '0' : fmt(lighthouse.cls, 3), met: lighthouse.cls <= clsZero });
  }
  for (const [interaction, { inpMs }] of Object.entries(figures.interactions ?? {})) {
    results.push({
      name: `INP, ${interaction}, throttled phone`,
      limit: `≤ ${inpLimitMs} ms`,
      actual: formatLatency(inpMs),
      met: inpMs === null || inpMs <= inpLimitMs,
    });
  }
  results.push({
    name: 'federation overhead, bytes',
    limit: '≤ 1.22x',
    actual: `${fmt(figures.federation.bytesRatio, 2)}x`,
    met: figures.federation.bytesRatio <= 1.22,
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

/**
 * Only the page's language before the offers: the per-language translation
 * chunks fetched by then must all be of that language. A build without such
 * chunks ships every language in its main bundle, which misses it.
 */
function languageBudget(languages: string[] | null, pageLanguage: string): BudgetResult {
  const name = 'landing translations before the offers show';
  const limit = `${pageLanguage} only`;
  if (languages === null) return { name, limit, actual: 'all languages in the main bundle', met: false };
  const others = [...new Set(languages)].filter((language) => language !== pageLanguage);
  return { name, limit, actual: languages.length === 0 ? 'none fetched' : [...new Set(languages)].sort().join(', '), met: others.length === 0 };
}
