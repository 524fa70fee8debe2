import { evaluateBudgets, type BenchFigures } from './budgets';

const route = (overrides: Partial<BenchFigures['routes'][string]> = {}) => ({
  jsKb: 120,
  jsServedKb: 110,
  cssKb: 10,
  chainDepth: 4,
  requests: 20,
  firstRenderMs: 900,
  librariesBeforeRender: ['react', 'react-dom'],
  librariesLoaded: ['react', 'react-dom'],
  ...overrides,
});

const figures = (overrides: Partial<BenchFigures> = {}): BenchFigures => ({
  buildSeconds: 8,
  routes: { landing: route(), checkout: route(), payment: route({ librariesLoaded: ['@stripe/stripe-js'] }) },
  lighthouse: {
    landing: { score: 98, lcpMs: 1500, cls: 0.01, tbtMs: 50 },
    checkout: { score: 96, lcpMs: 1700, cls: 0, tbtMs: 30 },
    payment: { score: 95, lcpMs: 2000, cls: 0.02, tbtMs: 90 },
  },
  throttled: { lcpMs: 1200, offersMs: 1600 },
  federation: { bytesRatio: 1.2, extraRoundTrips: 1 },
  ...overrides,
});

const missed = (value: BenchFigures) =>
  evaluateBudgets(value)
    .filter((result) => !result.met)
    .map((result) => result.name);

describe('performance budgets', () => {
  it('are all met by figures within every limit', () => {
    expect(missed(figures())).toEqual([]);
  });

  it.each([
    ['landing JS + CSS before the offers show', figures({ routes: { landing: route({ jsKb: 150, cssKb: 10.1 }), checkout: route() } })],
    ['landing largest paint, throttled phone', figures({ throttled: { lcpMs: 1201, offersMs: 1500 } })],
    ['landing offers visible, throttled phone', figures({ throttled: { lcpMs: 900, offersMs: 1601 } })],
    ['Lighthouse performance, landing', figures({ lighthouse: { landing: { score: 97, lcpMs: 1500, cls: 0, tbtMs: 0 } } })],
    ['Lighthouse performance, payment', figures({ lighthouse: { payment: { score: 94, lcpMs: 1500, cls: 0, tbtMs: 0 } } })],
    ['Lighthouse LCP, landing', figures({ lighthouse: { landing: { score: 99, lcpMs: 1501, cls: 0, tbtMs: 0 } } })],
    ['CLS, checkout', figures({ lighthouse: { checkout: { score: 99, lcpMs: 1000, cls: 0.021, tbtMs: 0 } } })],
    ['federation overhead, bytes', figures({ federation: { bytesRatio: 1.21, extraRoundTrips: 0 } })],
    ['federation overhead, round trips', figures({ federation: { bytesRatio: 1, extraRoundTrips: 2 } })],
    ['@stripe/stripe-js not fetched on checkout', figures({ routes: { landing: route(), checkout: route({ librariesLoaded: ['@stripe/stripe-js'] }) } })],
    ['react-joyride not fetched on landing before it is ready', figures({ routes: { landing: route({ librariesBeforeRender: ['react-joyride'] }) } })],
    ['production build of all apps', figures({ buildSeconds: 31 })],
  ])('%s is missed past its limit', (name, value) => {
    expect(missed(value)).toContain(name);
  });
});
