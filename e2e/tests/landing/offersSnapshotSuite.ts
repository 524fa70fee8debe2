import type { Page, Route } from '@playwright/test';
import { devApiUrl, offersRefreshSeconds } from '../../support/env';
import { skipTour } from './support';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { framesDrawn, layoutShiftTotal, offersLive, recordLayoutShifts } from '../../support/pages';

/**
 * The offers come with the HTML: a job of the landing's deployment renders
 * call 1's offers into the landing's first view every few seconds (the test
 * stacks run it every `offersRefreshSeconds`), the server puts it into the
 * page, the browser hydrates it, and the live call 1 then confirms it.
 */
const isCall1 = (url: URL) => url.href === `${devApiUrl}/profile/checkout/products/get-products?type=Subscription`;

/** The snapshot's data as the served HTML of `/` carries it (null when the page has none). */
async function servedSnapshot(lang: string): Promise<{ takenAt: string; offers: Array<{ id: number; price: string }> } | null> {
  const html = await (await fetch(route('/', { lang }))).text();
  const data = /<script type="application\/json" data-offers-snapshot="">([^<]*)<\/script>/.exec(html)?.[1];
  return data ? (JSON.parse(data) as { takenAt: string; offers: Array<{ id: number; price: string }> }) : null;
}

const priceIn = (snapshot: Awaited<ReturnType<typeof servedSnapshot>>, id: number) => snapshot?.offers.find((offer) => offer.id === id)?.price;

/** Within one refresh interval of the test stack's offers job, and the job's own time to ask, render three languages and write them. */
const refreshBound = { timeout: offersRefreshSeconds * 1000 + 1500, intervals: [100] };

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

/** The offers snapshot's tests: against the Node stack (offersSnapshot.test.ts) and the nginx stack (prod/landing.test.ts). */
export function describeOffersSnapshot(): void {
  test.describe('the offers in the first HTML', () => {
    test('a price changed in the profile service is in the served HTML within one refresh interval', async ({ devApi }) => {
      const latam = 5;
      await expect.poll(() => servedSnapshot('en').then((snapshot) => priceIn(snapshot, latam))).toBe('99.00');
      await devApi.changeProduct(latam, { price: '79.50' });
      await expect.poll(() => servedSnapshot('en').then((snapshot) => priceIn(snapshot, latam)), refreshBound).toBe('79.50');
      // Every language's page says the same.
      for (const lang of ['es', 'pt']) await expect.poll(() => servedSnapshot(lang).then((snapshot) => priceIn(snapshot, latam))).toBe('79.50');
      // The seed's price again, in the HTML too, before the next test reads it.
      await devApi.reset();
      await expect.poll(() => servedSnapshot('en').then((snapshot) => priceIn(snapshot, latam)), refreshBound).toBe('99.00');
    });

    test('a live answer that differs from the snapshot updates the cards after hydration, in place and without a layout shift', async ({ openPage }) => {
      const { page, context, errors } = await openPage('phone');
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
      await expect(page.locator('[data-offers-source]')).toHaveAttribute('data-offers-source', 'snapshot');
      await expect(price).toContainText('120 €');
      answerCall1();
      await offersLive(page);
      await expect(price).toContainText('125 €');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { prerenderedCard?: Element }).prerenderedCard === document.querySelector('[data-offer-id="1"]')))
        .toBe(true);
      await framesDrawn(page);
      await expect.poll(() => layoutShiftTotal(page)).toBe(0);
      expect(errors).toEqual([]);
    });

    test('a failed call 1 replaces the snapshot with "Error: " after hydration: the live service is the truth', async ({ openPage }) => {
      const { page, context } = await openPage('desktop');
      await skipTour(context);
      await page.route(isCall1, (handle) => handle.fulfill({ status: 500, json: { error: 'down' } }));
      await page.goto(route('/', { lang: 'en' }));
      const alert = page.getByTestId('subscribe-block').getByRole('alert');
      await alert.waitFor();
      await expect(alert).toHaveText('Error: The memberships could not be loaded. Check your connection and try again.');
      await expect(page.getByTestId('subscription-card')).toHaveCount(0);
    });

    test('a snapshot older than its maximum age is hydrated, then leaves the placeholders until call 1 answers', async ({ openPage }) => {
      const { page, context, errors } = await openPage('desktop');
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
      await expect(page.getByTestId('subscription-card')).toHaveCount(0);
      answerCall1();
      await offersLive(page);
      expect(errors).toEqual([]);
    });

    test('without a snapshot (the job stopped, its files gone) the page has the placeholders, and the offers again once it runs', async ({ stack }) => {
      await stack.stop('offers');
      try {
        const html = await (await fetch(route('/', { lang: 'pt' }))).text();
        expect(html).toContain('data-testid="offers-placeholder"');
        expect(html).not.toContain('data-offers-snapshot');
        expect(html).not.toContain('data-testid="subscription-card"');
      } finally {
        await stack.start('offers');
      }
      await expect.poll(() => servedSnapshot('pt'), { timeout: 5000, intervals: [100] }).not.toBeNull();
    });

    test('before the scripts run Subscribe is a link to the checkout with the offer, so a tap is never lost', async ({ openPage }) => {
      const { page, context, errors } = await openPage('phone');
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
      await expect(subscribe).toHaveAttribute('href', '/suscripciones/checkout?ids=6&lang=pt');
      await subscribe.click({ noWaitAfter: true });
      await page.waitForURL((url) => url.pathname === '/suscripciones/checkout', { waitUntil: 'commit' });
      releaseScripts();
      await page.getByTestId('cart-item').waitFor();
      await expect
        .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('agrishop') ?? '[]') as Array<{ id: number }>).map((item) => item.id)))
        .toEqual([6]);
      expect(new URL(page.url()).searchParams.get('lang')).toBe('pt');
      expect(errors).toEqual([]);
    });

    test('what only the browser knows waits for the hydration: an unsupported ?lang reads English with the es region', async ({ openPage }) => {
      const { page, context, errors } = await openPage('desktop');
      await skipTour(context);
      await page.goto(route('/', { lang: 'fr' }));
      await offersLive(page);
      await expect(page.getByRole('tab', { selected: true })).toHaveText('Spain');
      expect(errors).toEqual([]);
    });
  });
}
