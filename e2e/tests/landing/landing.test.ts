import { devApi, landingReady, openPage, route, unsignedToken, useBrowser } from '../../support/browser';
import { devApiUrl, hostUrl, testPorts } from '../../support/env';
import { installRendererCounter, member, rendererCount, scrollY, skipTour, topOf } from './support';
import { violationsIn } from '../../support/axe';

const browser = useBrowser();

beforeEach(async () => {
  await devApi.reset();
});

describe('landing: region tabs and cards', () => {
  it.each([
    ['es', 'España', 4, 'Plan Premium porciNews España', '120 €'],
    ['en', 'Global', 1, 'nutriNews Premium Plan International', '$130'],
    ['pt', 'Brasil', 2, 'Plano Premium aviNews Brasil', '$89'],
  ])('in %s the %s tab is selected, with its cards', async (lang, tabName, count, firstName, price) => {
    const { page, context, errors } = await openPage(browser());
    await skipTour(context);
    await page.goto(route('/', { lang }));
    await landingReady(page);
    const tab = page.getByRole('tab', { name: tabName, exact: true });
    await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('tab').count()).resolves.toBe(5);
    const cards = page.getByRole('tabpanel').getByTestId('subscription-card');
    await expect(cards.count()).resolves.toBe(count);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 3 }).textContent()).resolves.toBe(firstName);
    await expect(first.getByTestId('offer-price').textContent()).resolves.toContain(price);
    await expect(first.getByRole('listitem').count()).resolves.toBeGreaterThanOrEqual(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows localised name, benefits and price with symbol, and the tabs work with the keyboard', async () => {
    const { page, context } = await openPage(browser(), 'phone');
    await skipTour(context);
    await page.goto(route('/', { lang: 'en' }));
    // The tabs are in the HTML before the scripts: keys do something once the landing is hydrated.
    await landingReady(page);
    await page.getByRole('tab', { name: 'Global', selected: true }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Spain' }).getAttribute('aria-selected')).resolves.toBe('true');
    const card = page.getByRole('tabpanel').getByTestId('subscription-card').first();
    await expect(card.getByRole('heading', { level: 3 }).textContent()).resolves.toBe('porciNews Premium Plan Spain');
    await expect(card.getByRole('list', { name: 'What is included' }).textContent()).resolves.toContain('Quarterly printed magazine');
    await expect(card.getByTestId('offer-price').textContent()).resolves.toBe('120 €per year, charged annually');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Latin America' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('tabpanel').getByTestId('offer-price').first().textContent()).resolves.toContain('$99');
    await context.close();
  });

  it('disables the membership the signed-in member already holds', async () => {
    const { page, context } = await openPage(browser());
    await skipTour(context);
    await page.goto(route('/', { lang: 'es', token: unsignedToken(member) }));
    const held = page.locator('[data-offer-id="1"]');
    await held.getByRole('button', { name: 'Ya estás suscrito' }).waitFor();
    await expect(held.getByRole('button').isDisabled()).resolves.toBe(true);
    await expect(page.locator('[data-offer-id="2"]').getByRole('button').isDisabled()).resolves.toBe(false);
    await context.close();
  });
});

