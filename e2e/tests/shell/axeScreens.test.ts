import type { BrowserContext, Page } from '@playwright/test';
import { devApiUrl, hostUrl, testPorts } from '../../support/env';
import { scan, type AxeFinding } from '../../support/axe';
import { skipTour } from '../../support/probes';
import { useReliability } from '../../support/tally';
import { langs, type Lang } from '../../support/texts';
import { cartFor, cardNumber, chooseCountry, fillCard, ids } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route, unsignedToken, viewports } from '../../support/stack';
import { landingReady } from '../../support/pages';

/**
 * axe (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA) on every screen and state a buyer can
 * meet, in es, en and pt, at 375 px and 1280 px: zero violations. One page
 * per language walks through the screens, so the suite stays quick.
 */
const tally = useReliability();

const guest = unsignedToken({ token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo.martin@example.com', foto: null });
const seeBenefits: Record<Lang, string> = { es: 'Ver beneficios', en: 'See benefits', pt: 'Ver benefícios' };
const isDevApi = (pathname: string) => (url: URL) => url.origin === devApiUrl && url.pathname === pathname;
const checkoutManifest = () => `http://localhost:${testPorts.checkout}/mf-manifest.json`;

/** A step visits a screen or state; it says false when the state does not exist at this width (nothing to scan). */
/** A screen: how to reach it (false: not at this width), and what to do once it is scanned, before the next. */
type Step = [screen: string, visit: (page: Page, lang: Lang) => Promise<void | false>, leave?: (page: Page) => Promise<void>];

/** Each page's visits of the main site's profile so far: thanks' redirects, answered 204 (scanAll). */
const profileVisits = new WeakMap<Page, number>();
/** The count when the page's thanks showed: its own redirect is the next. */
const visitsBeforeThanks = new WeakMap<Page, number>();

function countProfileVisits(page: Page): void {
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/profile') profileVisits.set(page, (profileVisits.get(page) ?? 0) + 1);
  });
}

/** Thanks has shown (its 5 s redirect is due from now). */
async function thanksShown(page: Page): Promise<void> {
  await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
  visitsBeforeThanks.set(page, profileVisits.get(page) ?? 0);
}

/**
 * Thanks leaves for the main site's profile 5 s after it shows (the spec), on its own timer: a scan or the next
 * step's navigation that meets it is aborted. Once thanks is scanned, the next step waits for that redirect (a scan
 * takes most of the 5 s), which the profile answers with 204 No Content: the browser stays where it is, and nothing
 * is left to fire. (Playwright's clock could skip the wait, but it would also drive the timers axe itself runs on.)
 */
async function leaveThanks(page: Page): Promise<void> {
  const before = visitsBeforeThanks.get(page) ?? 0;
  await expect.poll(() => profileVisits.get(page) ?? 0, { message: 'thanks leaves for the profile', timeout: 15_000 }).toBeGreaterThan(before);
}

const menuButton: Record<Lang, string> = { es: 'Abrir menú', en: 'Open menu', pt: 'Abrir menu' };
const countryNames: Record<Lang, string> = { es: 'España', en: 'Spain', pt: 'Espanha' };

