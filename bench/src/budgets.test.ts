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
  ...overrides,
});

const lighthouse = (overrides: Partial<BenchFigures['lighthouse'][string]> = {}) => ({ score: 98, seo: 100, lcpMs: 1500, cls: 0.001, tbtMs: 50, ...overrides });

const figures = (overrides: Partial<BenchFigures> = {}): BenchFigures => ({
  buildSeconds: 8,
  pageLanguage: 'es',
  routes: { landing: route(), checkout: route(), payment: route() },
  lighthouse: { landing: lighthouse(), checkout: lighthouse(), payment: lighthouse({ cls: 0 }) },
  throttled: { lcpMs: 800, offersMs: 800, subscribeMs: 2000, cls: 0.001 },
  interactions: { 'region tab': { inpMs: 200, shownMs: 250 }, Subscribe: { inpMs: null, shownMs: 600 } },
  federation: { bytesRatio: 1.26, extraRoundTrips: 1 },
  ...overrides,
});

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
    ['landing JS + CSS before it is interactive', figures({ routes: { landing: route({ jsKb: 170, cssKb: 10.1 }) } })],
    ['landing CSS fetched though already inline', figures({ routes: { landing: route({ cssAlreadyInline: ['main.abc.css'] }) } })],
    ['landing translations before it is interactive', figures({ routes: { landing: route({ languagesBeforeRender: ['es', 'en'] }) } })],
    ['landing largest paint, throttled phone', figures({ throttled: { lcpMs: 801, offersMs: 700, subscribeMs: 1500, cls: 0 } })],
    ['landing offers visible, throttled phone', figures({ throttled: { lcpMs: 700, offersMs: 801, subscribeMs: 1500, cls: 0 } })],
    ['landing Subscribe hydrated, throttled phone', figures({ throttled: { lcpMs: 700, offersMs: 700, subscribeMs: 2001, cls: 0 } })],
    ['CLS, landing, throttled phone', figures({ throttled: { lcpMs: 700, offersMs: 700, subscribeMs: 1500, cls: 0.0011 } })],
    ['Lighthouse SEO, landing', figures({ lighthouse: { landing: lighthouse({ seo: 99 }) } })],
    ['Lighthouse performance, landing', figures({ lighthouse: { landing: lighthouse({ score: 97 }) } })],
    ['Lighthouse performance, checkout', figures({ lighthouse: { checkout: lighthouse({ score: 97 }) } })],
    ['Lighthouse performance, payment', figures({ lighthouse: { payment: lighthouse({ score: 97 }) } })],
    ['Lighthouse LCP, landing', figures({ lighthouse: { landing: lighthouse({ score: 99, lcpMs: 1501 }) } })],
    ['CLS, checkout', figures({ lighthouse: { checkout: lighthouse({ cls: 0.0011 }) } })],
    ['INP, region tab, throttled phone', figures({ interactions: { 'region tab': { inpMs: 201, shownMs: 210 } } })],
    ['federation overhead, bytes', figures({ federation: { bytesRatio: 1.27, extraRoundTrips: 0 } })],
    ['federation overhead, round trips', figures({ federation: { bytesRatio: 1, extraRoundTrips: 2 } })],
    ['@stripe/stripe-js not fetched on checkout', figures({ routes: { landing: route(), checkout: route({ librariesLoaded: ['@stripe/stripe-js'] }) } })],
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

  it('meets it when the page language is in the main bundle and no other language chunk came before the offers', () => {
    expect(missed(figures({ routes: { landing: route({ languagesBeforeRender: [] }) } }))).toEqual([]);
  });

  it('shows a CLS of at most 0.001 as 0, and an interaction under the Event Timing threshold as such', () => {
    const value = figures();
    expect(actual(value, 'CLS, landing')).toBe('0');
    expect(actual(value, 'INP, Subscribe, throttled phone')).toBe('< 16 ms');
    expect(actual(figures({ lighthouse: { landing: lighthouse({ cls: 0.0123 }) } }), 'CLS, landing')).toBe('0.012');
  });
});