describe('landing: subscribing', () => {
  it('adds the offer to the cart (badge updated), shows the toast and opens checkout with the ids and language', async () => {
    const { page, context, errors } = await openPage(browser());
    await skipTour(context);
    await page.goto(route('/', { lang: 'es' }));
    await landingReady(page);
    await expect(page.getByTestId('cart-count').first().textContent()).resolves.toBe('0');
    await page.getByRole('tab', { name: 'Latinoamérica' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme' }).click();
    await page.waitForURL((url) => url.pathname === '/suscripciones/checkout');
    const url = new URL(page.url());
    expect(url.searchParams.get('ids')).toBe('5');
    expect(url.searchParams.get('lang')).toBe('es');
    await page.getByText('se ha añadido a tu carrito').waitFor();
    await expect(page.getByTestId('cart-count').first().textContent()).resolves.toBe('1');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('agrishop') ?? '[]') as Array<{ id: number }>);
    expect(stored.map((item) => item.id)).toEqual([5]);

    // Back on the landing, a second membership joins the first: checkout gets both ids, the first is not added twice.
    await page.goto(route('/', { lang: 'es' }));
    await landingReady(page);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme' }).first().click();
    await page.waitForURL((next) => next.pathname === '/suscripciones/checkout');
    expect(new URL(page.url()).searchParams.get('ids')).toBe('5,1');
    await expect(page.getByTestId('cart-count').first().textContent()).resolves.toBe('2');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('landing: sections and timers', () => {
  it('scrolls to the section in the hash after 500 ms, and focuses the subscribe block without moving the page', async () => {
    const { page, context } = await openPage(browser());
    await skipTour(context);
    // The page's clock stands still until the test moves it: the 500 ms and 1000 ms are the page's, whatever the
    // machine's load.
    await page.clock.pauseAt(new Date('2026-11-26T10:00:00Z'));
    await page.goto(route('/', { lang: 'en' }) + '#events');
    // The 500 ms start when the landing has mounted, not when its HTML (which has the tab panel) arrives.
    await landingReady(page);
    await page.clock.runFor(499);
    await expect(scrollY(page)).resolves.toBe(0);
    await page.clock.runFor(1);
    await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: 3000 });
    await page.clock.runFor(500);
    await page.waitForFunction(() => document.activeElement?.id === 'subscribe', undefined, { timeout: 3000 });
    // The smooth scroll has ended once the section stands still at its place.
    await page.waitForFunction(() => Math.abs(document.getElementById('events')?.getBoundingClientRect().top ?? 999) < 120, undefined, { timeout: 3000 });
    const top = await topOf(page, '#events');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('subscribe');
    // Focus did not pull the page back to the block.
    await expect(topOf(page, '#events')).resolves.toBeLessThan(120);
    await context.close();
  });

  it('has every anchor, and the final button returns to the subscribe block', async () => {
    const { page, context } = await openPage(browser(), 'phone');
    await skipTour(context);
    await page.goto(route('/', { lang: 'pt' }));
    await landingReady(page);
    for (const id of ['campus', 'events', 'magazine', 'library', 'jobs', 'all-content', 'subscribe']) {
      await page.locator(`#${id}`).waitFor({ state: 'attached' });
    }
    await page.getByTestId('final-subscribe').scrollIntoViewIfNeeded();
    await page.getByTestId('final-subscribe').click();
    await page.waitForFunction(() => Math.abs(document.getElementById('subscribe')?.getBoundingClientRect().top ?? 999) < 120, undefined, { timeout: 3000 });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('subscribe');
    await context.close();
  });

  it('loads Splide and the tour only when needed, and every image from the product or dev-api', async () => {
    const { page, context, requests, errors } = await openPage(browser());
    await skipTour(context);
    await page.addInitScript(installRendererCounter);
    await page.goto(route('/', { lang: 'es' }));
    await landingReady(page);
    await page.waitForTimeout(300);
    const scripts = () => requests.filter((url) => url.endsWith('.js'));
    expect(scripts().some((url) => url.includes('landing-slider'))).toBe(false);
    expect(scripts().some((url) => url.includes('landing-tour'))).toBe(false);

    await page.locator('#events').scrollIntoViewIfNeeded();
    const slider = page.locator('#events').getByTestId('section-slider');
    await slider.waitFor();
    expect(scripts().some((url) => url.includes('landing-slider'))).toBe(true);
    expect(requests.some((url) => /landing-slider\.[0-9a-f]+\.css$/.test(url))).toBe(true);
    await expect(slider.getAttribute('aria-label')).resolves.toBe('Próximos eventos');
    await expect(slider.locator('.splide__slide:not(.splide__slide--clone) img').first().getAttribute('alt')).resolves.toBe('Congreso de avicultura 2025');
    // Autoplay on, pausable: Splide names the toggle by its action.
    await expect(slider.locator('.splide__toggle').getAttribute('aria-label')).resolves.toBe('Pausar la reproducción automática');

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
    await expect(rendererCount(page)).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('landing: load error', () => {
  afterEach(async () => {
    await devApi.fault('get-products', 'none');
  });

  it('shows "Error: " and the message in an alert when the offers cannot load', async () => {
    await devApi.fault('get-products', 'status-500');
    const { page, context } = await openPage(browser());
    await skipTour(context);
    await page.goto(route('/', { lang: 'en' }));
    const alert = page.getByRole('alert').filter({ hasText: 'Error:' });
    await alert.waitFor();
    // "Error: " and the reason in the visitor's words: no address, no status code.
    await expect(alert.textContent()).resolves.toBe('Error: The memberships could not be loaded. Check your connection and try again.');
    await expect(page.getByTestId('subscription-card').count()).resolves.toBe(0);

    await devApi.fault('get-products', 'none');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('subscription-card').first().waitFor();
    await context.close();
  });
});

describe('landing: tracking', () => {
  it('records the page view as /Subscriptions, home_subscriptions_viewed and the subscribe click in dev-api', async () => {
    const { page, context } = await openPage(browser());
    await skipTour(context);
    await page.goto(route('/', { lang: 'es', token: unsignedToken(member) }));
    await landingReady(page);
    await page.locator('[data-offer-id="2"]').getByRole('button', { name: 'Suscribirme' }).click();
    await page.waitForURL((url) => url.pathname === '/suscripciones/checkout');
    let events: Array<Record<string, unknown>> = [];
    for (let attempt = 0; attempt < 30 && events.length < 3; attempt += 1) {
      events = await devApi.trackingEvents(context);
      if (events.length < 3) await page.waitForTimeout(100);
    }
    const byType = (type: string) => events.find((event) => event.event_type === type);
    expect(byType('page_view')).toMatchObject({ page: '/Subscriptions', token_id: 'member-1', portal: 'localhost' });
    expect(byType('home_subscriptions_viewed')).toMatchObject({ token_id: 'member-1', event_target: '/Subscriptions' });
    expect(byType('subcription_clicked_Plan Premium rumiNews España')).toMatchObject({ token_id: 'member-1', event_target: 'subscribe-2' });
    for (const event of events) {
      expect(event).toEqual(expect.objectContaining({ timestamp: expect.any(String), page_url: expect.any(String), user_agent: expect.any(String) }));
    }
    await context.close();
  });

  it('never shows a tracking failure', async () => {
    await devApi.fault('track', 'status-500');
    const { page, context } = await openPage(browser());
    await skipTour(context);
    await page.goto(route('/', { lang: 'en' }));
    await landingReady(page);
    await page.waitForTimeout(500);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /tracking|Error/i })
        .count(),
    ).resolves.toBe(0);
    await devApi.fault('track', 'none');
    await context.close();
  });
});

describe('landing: accessibility', () => {
  it.each(['phone', 'desktop'] as const)('has no axe violations (%s)', async (viewport) => {
    const { page, context } = await openPage(browser(), viewport);
    await skipTour(context);
    await page.goto(route('/', { lang: 'es' }));
    await landingReady(page);
    await page.locator('#events').scrollIntoViewIfNeeded();
    await page.locator('#events').getByTestId('section-slider').waitFor();
    expect(await violationsIn(page, '#main')).toEqual([]);
    await context.close();
  });
});
