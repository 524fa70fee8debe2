import { devApiUrl, hostUrl, testPorts } from '../../support/env';
import { installRendererCounter, member, rendererCount, scrollY, skipTour, topOf } from './support';
import { violationsIn } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { route, unsignedToken } from '../../support/stack';
import { landingReady } from '../../support/pages';

/** The landing's tests: against the Node stack (landing.test.ts) and the nginx stack (prod/landing.test.ts). */
export function describeLanding(): void {
  test.describe('landing: region tabs and cards', () => {
    for (const [lang, tabName, count, firstName, price] of [
      ['es', 'España', 4, 'Plan Premium porciNews España', '120 €'],
      ['en', 'Global', 1, 'nutriNews Premium Plan International', '$130'],
      ['pt', 'Brasil', 2, 'Plano Premium aviNews Brasil', '$89'],
    ] as const) {
      test(`in ${lang} the ${tabName} tab is selected, with its cards`, async ({ openPage }) => {
        const { page, context, errors } = await openPage();
        await skipTour(context);
        await page.goto(route('/', { lang }));
        await landingReady(page);
        const tab = page.getByRole('tab', { name: tabName, exact: true });
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tab')).toHaveCount(5);
        const cards = page.getByRole('tabpanel').getByTestId('subscription-card');
        await expect(cards).toHaveCount(count);
        const first = cards.first();
        await expect(first.getByRole('heading', { level: 3 })).toHaveText(firstName);
        await expect(first.getByTestId('offer-price')).toContainText(price);
        await expect.poll(() => first.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
        expect(errors).toEqual([]);
      });
    }

    test('shows localised name, benefits and price with symbol, and the tabs work with the keyboard', async ({ openPage }) => {
      const { page, context } = await openPage('phone');
      await skipTour(context);
      await page.goto(route('/', { lang: 'en' }));
      // The tabs are in the HTML before the scripts: keys do something once the landing is hydrated.
      await landingReady(page);
      await page.getByRole('tab', { name: 'Global', selected: true }).focus();
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { name: 'Spain' })).toHaveAttribute('aria-selected', 'true');
      const card = page.getByRole('tabpanel').getByTestId('subscription-card').first();
      await expect(card.getByRole('heading', { level: 3 })).toHaveText('porciNews Premium Plan Spain');
      await expect(card.getByRole('list', { name: 'What is included' })).toContainText('Quarterly printed magazine');
      await expect(card.getByTestId('offer-price')).toHaveText('120 €per year, charged annually');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Latin America' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByTestId('offer-price').first()).toContainText('$99');
    });

    test('disables the membership the signed-in member already holds', async ({ openPage }) => {
      const { page, context } = await openPage();
      await skipTour(context);
      await page.goto(route('/', { lang: 'es', token: unsignedToken(member) }));
      const held = page.locator('[data-offer-id="1"]');
      await held.getByRole('button', { name: 'Ya estás suscrito' }).waitFor();
      await expect(held.getByRole('button')).toBeDisabled();
      await expect(page.locator('[data-offer-id="2"]').getByRole('button')).toBeEnabled();
    });
  });

  test.describe('landing: subscribing', () => {
    test('adds the offer to the cart (badge updated), shows the toast and opens checkout with the ids and language', async ({ openPage }) => {
      const { page, context, errors } = await openPage();
      await skipTour(context);
      await page.goto(route('/', { lang: 'es' }));
      await landingReady(page);
      await expect(page.getByTestId('cart-count').first()).toHaveText('0');
      await page.getByRole('tab', { name: 'Latinoamérica' }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme' }).click();
      await page.waitForURL((url) => url.pathname === '/suscripciones/checkout');
      const url = new URL(page.url());
      expect(url.searchParams.get('ids')).toBe('5');
      expect(url.searchParams.get('lang')).toBe('es');
      await page.getByText('se ha añadido a tu carrito').waitFor();
      await expect(page.getByTestId('cart-count').first()).toHaveText('1');
      const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('agrishop') ?? '[]') as Array<{ id: number }>);
      expect(stored.map((item) => item.id)).toEqual([5]);

      // Back on the landing, a second membership joins the first: checkout gets both ids, the first is not added twice.
      await page.goto(route('/', { lang: 'es' }));
      await landingReady(page);
      await page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme' }).first().click();
      await page.waitForURL((next) => next.pathname === '/suscripciones/checkout');
      expect(new URL(page.url()).searchParams.get('ids')).toBe('5,1');
      await expect(page.getByTestId('cart-count').first()).toHaveText('2');
      expect(errors).toEqual([]);
    });
  });

  test.describe('landing: sections and timers', () => {
    test('scrolls to the section in the hash after 500 ms, and focuses the subscribe block without moving the page', async ({ openPage }) => {
      const { page, context } = await openPage();
      await skipTour(context);
      // The page's clock stands still until the test moves it: the 500 ms and 1000 ms are the page's, whatever the
      // machine's load.
      await page.clock.pauseAt(new Date('2026-11-26T10:00:00Z'));
      await page.goto(route('/', { lang: 'en' }) + '#events');
      // The 500 ms start when the landing has mounted, not when its HTML (which has the tab panel) arrives.
      await landingReady(page);
      await page.clock.runFor(499);
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.clock.runFor(1);
      await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: 3000 });
      await page.clock.runFor(500);
      await expect(page.locator('#subscribe')).toBeFocused({ timeout: 3000 });
      // The smooth scroll has ended once the section stands still at its place.
      await page.waitForFunction(() => Math.abs(document.getElementById('events')?.getBoundingClientRect().top ?? 999) < 120, undefined, { timeout: 3000 });
      const top = await topOf(page, '#events');
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(120);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('subscribe');
      // Focus did not pull the page back to the block.
      await expect.poll(() => topOf(page, '#events')).toBeLessThan(120);
    });

    test('has every anchor, and the final button returns to the subscribe block', async ({ openPage }) => {
      const { page, context } = await openPage('phone');
      await skipTour(context);
      await page.goto(route('/', { lang: 'pt' }));
      await landingReady(page);
      for (const id of ['campus', 'events', 'magazine', 'library', 'jobs', 'all-content', 'subscribe']) {
        await page.locator(`#${id}`).waitFor({ state: 'attached' });
      }
      await page.getByTestId('final-subscribe').scrollIntoViewIfNeeded();
      await page.getByTestId('final-subscribe').click();
      await page.waitForFunction(() => Math.abs(document.getElementById('subscribe')?.getBoundingClientRect().top ?? 999) < 120, undefined, { timeout: 3000 });
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('subscribe');
    });

    test('loads Splide and the tour only when needed, and every image from the product or dev-api', async ({ openPage }) => {
      const { page, context, requests, errors } = await openPage();
      await skipTour(context);
      await page.addInitScript(installRendererCounter);
      await page.goto(route('/', { lang: 'es' }));
      await landingReady(page);
      // The first view is whole once the sections below the offers have hydrated, after the load.
      await page.locator('#campus img').waitFor({ state: 'attached' });
      const scripts = () => requests.filter((url) => url.endsWith('.js'));
      expect(scripts().some((url) => url.includes('landing-slider'))).toBe(false);
      expect(scripts().some((url) => url.includes('landing-tour'))).toBe(false);

      await page.locator('#events').scrollIntoViewIfNeeded();
      const slider = page.locator('#events').getByTestId('section-slider');
      await slider.waitFor();
      expect(scripts().some((url) => url.includes('landing-slider'))).toBe(true);
      expect(requests.some((url) => /landing-slider\.[0-9a-f]+\.css$/.test(url))).toBe(true);
      await expect(slider).toHaveAttribute('aria-label', 'Próximos eventos');
      await expect(slider.locator('.splide__slide:not(.splide__slide--clone) img').first()).toHaveAttribute('alt', 'Congreso de avicultura 2025');
      // Autoplay on, pausable: Splide names the toggle by its action.
      await expect(slider.locator('.splide__toggle')).toHaveAttribute('aria-label', 'Pausar la reproducción automática');

      const allowed = new Set([new URL(hostUrl).origin, new URL(devApiUrl).origin, `http://localhost:${testPorts.landing}`]);
      const images = await page.evaluate(() =>
        [...document.images].map((image) => ({ src: image.currentSrc || image.src, width: image.getAttribute('width'), height: image.getAttribute('height') })),
      );
      expect(images.length).toBeGreaterThan(10);
      for (const image of images) {
        expect({ src: image.src, allowed: allowed.has(new URL(image.src).origin) }).toEqual({ src: image.src, allowed: true });
        expect(image.width && image.height).toBeTruthy();
      }
      // Besides those, only the next step's files: the checkout, loaded while the buyer reads.
      const nextStep = `http://localhost:${testPorts.checkout}`;
      expect(requests.filter((url) => !url.startsWith('data:') && !allowed.has(new URL(url).origin) && new URL(url).origin !== nextStep)).toEqual([]);
      await expect.poll(() => rendererCount(page)).toBe(1);
      expect(errors).toEqual([]);
    });
  });

  test.describe('landing: load error', () => {
    test('shows "Error: " and the message in an alert when the offers cannot load', async ({ openPage, fault }) => {
      await fault('get-products', 'status-500');
      const { page, context } = await openPage();
      await skipTour(context);
      await page.goto(route('/', { lang: 'en' }));
      const alert = page.getByRole('alert').filter({ hasText: 'Error:' });
      await alert.waitFor();
      // "Error: " and the reason in the visitor's words: no address, no status code.
      await expect(alert).toHaveText('Error: The memberships could not be loaded. Check your connection and try again.');
      await expect(page.getByTestId('subscription-card')).toHaveCount(0);

      await fault('get-products', 'none');
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId('subscription-card').first().waitFor();
    });
  });

  test.describe('landing: tracking', () => {
    test('records the page view as /Subscriptions, home_subscriptions_viewed and the subscribe click in dev-api', async ({ openPage, devApi }) => {
      const { page, context } = await openPage();
      await skipTour(context);
      await page.goto(route('/', { lang: 'es', token: unsignedToken(member) }));
      await landingReady(page);
      await page.locator('[data-offer-id="2"]').getByRole('button', { name: 'Suscribirme' }).click();
      await page.waitForURL((url) => url.pathname === '/suscripciones/checkout');
      // The page sends its events without waiting for them: they reach dev-api in their own time.
      await expect.poll(async () => (await devApi.trackingEvents(context)).length).toBeGreaterThanOrEqual(3);
      const events = await devApi.trackingEvents(context);
      const byType = (type: string) => events.find((event) => event.event_type === type);
      expect(byType('page_view')).toMatchObject({ page: '/Subscriptions', token_id: 'member-1', portal: 'localhost' });
      expect(byType('home_subscriptions_viewed')).toMatchObject({ token_id: 'member-1', event_target: '/Subscriptions' });
      expect(byType('subcription_clicked_Plan Premium rumiNews España')).toMatchObject({ token_id: 'member-1', event_target: 'subscribe-2' });
      for (const event of events) {
        expect(event).toEqual(expect.objectContaining({ timestamp: expect.any(String), page_url: expect.any(String), user_agent: expect.any(String) }));
      }
    });

    test('never shows a tracking failure', async ({ openPage, fault }) => {
      await fault('track', 'status-500');
      const { page, context } = await openPage();
      await skipTour(context);
      // The client logs the failed call, and that is all it does with it.
      const failed = page.waitForEvent('console', (message) => message.text().startsWith('Error al enviar evento de tracking'));
      await page.goto(route('/', { lang: 'en' }));
      await landingReady(page);
      await failed;
      await expect(page.getByRole('alert').filter({ hasText: /tracking|Error/i })).toHaveCount(0);
    });
  });

  test.describe('landing: accessibility', () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      test(`has no axe violations (${viewport})`, async ({ openPage }) => {
        const { page, context } = await openPage(viewport);
        await skipTour(context);
        await page.goto(route('/', { lang: 'es' }));
        await landingReady(page);
        await page.locator('#events').scrollIntoViewIfNeeded();
        await page.locator('#events').getByTestId('section-slider').waitFor();
        expect(await violationsIn(page, '#main')).toEqual([]);
      });
    }
  });
}