/** Brings each carousel near the screen and waits for it, so what appears on scrolling is scanned too. */
async function loadCarousels(page: Page): Promise<void> {
  const frames = page.locator('[data-slider]');
  for (let index = 0; index < (await frames.count()); index += 1) {
    await frames.nth(index).scrollIntoViewIfNeeded();
    await frames.nth(index).locator('.splide').first().waitFor();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function storeCart(page: Page, items: unknown[] | null): Promise<void> {
  await page.evaluate((value) => {
    if (value) localStorage.setItem('agrishop', JSON.stringify(value));
    else localStorage.removeItem('agrishop');
  }, items);
}

function stepsFor(paymentCart: unknown[], courseCarts: Record<Lang, unknown[]>): Step[] {
  return [
    [
      'landing',
      async (page, lang) => {
        await page.goto(route('/', { lang }));
        await landingReady(page);
        await loadCarousels(page);
      },
    ],
    [
      'landing error',
      async (page, lang) => {
        await page.route(isDevApi('/profile/checkout/products/get-products'), (handle) =>
          handle.fulfill({ status: 500, body: 'down', headers: { 'Access-Control-Allow-Origin': '*' } }),
        );
        await page.goto(route('/', { lang }));
        await page.getByTestId('subscribe-block').getByRole('alert').waitFor();
        await page.unroute(isDevApi('/profile/checkout/products/get-products'));
      },
    ],
    [
      'remote failure',
      async (page, lang) => {
        await page.route(checkoutManifest(), (handle) => handle.abort());
        await page.goto(route('/checkout', { lang }));
        await page.getByTestId('remote-failure').waitFor();
        await page.unroute(checkoutManifest());
      },
    ],
    [
      'checkout with items',
      async (page, lang) => {
        await storeCart(page, null);
        await page.goto(route('/checkout', { lang, ids: `${ids.courseES},${ids.magazine}` }));
        await page.getByTestId('cart-item').nth(1).waitFor();
        await page.getByTestId('suggested-membership').waitFor();
        await expect(page.getByTestId('proceed')).toBeEnabled();
      },
    ],
    [
      'benefits modal',
      async (page, lang) => {
        await page.getByTestId('suggested-membership').getByRole('button', { name: seeBenefits[lang] }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForFunction(() => Array.from(document.querySelectorAll('dialog img')).every((image) => (image as HTMLImageElement).complete));
      },
    ],
    [
      'checkout login dialog',
      async (page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        await page.getByTestId('proceed').click();
        await page.getByTestId('need-login-login').waitFor();
      },
    ],
    [
      'checkout empty',
      async (page, lang) => {
        await storeCart(page, null);
        await page.goto(route('/checkout', { lang }));
        await page.getByTestId('empty-cart').waitFor();
      },
    ],
    [
      'terms',
      async (page, lang) => {
        await page.goto(route('/terms', { lang }));
        await page.getByTestId('terms-page').waitFor();
      },
    ],
    [
      'privacy',
      async (page, lang) => {
        await page.goto(route('/privacy', { lang }));
        await page.getByTestId('privacy-page').waitFor();
      },
    ],
    [
      '404',
      async (page, lang) => {
        await page.goto(route('/no-such-page', { lang }));
        await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
      },
    ],
    [
      'mobile menu open',
      async (page, lang) => {
        if ((page.viewportSize()?.width ?? 0) > 768) return false;
        await page.goto(route('/terms', { lang }));
        await page.getByRole('button', { name: menuButton[lang] }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForFunction(() => !!document.activeElement?.closest('#site-menu'));
        await page.waitForFunction(() =>
          ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(document.querySelector('#site-menu') as Element).transform),
        );
      },
    ],
    [
      'payment sign-in gate',
      async (page, lang) => {
        // Before this tab signs in (the next step's token).
        await storeCart(page, paymentCart);
        await page.goto(route('/payment', { lang }));
        await page.getByTestId('sign-in-gate').waitFor();
      },
    ],
    [
      'payment with forms open',
      async (page, lang) => {
        await storeCart(page, paymentCart);
        await page.goto(route('/payment', { lang, token: guest }));
        await cardNumber(page, lang).waitFor();
        await page.locator('#payment-invoice').check();
        await page.getByTestId('billing-form').waitFor();
        await page.getByTestId('shipping-form').waitFor();
        await page.waitForFunction(() => document.querySelector('#payment-country')?.getAttribute('aria-busy') === null);
      },
    ],
    [
      'payment error banner',
      async (page) => {
        await page.getByTestId('shipping-form').getByRole('button').last().click();
        await page.getByTestId('payment-error').waitFor();
        await page.locator('[aria-invalid="true"]').first().waitFor();
      },
    ],
    [
      'thanks with order',
      async (page, lang) => {
        await storeCart(page, courseCarts[lang]);
        await page.goto(route('/payment', { lang }));
        await cardNumber(page, lang).waitFor();
        await fillCard(page, '4242424242424242', { lang });
        await chooseCountry(page, countryNames[lang]);
        await page.getByTestId('pay-button').click();
        await thanksShown(page);
        await page.getByTestId('order-reference').waitFor({ timeout: 15_000 });
      },
      leaveThanks,
    ],
    [
      'payment empty',
      async (page, lang) => {
        await page.goto(route('/payment', { lang }));
        await page.getByTestId('empty-cart').waitFor();
      },
    ],
    [
      'thanks',
      async (page, lang) => {
        await page.goto(route('/thanks', { lang }));
        await thanksShown(page);
      },
      leaveThanks,
    ],
  ];
}

async function scanAll(
  context: BrowserContext,
  viewport: string,
  lang: Lang,
  paymentCart: unknown[],
  courseCarts: Record<Lang, unknown[]>,
): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  // A new tab: the token of the payment step signs in that tab only.
  const page = await context.newPage();
  // Thanks' redirect to the profile is answered 204, and counted (leaveThanks).
  countProfileVisits(page);
  await page.route(`${new URL(hostUrl).origin}/profile*`, (request) => request.fulfill({ status: 204 }));
  await page.goto(route('/terms', { lang }));
  for (const [screen, visit, leave] of stepsFor(paymentCart, courseCarts)) {
    const name = `${screen} (${lang}, ${viewport})`;
    try {
      if ((await visit(page, lang)) === false) continue;
      tally.tried('axe-scan');
      const found = await scan(page, name);
      if (found.length === 0) tally.survived('axe-scan');
      findings.push(...found);
      await leave?.(page);
    } catch (error) {
      // The screen by its name; the test's trace has the page.
      throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  await page.close();
  return findings;
}

test.describe('accessibility: axe on every screen', () => {
  // One test per language: each has its own time, and a failure names its language. The longest tests of the run,
  // each on whichever worker is free: the languages side by side rather than one after the other on one core.
  test.describe.configure({ mode: 'parallel' });
  for (const lang of langs) {
    test(`in ${lang}, at 375 px and 1280 px: zero violations`, async ({ openPage }) => {
      test.setTimeout(300_000);
      const paymentCart = await cartFor([ids.courseES, ids.magazine]);
      // A course per language that no other step uses: once paid, this browser keeps it out of any later cart.
      const courseCarts: Record<Lang, unknown[]> = { es: await cartFor([21]), en: await cartFor([22]), pt: await cartFor([23]) };
      // The two widths run side by side: axe works inside each page's renderer, so they share the cores.
      const perViewport = await Promise.all(
        (Object.keys(viewports) as Array<keyof typeof viewports>).map(async (viewport) => {
          const { context } = await openPage(viewport);
          await skipTour(context);
          try {
            return await scanAll(context, `${viewports[viewport].width}px`, lang, paymentCart, courseCarts);
          } finally {
            await context.close();
          }
        }),
      );
      expect(perViewport.flat()).toEqual([]);
    });
  }
});
