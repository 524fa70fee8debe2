import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { controlUrl } from '../../support/env';
import { devApi, landingReady, openPage, route, useBrowser } from '../../support/browser';
import { skipTour } from '../../support/probes';

/**
 * Core Web Vitals from real visits: LCP, INP, CLS and TTFB arrive at the tracking service as call 7
 * events (`web_vitals`), from a library fetched only after the page has loaded. `npm start`'s config (and the
 * tests') reports every visit; a rate of 0 reports none and fetches nothing.
 */
const browser = useBrowser();
/** The version the served landing was built as (its manifest's buildVersion). */
const landingVersion = (JSON.parse(readFileSync(path.resolve(__dirname, '../../../remote-landing/package.json'), 'utf8')) as { version: string }).version;
beforeEach(() => devApi.reset());

type Event = Record<string, unknown>;

/** The share of visits the served config reports field data for (null: back to the stack's 1). */
async function setFieldDataRate(rate: number | null): Promise<void> {
  const response = await fetch(`${controlUrl}/web-vitals/${rate ?? ''}`, { method: 'POST' });
  if (!response.ok) throw new Error(await response.text());
}
afterAll(() => setFieldDataRate(null));

/** The page as the buyer leaves it (another tab, the phone's home screen): web-vitals reports CLS and INP then. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** The field-data events of `context`'s pages, once `expected` of them have arrived (or after 10 s). */
async function webVitals(context: BrowserContext, expected: number): Promise<Event[]> {
  const received = async () => (await devApi.trackingEvents(context)).filter((event) => event.event_type === 'web_vitals');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const events = await received();
    if (events.length >= expected) return events;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return received();
}

describe('performance: field data from real visits', () => {
  it("reports LCP, INP, CLS and TTFB with the route, its remote's version, portal, language and rating, from a library fetched after the load", async () => {
    const { page, context } = await openPage(browser(), 'phone');
    await skipTour(context);
    const fetched: Array<{ url: string; at: number }> = [];
    page.on('request', (request: Request) => fetched.push({ url: request.url(), at: Date.now() }));
    await page.goto(route('/', { lang: 'pt' }));
    await landingReady(page);
    const loadedAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByType('navigation')[0]!.duration);
    // An interaction to measure: choosing a region tab.
    await page.getByRole('tab').nth(1).click();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/web-vitals\.[0-9a-f]+\.js$/.test(entry.name)));
    // LCP is final at the buyer's first real input once the library listens (web-vitals ignores the synthetic
    // visibilitychange below, and the tab was chosen before it loaded on a busy machine): a key that does nothing,
    // pressed until the library has started and sent it.
    for (let attempt = 0; attempt < 50 && !(await webVitals(context, 0)).some((event) => event.metric === 'LCP'); attempt += 1) {
      await page.keyboard.press('Shift');
      await page.waitForTimeout(200);
    }
    await hidePage(page);

    const events = await webVitals(context, 4);
    const byMetric = new Map(events.map((event) => [event.metric, event]));
    expect([...byMetric.keys()].sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
    for (const event of events) {
      expect(event).toMatchObject({
        route: '/',
        language: 'pt',
        // The landing's, as its manifest says it: a canary's events can be told from the released version's.
        remote_version: landingVersion,
        portal: expect.any(String) as unknown,
        page_url: expect.stringContaining('lang=pt') as unknown,
      });
      expect(['good', 'needs-improvement', 'poor']).toContain(event.rating);
      expect(typeof event.value).toBe('number');
    }
    // No shift; were there one, the element that moved most (the attribution build's target) is in the message.
    const cls = byMetric.get('CLS');
    expect({ value: cls?.value, target: cls?.target }).toEqual({ value: 0, target: null });
    // Not on the critical path: the library came after the page had loaded.
    const library = fetched.find(({ url }) => /\/web-vitals\.[0-9a-f]+\.js$/.test(url));
    expect(library?.at).toBeGreaterThanOrEqual(Math.floor(loadedAt));
    await context.close();
  });

  it('sends nothing and fetches nothing when the rate is 0', async () => {
    const { page, context } = await openPage(browser(), 'desktop');
    await skipTour(context);
    // The deployment's config with field data turned off.
    await setFieldDataRate(0);
    const fetched: string[] = [];
    page.on('request', (request: Request) => fetched.push(request.url()));
    await page.goto(route('/', { lang: 'es' }));
    await page.getByTestId('subscription-card').first().waitFor();
    await page.waitForLoadState('load');
    await page.waitForTimeout(2_000);
    await hidePage(page);
    await page.waitForTimeout(500);
    expect(fetched.filter((url) => url.includes('web-vitals'))).toEqual([]);
    expect(await webVitals(context, 0)).toEqual([]);
    await context.close();
    await setFieldDataRate(null);
  });
});
