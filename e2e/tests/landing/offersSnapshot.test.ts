import type { Page, Route } from 'playwright-core';
import { devApi, layoutShiftTotal, offersLive, openPage, recordLayoutShifts, route, stack, useBrowser } from '../../support/browser';
import { devApiUrl, offersRefreshSeconds } from '../../support/env';
import { skipTour } from './support';

/**
 * The offers come with the HTML: a job of the landing's deployment renders
 * call 1's offers into the landing's first view every few seconds (the test
 * stacks run it every `offersRefreshSeconds`), the server puts it into the
 * page, the browser hydrates it, and the live call 1 then confirms it.
 */
const browser = useBrowser();
afterAll(() => devApi.reset());

const call1 = `${devApiUrl}/profile/checkout/products/get-products?type=Subscription`;
const isCall1 = (url: URL) => url.href === call1;

/** The snapshot's data as the served HTML of `/` carries it (null when the page has none). */
async function servedSnapshot(lang: string): Promise<{ takenAt: string; offers: Array<{ id: number; price: string }> } | null> {
  const html = await (await fetch(route('/', { lang }))).text();
  const data = /<script type="application\/json" data-offers-snapshot="">([^<]*)<\/script>/.exec(html)?.[1];
  return data ? (JSON.parse(data) as { takenAt: string; offers: Array<{ id: number; price: string }> }) : null;
}

const priceIn = (snapshot: Awaited<ReturnType<typeof servedSnapshot>>, id: number) => snapshot?.offers.find((offer) => offer.id === id)?.price;

