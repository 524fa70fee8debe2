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
  /** Per route, a real page load until the route is ready (the landing: hydrated, its Subscribe the spec's button). */
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
      /** What the route fetched for the steps after it: files, KB as transferred, and how many started before it was ready. */
      laterRoutes: { files: number; kb: number; startedBeforeReady: number };
    }
  >;
  lighthouse: Record<string, { score: number; seo: number; lcpMs: number; cls: number; tbtMs: number }>;
  /** The plain (non-federated) landing's Lighthouse score in the same run: the federated one is never below it. */
  plainLighthouseScore?: number;
  /**
   * The landing on a throttled phone (throttledLoad.ts): largest paint, when the offers show (from the HTML), when
   * Subscribe is hydrated (does what the spec says), and the layout shifts until then.
   */
  throttled?: { lcpMs: number; offersMs: number; subscribeMs: number; cls: number };
  /** Interaction to Next Paint per interaction on the throttled phone (null: under 16 ms), and when its outcome showed. */
  interactions?: Record<string, { inpMs: number | null; shownMs: number }>;
  /** The buyer's journey on the throttled phone (journey.ts): each step's wait and INP, and two pages opened afresh. */
  journey?: {
    offersMs: number;
    subscribe: { inpMs: number | null; shownMs: number };
    proceed: { inpMs: number | null; shownMs: number };
    proceedStripeDelayed: { inpMs: number | null; shownMs: number };
    pay: { inpMs: number | null; shownMs: number };
    openedAfresh: { checkoutMs: number; paymentMs: number };
  };
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
  // The bench's payment page has an empty cart: nothing to pay, no card fields. Checkout fetches the payment's
  // forms once it is ready and idle (the next step, while the buyer reads), never before.
  { library: '@stripe/stripe-js', routes: ['landing', 'payment'], when: 'loaded' },
  { library: '@stripe/react-stripe-js', routes: ['landing', 'payment'], when: 'loaded' },
  { library: 'libphonenumber-js', routes: ['landing', 'payment'], when: 'loaded' },
  { library: '@stripe/stripe-js', routes: ['checkout'], when: 'beforeRender' },
  { library: '@stripe/react-stripe-js', routes: ['checkout'], when: 'beforeRender' },
  { library: 'libphonenumber-js', routes: ['checkout'], when: 'beforeRender' },
  { library: '@splidejs/splide', routes: ['landing'], when: 'beforeRender' },
  { library: 'react-joyride', routes: ['landing'], when: 'beforeRender' },
  // Field data is reported after the page is ready: it must cost the first view nothing.
  { library: 'web-vitals', routes: ['landing', 'checkout', 'payment'], when: 'beforeRender' },
  // The wallet's own chunk (bench.ts names it among the libraries): only on a payment page with something to pay.
  { library: 'payment-wallet', routes: ['landing', 'checkout', 'payment'], when: 'loaded' },
];

const lighthouseMinimum: Record<string, number> = { landing: 98, checkout: 98, payment: 98 };
/** The landing is what search engines read: its offers are in its HTML, as schema.org data too. */
const lighthouseSeoMinimum: Record<string, number> = { landing: 100 };
/** CLS 0 as Lighthouse shows it (rounded to three decimals, a shift of at most 0.001 reads 0). */
const clsZero = 0.001;
/** Interactions within a page; the presses that lead to the next step are held to less (journeyInpLimitMs). */
const inpLimitMs = 200;
const journeyInpLimitMs = 100;
/** The landing's byte ceiling: what the design's libraries reach, the kit bundled in each app included. */
const landingKbLimit = 182;
const seconds = (ms: number) => `${fmt(ms / 1000, 2)} s`;

