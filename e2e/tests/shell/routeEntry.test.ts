import type { Locator, Page } from '@playwright/test';
import { scan } from '../../support/axe';
import { skipTour } from '../landing/support';
import { expect, test } from '../../support/fixtures';
import { route, unsignedToken, type viewports } from '../../support/stack';
import { framesDrawn, landingReady } from '../../support/pages';

/**
 * A new route opens at its top (or at its hash target) with
 * focus on its main heading, without a focus ring for a mouse user; Back
 * puts the buyer where they were. Before, /checkout opened at the landing's
 * scroll position and /payment at about 175 px on a phone.
 */

const member = unsignedToken({ token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com', foto: null });
const widths: Array<keyof typeof viewports> = ['phone', 'desktop'];

const scrollY = (page: Page): Promise<number> => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls so the element sits at the bottom of the screen, as a buyer reaching it would; returns the page's position. */
async function scrollDownTo(page: Page, element: Locator): Promise<number> {
  await element.evaluate((node) => node.scrollIntoView({ block: 'end', behavior: 'instant' }));
  return scrollY(page);
}

/** The route has opened: its main heading has focus and the page is at its top. */
async function openedAtTop(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement instanceof HTMLHeadingElement && document.activeElement.closest('main') !== null, undefined, {
    timeout: 10_000,
  });
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  await expect.poll(() => scrollY(page)).toBe(0);
  // No focus ring after a mouse click (a keyboard user gets the browser's own, through :focus-visible).
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).toBe('none');
}

/** Back: the page is where the buyer left it (once its content is there again). */
async function backTo(page: Page, pathname: string, position: number): Promise<void> {
  await page.goBack();
  await page.waitForURL((url) => url.pathname === pathname);
  await page
    .waitForFunction((expected) => Math.abs(window.scrollY - expected) <= 2, position, { timeout: 5000 })
    .catch(async (error: unknown) => {
      throw new Error(`Back to ${pathname}: the page is at ${await scrollY(page)}, the buyer left it at ${position}`, { cause: error });
    });
}

/** The section's heading has come to rest at the top, below the sticky header (its scroll-margin-top); the scroll is smooth. */
async function sectionAtTop(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (section) => {
      const heading = document.getElementById(section);
      if (!heading) return false;
      return Math.abs(heading.getBoundingClientRect().top - parseFloat(getComputedStyle(heading).scrollMarginTop)) < 2;
    },
    id,
    { timeout: 5000 },
  );
}

for (const width of widths) {
  test.describe(`accessibility: a new route at ${width}`, () => {
    test('landing -> checkout opens checkout at its top with its heading focused; Back returns to the card', async ({ openPage }) => {
      const { page, context, errors } = await openPage(width);
      await skipTour(context);
      await page.goto(route('/', { lang: 'es' }));
      await landingReady(page);
      const subscribe = page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme' }).last();
      // The landing's own first-second timer first: its focus on the subscribe block.
      await expect(page.locator('#subscribe')).toBeFocused();
      const left = await scrollDownTo(page, subscribe);
      expect(left).toBeGreaterThan(100);
      await subscribe.click();
      await page.waitForURL((url) => url.pathname === '/suscripciones/checkout');
      await page.getByTestId('cart-item').first().waitFor();
      await openedAtTop(page);
      await expect(scan(page, `checkout opened from the landing (${width})`)).resolves.toEqual([]);

      await backTo(page, '/suscripciones/', left);
      expect(errors).toEqual([]);
    });

    test('checkout -> payment opens payment at its top; Back returns to the proceed button', async ({ openPage }) => {
      const { page, errors } = await openPage(width);
      const suggested = page.waitForResponse((response) => response.url().includes('/product-suggestions'));
      await page.goto(route('/checkout', { ids: '20,21,22', lang: 'es', token: member }));
      const proceed = page.getByTestId('proceed');
      await expect(page.getByTestId('proceed')).toBeEnabled();
      // The suggestion (call 4) in place first: arriving later, it would move what is on screen.
      await suggested;
      await framesDrawn(page);
      // Down to the footer, then back up to Proceed in the middle of the screen: where the buyer presses it from.
      // The click must scroll nothing: its own scroll would be a position the test did not record (at the screen's
      // top edge, under the sticky header, Playwright scrolled it again before clicking).
      await scrollDownTo(page, page.locator('footer'));
      await proceed.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const left = await scrollY(page);
      expect(left).toBeGreaterThan(100);
      await proceed.click();
      await page.waitForURL((url) => url.pathname === '/suscripciones/payment');
      await page.getByTestId('payment-page').waitFor();
      await openedAtTop(page);

      await backTo(page, '/suscripciones/checkout', left);
      // Forward: payment again, where it was left (its top).
      await page.goForward();
      await page.waitForURL((url) => url.pathname === '/suscripciones/payment');
      await page.waitForFunction(() => window.scrollY === 0);
      expect(errors).toEqual([]);
    });

    test('a footer link from the bottom of a page opens the terms at their top; a hash link opens its section, and Back undoes each', async ({ openPage }) => {
      const { page, errors } = await openPage(width);
      await page.goto(route('/privacy', { lang: 'pt' }));
      await page.getByTestId('privacy-page').waitFor();
      const termsLink = page.locator('footer').getByRole('link', { name: 'Termos e condições' });
      const left = await scrollDownTo(page, termsLink);
      expect(left).toBeGreaterThan(100);
      await termsLink.click();
      await page.getByTestId('terms-page').waitFor();
      await openedAtTop(page);

      // The table of contents: a hash link on the page; its section's heading comes to the top, below the sticky header.
      const tocLink = page.getByTestId('terms-page').getByRole('navigation').getByRole('link').nth(3);
      const target = (await tocLink.getAttribute('href')) ?? '';
      await tocLink.click();
      await page.waitForFunction((id) => window.location.hash === `#${id}`, target.slice(1));
      await sectionAtTop(page, target.slice(1));
      const atSection = await scrollY(page);
      expect(atSection).toBeGreaterThan(100);
      await page.goBack();
      await page.waitForFunction(() => window.location.hash === '' && window.scrollY <= 2, undefined, { timeout: 5000 });
      await backTo(page, '/suscripciones/privacy', left);
      expect(errors).toEqual([]);
    });

    test('an address with a hash opens the page at that section, even one that renders after the page loads', async ({ openPage }) => {
      const { page, errors } = await openPage(width);
      await page.goto(route('/terms', { lang: 'es' }));
      const id = (await page.getByTestId('terms-page').getByRole('navigation').getByRole('link').nth(3).getAttribute('href')) ?? '';
      await page.goto(`${route('/terms', { lang: 'es' })}${id}`);
      await sectionAtTop(page, id.slice(1));
      expect(errors).toEqual([]);
    });
  });
}