/** Polls the served HTML until `done` holds; how long that took. */
async function servedWithin(lang: string, done: (snapshot: Awaited<ReturnType<typeof servedSnapshot>>) => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (done(await servedSnapshot(lang))) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`the served HTML did not change within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Answers the page's call 1 with dev-api's answer, changed by `change`, once the returned function is called. */
async function rewriteCall1(page: Page, change: (offers: Array<Record<string, unknown>>) => unknown): Promise<() => void> {
  let answerNow = () => undefined as void;
  const held = new Promise<void>((resolve) => (answerNow = resolve));
  await page.route(isCall1, async (handle: Route) => {
    await held;
    const answer = await handle.fetch();
    await handle.fulfill({ response: answer, json: change((await answer.json()) as Array<Record<string, unknown>>) });
  });
  return answerNow;
}

describe('the offers in the first HTML', () => {
  it('a price changed in the profile service is in the served HTML within one refresh interval', async () => {
    const latam = 5;
    await expect(servedSnapshot('en').then((snapshot) => priceIn(snapshot, latam))).resolves.toBe('99.00');
    await devApi.changeProduct(latam, { price: '79.50' });
    // One interval, and the job's own time to ask, render three languages and write them.
    const took = await servedWithin('en', (snapshot) => priceIn(snapshot, latam) === '79.50', offersRefreshSeconds * 1000 + 1500);
    expect(took).toBeLessThanOrEqual(offersRefreshSeconds * 1000 + 1500);
    // Every language's page says the same.
    for (const lang of ['es', 'pt']) await expect(servedSnapshot(lang).then((snapshot) => priceIn(snapshot, latam))).resolves.toBe('79.50');
    await devApi.reset();
    await servedWithin('en', (snapshot) => priceIn(snapshot, latam) === '99.00', offersRefreshSeconds * 1000 + 1500);
  });

  it('a live answer that differs from the snapshot updates the cards after hydration, in place and without a layout shift', async () => {
    const { page, context, errors } = await openPage(browser(), 'phone');
    await skipTour(context);
    await recordLayoutShifts(page);
    const answerCall1 = await rewriteCall1(page, (offers) => offers.map((offer) => (offer.id === 1 ? { ...offer, price: '125.00' } : offer)));
    await page.addInitScript(() => {
      const keep = () => {
        const card = document.querySelector('[data-testid="subscription-card"][data-offer-id="1"]');
        if (card) (window as unknown as { prerenderedCard?: Element }).prerenderedCard ??= card;
      };
      new MutationObserver(keep).observe(document, { childList: true, subtree: true });
    });
    await page.goto(route('/', { lang: 'es' }));
    const price = page.locator('[data-offer-id="1"] [data-testid="offer-price"]');
    // Hydrated (Subscribe is the spec's button), with the snapshot's price from the HTML; then the live call's.
    await page.locator('[data-offer-id="1"]').getByRole('button', { name: 'Suscribirme' }).waitFor();
    await expect(page.locator('[data-offers-source]').getAttribute('data-offers-source')).resolves.toBe('snapshot');
    await expect(price.textContent()).resolves.toContain('120 €');
    answerCall1();
    await offersLive(page);
    await expect(price.textContent()).resolves.toContain('125 €');
    await expect(
      page.evaluate(() => (window as unknown as { prerenderedCard?: Element }).prerenderedCard === document.querySelector('[data-offer-id="1"]')),
    ).resolves.toBe(true);
    await page.waitForTimeout(500);
    await expect(layoutShiftTotal(page)).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a failed call 1 replaces the snapshot with "Error: " after hydration: the live service is the truth', async () => {
    const { page, context } = await openPage(browser(), 'desktop');
    await skipTour(context);
    await page.route(isCall1, (handle) => handle.fulfill({ status: 500, json: { error: 'down' } }));
    await page.goto(route('/', { lang: 'en' }));
    const alert = page.getByTestId('subscribe-block').getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe('Error: The memberships could not be loaded. Check your connection and try again.');
    await expect(page.getByTestId('subscription-card').count()).resolves.toBe(0);
    await context.close();
  });

  it('a snapshot older than its maximum age is hydrated, then leaves the placeholders until call 1 answers', async () => {
    const { page, context, errors } = await openPage(browser(), 'desktop');
    await skipTour(context);
    // The page as served, its snapshot made a day old once the HTML is parsed, before any script of the page runs
    // (the page itself is not answered by the test: a page from the test's answer may not reach localhost).
    await page.addInitScript(() => {
      const age = () => {
        if (document.readyState !== 'interactive') return;
        const data = document.querySelector('script[data-offers-snapshot]');
        if (data?.textContent) data.textContent = data.textContent.replace(/"takenAt":"[^"]+"/, `"takenAt":"${new Date(Date.now() - 864e5).toISOString()}"`);
      };
      document.addEventListener('readystatechange', age);
    });
    let answerCall1 = () => undefined as void;
    const held = new Promise<void>((resolve) => (answerCall1 = resolve));
    await page.route(isCall1, async (handle) => {
      await held;
      await handle.continue();
    });
    await page.goto(route('/', { lang: 'es' }));
    await page.getByTestId('offers-placeholder').waitFor();
    await expect(page.getByTestId('subscription-card').count()).resolves.toBe(0);
    answerCall1();
    await offersLive(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without a snapshot (the job stopped, its files gone) the page has the placeholders, and the offers again once it runs', async () => {
    await stack.stop('offers');
    try {
      const html = await (await fetch(route('/', { lang: 'pt' }))).text();
      expect(html).toContain('data-testid="offers-placeholder"');
      expect(html).not.toContain('data-offers-snapshot');
      expect(html).not.toContain('data-testid="subscription-card"');
    } finally {
      await stack.start('offers');
    }
    await servedWithin('pt', (snapshot) => snapshot !== null, 5000);
  });

  it('before the scripts run Subscribe is a link to the checkout with the offer, so a tap is never lost', async () => {
    const { page, context, errors } = await openPage(browser(), 'phone');
    await skipTour(context);
    // A slow phone: no script of the landing's page has arrived when the buyer taps.
    let releaseScripts = () => undefined as void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      async (handle) => {
        await scriptsHeld;
        await handle.continue();
      },
    );
    await page.goto(route('/', { lang: 'pt' }), { waitUntil: 'commit' });
    const subscribe = page.locator('[data-offer-id="6"]').getByRole('link', { name: 'Assinar' });
    await expect(subscribe.getAttribute('href')).resolves.toBe('/suscripciones/checkout?ids=6&lang=pt');
    await subscribe.click({ noWaitAfter: true });
    await page.waitForURL((url) => url.pathname === '/suscripciones/checkout', { waitUntil: 'commit' });
    releaseScripts();
    await page.getByTestId('cart-item').waitFor();
    await expect(page.evaluate(() => (JSON.parse(localStorage.getItem('agrishop') ?? '[]') as Array<{ id: number }>).map((item) => item.id))).resolves.toEqual([
      6,
    ]);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('pt');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('what only the browser knows waits for the hydration: an unsupported ?lang reads English with the es region', async () => {
    const { page, context, errors } = await openPage(browser(), 'desktop');
    await skipTour(context);
    await page.goto(route('/', { lang: 'fr' }));
    await offersLive(page);
    await expect(page.getByRole('tab', { selected: true }).textContent()).resolves.toBe('Spain');
    expect(errors).toEqual([]);
    await context.close();
  });
});