export function evaluateBudgets(figures: BenchFigures): BudgetResult[] {
  const results: BudgetResult[] = [];
  const landing = figures.routes.landing;
  if (landing) {
    const bytes = landing.jsKb + landing.cssKb;
    results.push({
      name: 'landing JS + CSS before it is interactive',
      limit: `≤ ${landingKbLimit} KB gzip`,
      actual: `${fmt(bytes)} KB`,
      met: bytes <= landingKbLimit,
    });
    results.push({
      name: 'landing: fetched for later routes only once it is ready',
      limit: 'none before',
      actual: `${landing.laterRoutes.startedBeforeReady} before (${landing.laterRoutes.files} files, ${fmt(landing.laterRoutes.kb)} KB after)`,
      met: landing.laterRoutes.startedBeforeReady === 0,
    });
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
    const { lcpMs, offersMs, subscribeMs, cls } = figures.throttled;
    results.push({ name: 'landing largest paint, throttled phone', limit: '≤ 0.6 s', actual: seconds(lcpMs), met: lcpMs <= 600 });
    results.push({ name: 'landing offers visible, throttled phone', limit: '≤ 0.5 s', actual: seconds(offersMs), met: offersMs <= 500 });
    results.push({ name: 'landing Subscribe hydrated, throttled phone', limit: '≤ 2.0 s', actual: seconds(subscribeMs), met: subscribeMs <= 2000 });
    results.push({ name: 'CLS, landing, throttled phone', limit: '0', actual: cls <= clsZero ? '0' : fmt(cls, 3), met: cls <= clsZero });
  }
  results.push(...journeyBudgets(figures.journey));
  const plainScore = figures.plainLighthouseScore;
  for (const [route, lighthouse] of Object.entries(figures.lighthouse)) {
    const minimum = lighthouseMinimum[route];
    if (minimum !== undefined)
      results.push({ name: `Lighthouse performance, ${route}`, limit: `≥ ${minimum}`, actual: fmt(lighthouse.score, 0), met: lighthouse.score >= minimum });
    const seoMinimum = lighthouseSeoMinimum[route];
    if (seoMinimum !== undefined)
      results.push({ name: `Lighthouse SEO, ${route}`, limit: `≥ ${seoMinimum}`, actual: fmt(lighthouse.seo, 0), met: lighthouse.seo >= seoMinimum });
    if (route === 'landing' && plainScore !== undefined && !Number.isNaN(plainScore))
      results.push({
        name: 'Lighthouse performance, landing against the plain build in the same run',
        limit: `≥ ${fmt(plainScore, 0)}`,
        actual: fmt(lighthouse.score, 0),
        met: lighthouse.score >= plainScore,
      });
    results.push({ name: `Lighthouse LCP, ${route}`, limit: '≤ 1.5 s', actual: seconds(lighthouse.lcpMs), met: lighthouse.lcpMs <= 1500 });
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
    limit: '≤ 1.26x',
    actual: `${fmt(figures.federation.bytesRatio, 2)}x`,
    met: figures.federation.bytesRatio <= 1.26,
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

/** The journey's steps on the throttled phone: each as fast as the landing, each press answered at once. */
function journeyBudgets(journey: BenchFigures['journey']): BudgetResult[] {
  if (!journey) return [];
  const within = (name: string, ms: number, limitMs: number): BudgetResult => ({
    name,
    limit: `≤ ${seconds(limitMs)}`,
    actual: seconds(ms),
    met: ms <= limitMs,
  });
  const inp = (name: string, inpMs: number | null): BudgetResult => ({
    name: `INP, ${name}, throttled phone`,
    limit: `≤ ${journeyInpLimitMs} ms`,
    actual: formatLatency(inpMs),
    met: inpMs === null || inpMs <= journeyInpLimitMs,
  });
  return [
    within('Subscribe → checkout ready, throttled phone', journey.subscribe.shownMs, 500),
    within('proceed → card fields accept input, throttled phone', journey.proceed.shownMs, 500),
    within('proceed → card fields, Stripe.js delayed as its host is', journey.proceedStripeDelayed.shownMs, 800),
    within('/checkout opened afresh: cart lines and total, throttled phone', journey.openedAfresh.checkoutMs, 1200),
    within('/payment opened afresh: card fields, throttled phone', journey.openedAfresh.paymentMs, 1500),
    inp('Subscribe', journey.subscribe.inpMs),
    inp('proceed', journey.proceed.inpMs),
    inp('Pay', journey.pay.inpMs),
  ];
}

/**
 * Only the page's language before the landing is interactive: the
 * per-language translation chunks fetched by then must all be of that language. A build without such
 * chunks ships every language in its main bundle, which misses it.
 */
function languageBudget(languages: string[] | null, pageLanguage: string): BudgetResult {
  const name = 'landing translations before it is interactive';
  const limit = `${pageLanguage} only`;
  if (languages === null) return { name, limit, actual: 'all languages in the main bundle', met: false };
  const others = [...new Set(languages)].filter((language) => language !== pageLanguage);
  return { name, limit, actual: languages.length === 0 ? 'none fetched' : [...new Set(languages)].sort().join(', '), met: others.length === 0 };
}
