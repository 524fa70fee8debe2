import type { Page } from '@playwright/test';
import { skipTour } from '../../support/probes';
import { cartFor, signedInUrl } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';

/**
 * One layout grid: the content of landing, checkout,
 * payment and thanks, the header bar and the footer start at the same
 * distance from the left at 375 and 1280 px (before: 56, 80 and 104 px at
 * 1280), and the two empty carts are one design.
 */

/** Left edge of the content column: the first heading's box, or the column itself on the landing (whose hero spans the page). */
const contentLeft = (page: Page, selector: string): Promise<number> =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) throw new Error(`no ${css}`);
    const box = element.getBoundingClientRect();
    return Math.round(box.left + parseFloat(getComputedStyle(element).paddingLeft));
  }, selector);

/** The left edge of the text of the element (its first text), for what a buyer sees line up. */
const textLeft = (page: Page, selector: string): Promise<number> =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) throw new Error(`no ${css}`);
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
    });
    const text = walker.nextNode();
    const range = document.createRange();
    range.selectNodeContents(text ?? element);
    return Math.round(range.getBoundingClientRect().left);
  }, selector);

test.describe('one layout grid', () => {
  for (const width of [375, 1280] as const) {
    test(`at ${width} px every screen starts its content at the same left edge`, async ({ openPage }) => {
      const { page, context } = await openPage(width === 375 ? 'phone' : 'desktop');
      await skipTour(context);
      const edges: Record<string, number> = {};

      await page.goto(route('/', { lang: 'es' }));
      await page.getByTestId('subscription-card').first().waitFor();
      edges.header = await contentLeft(page, 'header .sc-page');
      edges.landing = await contentLeft(page, '#subscribe');
      edges.footer = await contentLeft(page, '[data-testid="site-footer"] .sc-page');
      edges['footer text'] = await textLeft(page, '[data-testid="site-footer"] h2');

      await page.goto(route('/checkout', { lang: 'es', ids: '20' }));
      await page.getByTestId('cart-item').waitFor();
      edges.checkout = await contentLeft(page, '[data-testid="checkout-page"]');
      edges['checkout title'] = await textLeft(page, '#main h1');

      await page.evaluate(() => localStorage.removeItem('agrishop'));
      await page.goto(route('/checkout', { lang: 'es' }));
      await page.getByTestId('empty-cart').waitFor();
      edges['checkout empty'] = await contentLeft(page, '[data-testid="checkout-page"]');

      await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), await cartFor([20]));
      await page.goto(await signedInUrl('guest-1', route('/payment', { lang: 'es' })));
      await page.getByTestId('payment-page').locator('h1').waitFor();
      edges.payment = await contentLeft(page, '[data-testid="payment-page"]');
      edges['payment title'] = await textLeft(page, '#main h1');

      await page.goto(route('/terms', { lang: 'es' }));
      await page.getByTestId('terms-page').waitFor();
      edges.terms = await contentLeft(page, '[data-testid="terms-page"]');

      await page.goto(route('/thanks', { lang: 'es' }));
      await page.getByTestId('thanks-page').waitFor();
      edges.thanks = await contentLeft(page, '[data-testid="thanks-page"]');

      const expected = width === 375 ? 16 : 64;
      expect(edges).toEqual(Object.fromEntries(Object.keys(edges).map((key) => [key, expected])));
    });
  }

  test('checkout and payment show the same empty cart', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(route('/checkout', { lang: 'pt' }));
    const checkout = await page.getByTestId('empty-cart').innerHTML();
    await page.goto(await signedInUrl('guest-1', route('/payment', { lang: 'pt' })));
    await page.getByTestId('empty-cart').waitFor();
    // The same markup, apart from the generated id of its heading.
    const withoutIds = (html: string) => html.replace(/\b(id|aria-labelledby)="[^"]*"/g, '');
    expect(withoutIds(await page.getByTestId('empty-cart').innerHTML())).toBe(withoutIds(checkout));
  });
});
