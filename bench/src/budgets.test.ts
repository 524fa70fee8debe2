import { evaluateBudgets, type BenchFigures } from './budgets';

const route = (overrides: Partial<BenchFigures['routes'][string]> = {}): BenchFigures['routes'][string] => ({
  jsKb: 160,
  jsServedKb: 140,
  cssKb: 10,
  chainDepth: 4,
  requests: 20,
  firstRenderMs: 900,
  librariesBeforeRender: ['react', 'react-dom'],
  librariesLoaded: ['react', 'react-dom', 'web-vitals'],
  cssAlreadyInline: [],
  languagesBeforeRender: ['es'],
  laterRoutes: { files: 3, kb: 40, startedBeforeReady: 0 },
  ...overrides,
});

const lighthouse = (overrides: Partial<BenchFigures['lighthouse'][string]> = {}) => ({ score: 98, seo: 100, lcpMs: 1500, cls: 0.001, tbtMs: 50, ...overrides });

const figures = (overrides: Partial<BenchFigures> = {}): BenchFigures => ({
  buildSeconds: 8,
  pageLanguage: 'es',
  routes: { landing: route(), checkout: route(), payment: route() },
  lighthouse: { landing: lighthouse(), checkout: lighthouse(), payment: lighthouse({ cls: 0 }) },
  plainLighthouseScore: 98,
  throttled: { lcpMs: 600, offersMs: 500, subscribeMs: 2000, cls: 0.001 },
  interactions: { 'region tab': { inpMs: 200, shownMs: 250 }, 'remove a cart line': { inpMs: null, shownMs: 300 } },
  journey: {
    offersMs: 500,
    subscribe: { inpMs: 100, shownMs: 500 },
    proceed: { inpMs: null, shownMs: 500 },
    proceedStripeDelayed: { inpMs: 90, shownMs: 800 },
    pay: { inpMs: 100, shownMs: 1400 },
    openedAfresh: { checkoutMs: 1200, paymentMs: 1500 },
  },
  federation: { bytesRatio: 1.26, extraRoundTrips: 1 },
  ...overrides,
});

/** The figures with some of the journey's changed. */
function withJourney(overrides: Partial<NonNullable<BenchFigures['journey']>>): BenchFigures {
  const base = figures();
  if (!base.journey) throw new Error('the figures have a journey');
  return { ...base, journey: { ...base.journey, ...overrides } };
}

const results = (value: BenchFigures) => evaluateBudgets(value);
const missed = (value: BenchFigures) =>
  results(value)
    .filter((result) => !result.met)
    .map((result) => result.name);
const actual = (value: BenchFigures, name: string) => results(value).find((result) => result.name === name)?.actual;

