import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { controlUrl, repoRoot } from '../../support/env';
import { skipTour } from '../../support/probes';
import { expect, test, type DevApi } from '../../support/fixtures';
import { route } from '../../support/stack';
import { framesDrawn, landingReady } from '../../support/pages';

/**
 * Core Web Vitals from real visits: LCP, INP, CLS and TTFB arrive at the tracking service as call 7
 * events (`web_vitals`), from a library fetched only after the page has loaded. `npm start`'s config (and the
 * tests') reports every visit; a rate of 0 reports none and fetches nothing.
 */
/** The version the served landing was built as (its manifest's buildVersion). */
const landingVersion = (JSON.parse(readFileSync(path.join(repoRoot, 'remote-landing/package.json'), 'utf8')) as { version: string }).version;

type Event = Record<string, unknown>;

/** The share of visits the served config reports field data for (null: back to the stack's 1). */
async function setFieldDataRate(rate: number | null): Promise<void> {
  const response = await fetch(`${controlUrl}/web-vitals/${rate ?? ''}`, { method: 'POST' });
  if (!response.ok) throw new Error(await response.text());
}
test.afterAll(() => setFieldDataRate(null));

/** The page as the buyer leaves it (another tab, the phone's home screen): web-vitals reports CLS and INP then. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** The field-data events dev-api has received from `context`'s pages (sent without waiting: they arrive in their own time). */
async function webVitals(devApi: DevApi, context: BrowserContext): Promise<Event[]> {
  return (await devApi.trackingEvents(context)).filter((event) => event.event_type === 'web_vitals');
}

test.describe('performance: field data from real visits', () => {
  test("reports LCP, INP, CLS and TTFB with the route, its remote's version, portal, language and rating, from a library fetched after the load", async ({
    openPage,
    devApi,
  }) => {
    const { page, context } = await openPage('phone');
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
    await expect(async () => {
      await page.keyboard.press('Shift');
      expect((await webVitals(devApi, context)).some((event) => event.metric === 'LCP')).toBe(true);
    }).toPass();
    await hidePage(page);

    await expect.poll(async () => (await webVitals(devApi, context)).length).toBeGreaterThanOrEqual(4);
    const events = await webVitals(devApi, context);
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
  });

  test('sends nothing and fetches nothing when the rate is 0', async ({ openPage, devApi }) => {
    const { page, context } = await openPage('desktop');
    await skipTour(context);
    // The deployment's config with field data turned off.
    await setFieldDataRate(0);
    const fetched: string[] = [];
    page.on('request', (request: Request) => fetched.push(request.url()));
    // The page's clock: the work that waits for the load and an idle moment runs when the test says.
    await page.clock.install();
    await page.goto(route('/', { lang: 'es' }));
    await page.getByTestId('subscription-card').first().waitFor();
    await page.waitForLoadState('load');
    // Every idle moment's due: field data, had this visit been sampled, would be fetched now; the sections below
    // the offers (the same kind of work) hydrate.
    await page.clock.fastForward(5_000);
    await page.locator('#campus img').waitFor({ state: 'attached' });
    await hidePage(page);
    await framesDrawn(page);
    expect(fetched.filter((url) => url.includes('web-vitals'))).toEqual([]);
    await expect.poll(() => webVitals(devApi, context)).toEqual([]);
    await context.close();
    await setFieldDataRate(null);
  });
});