describe('performance budgets', () => {
  it('are all met by figures within every limit', () => {
    expect(missed(figures())).toEqual([]);
  });

  it.each([
    ['landing JS + CSS before it is interactive', figures({ routes: { landing: route({ jsKb: 172, cssKb: 10.1 }) } })],
    [
      'landing: fetched for later routes only once it is ready',
      figures({ routes: { landing: route({ laterRoutes: { files: 3, kb: 40, startedBeforeReady: 1 } }) } }),
    ],
    ['landing CSS fetched though already inline', figures({ routes: { landing: route({ cssAlreadyInline: ['main.abc.css'] }) } })],
    ['landing translations before it is interactive', figures({ routes: { landing: route({ languagesBeforeRender: ['es', 'en'] }) } })],
    ['landing largest paint, throttled phone', figures({ throttled: { lcpMs: 601, offersMs: 400, subscribeMs: 1500, cls: 0 } })],
    ['landing offers visible, throttled phone', figures({ throttled: { lcpMs: 500, offersMs: 501, subscribeMs: 1500, cls: 0 } })],
    ['landing Subscribe hydrated, throttled phone', figures({ throttled: { lcpMs: 500, offersMs: 400, subscribeMs: 2001, cls: 0 } })],
    ['CLS, landing, throttled phone', figures({ throttled: { lcpMs: 500, offersMs: 400, subscribeMs: 1500, cls: 0.0011 } })],
    ['Lighthouse SEO, landing', figures({ lighthouse: { landing: lighthouse({ seo: 99 }) } })],
    ['Lighthouse performance, landing', figures({ lighthouse: { landing: lighthouse({ score: 97 }) } })],
    ['Lighthouse performance, checkout', figures({ lighthouse: { checkout: lighthouse({ score: 97 }) } })],
    ['Lighthouse performance, payment', figures({ lighthouse: { payment: lighthouse({ score: 97 }) } })],
    ['Lighthouse LCP, landing', figures({ lighthouse: { landing: lighthouse({ score: 99, lcpMs: 1501 }) } })],
    ['Lighthouse LCP, checkout', figures({ lighthouse: { checkout: lighthouse({ lcpMs: 1501 }) } })],
    ['Lighthouse LCP, payment', figures({ lighthouse: { payment: lighthouse({ lcpMs: 1501 }) } })],
    [
      'Lighthouse performance, landing against the plain build in the same run',
      figures({ plainLighthouseScore: 100, lighthouse: { landing: lighthouse({ score: 99 }) } }),
    ],
    ['CLS, checkout', figures({ lighthouse: { checkout: lighthouse({ cls: 0.0011 }) } })],
    ['INP, region tab, throttled phone', figures({ interactions: { 'region tab': { inpMs: 201, shownMs: 210 } } })],
    ['federation overhead, bytes', figures({ federation: { bytesRatio: 1.27, extraRoundTrips: 0 } })],
    ['federation overhead, round trips', figures({ federation: { bytesRatio: 1, extraRoundTrips: 2 } })],
    ['@stripe/stripe-js not fetched on landing', figures({ routes: { landing: route({ librariesLoaded: ['@stripe/stripe-js'] }) } })],
    [
      '@stripe/stripe-js not fetched on checkout before it is ready',
      figures({ routes: { checkout: route({ librariesBeforeRender: ['@stripe/stripe-js'] }) } }),
    ],
    ['Subscribe → checkout ready, throttled phone', withJourney({ subscribe: { inpMs: 50, shownMs: 501 } })],
    ['proceed → card fields accept input, throttled phone', withJourney({ proceed: { inpMs: 50, shownMs: 501 } })],
    ['proceed → card fields, Stripe.js delayed as its host is', withJourney({ proceedStripeDelayed: { inpMs: 50, shownMs: 801 } })],
    ['/checkout opened afresh: cart lines and total, throttled phone', withJourney({ openedAfresh: { checkoutMs: 1201, paymentMs: 1000 } })],
    ['/payment opened afresh: card fields, throttled phone', withJourney({ openedAfresh: { checkoutMs: 1000, paymentMs: 1501 } })],
    ['INP, Subscribe, throttled phone', withJourney({ subscribe: { inpMs: 101, shownMs: 300 } })],
    ['INP, proceed, throttled phone', withJourney({ proceed: { inpMs: 101, shownMs: 300 } })],
    ['INP, Pay, throttled phone', withJourney({ pay: { inpMs: 101, shownMs: 300 } })],
    ['react-joyride not fetched on landing before it is ready', figures({ routes: { landing: route({ librariesBeforeRender: ['react-joyride'] }) } })],
    ['@stripe/react-stripe-js not fetched on payment', figures({ routes: { payment: route({ librariesLoaded: ['@stripe/react-stripe-js'] }) } })],
    ['libphonenumber-js not fetched on payment', figures({ routes: { payment: route({ librariesLoaded: ['libphonenumber-js'] }) } })],
    ['web-vitals not fetched on payment before it is ready', figures({ routes: { payment: route({ librariesBeforeRender: ['web-vitals'] }) } })],
    ['production build of all apps', figures({ buildSeconds: 31 })],
  ])('%s is missed past its limit', (name, value) => {
    expect(missed(value)).toContain(name);
  });

  it('misses the one-language budget on a build that ships every language in its main bundle, and says so', () => {
    const value = figures({ routes: { landing: route({ languagesBeforeRender: null }) } });
    expect(missed(value)).toContain('landing translations before it is interactive');
    expect(actual(value, 'landing translations before it is interactive')).toBe('all languages in the main bundle');
  });

  it('lets checkout fetch the payment’s forms once it is ready (the next step), never the landing', () => {
    expect(
      missed(
        figures({ routes: { landing: route(), checkout: route({ librariesLoaded: ['@stripe/stripe-js', '@stripe/react-stripe-js'] }), payment: route() } }),
      ),
    ).toEqual([]);
  });

  it('meets it when the page language is in the main bundle and no other language chunk came before the offers', () => {
    expect(missed(figures({ routes: { landing: route({ languagesBeforeRender: [] }) } }))).toEqual([]);
  });

  it('shows a CLS of at most 0.001 as 0, and an interaction under the Event Timing threshold as such', () => {
    const value = figures();
    expect(actual(value, 'CLS, landing')).toBe('0');
    expect(actual(value, 'INP, proceed, throttled phone')).toBe('< 16 ms');
    expect(actual(figures({ lighthouse: { landing: lighthouse({ cls: 0.0123 }) } }), 'CLS, landing')).toBe('0.012');
  });
});
