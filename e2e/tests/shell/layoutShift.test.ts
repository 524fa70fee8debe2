import { skipTour } from '../../support/probes';
import { serveDocumentsInPieces, type DocumentInPieces } from '../../support/documentInPieces';
import { cardNumber, cartFor, ids, signedInUrl } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route, viewports } from '../../support/stack';
import { imagesSettled, landingReady, layoutShiftsMoved, layoutShiftTotal, recordLayoutShifts } from '../../support/pages';

/**
 * Checkout and payment load their page from a remote after the shell is on
 * screen: nothing already shown (header, footer, notices) may move when it
 * arrives (the budget: CLS <= 0.02). The landing's own check is in
 * landing/firstView.test.ts.
 */
const viewportNames = Object.keys(viewports) as Array<keyof typeof viewports>;

test.describe('performance: no layout shift while a remote page arrives', () => {
  for (const viewport of viewportNames) {
    test(`checkout with two items (${viewport})`, async ({ openPage }) => {
      const { page, errors } = await openPage(viewport);
      await recordLayoutShifts(page);
      // The last to arrive: call 4's suggestion, shown beside the items.
      const suggested = page.waitForResponse((response) => response.url().includes('/product-suggestions'));
      await page.goto(route('/checkout', { ids: `${ids.courseES},${ids.magazine}`, lang: 'es' }));
      await page.getByTestId('cart-item').nth(1).waitFor();
      await suggested;
      await expect(page.getByTestId('proceed')).toBeEnabled();
      await imagesSettled(page);
      await expect.poll(() => layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
      expect(errors).toEqual([]);
    });
  }

  for (const viewport of viewportNames) {
    test(`payment, signed in, with a course (${viewport})`, async ({ openPage }) => {
      const { page, errors } = await openPage(viewport);
      await page.goto(route('/terms', { lang: 'es' }));
      await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), await cartFor([ids.courseES], { partner: true }));
      await recordLayoutShifts(page);
      // The last to arrive: the wallet's answer (none here) and the countries of the country select.
      const walletAnswered = page.waitForResponse((response) => response.url().includes('/stripe/api/wallet'));
      await page.goto(await signedInUrl('member-1', route('/payment', { lang: 'es' })));
      await cardNumber(page, 'es').waitFor();
      await walletAnswered;
      await page.locator('#payment-country:not([aria-busy])').waitFor();
      await imagesSettled(page);
      await expect.poll(() => layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('performance: no layout shift while the first HTML arrives in pieces', () => {
  // A slow network, or a busy phone whose parser stops to paint, shows the page's HTML a part at a time: nothing
  // shown (the header's cart and menu button, the hero, the region tabs) may move when the next part comes. While the
  // HTML is parsed each block shows once it is whole (decision 0025): without that, each load moves a dozen elements.
  let pieces: DocumentInPieces;
  test.beforeAll(async () => {
    pieces = await serveDocumentsInPieces();
  });
  test.afterAll(() => pieces.close());

  for (const [viewport, lang] of [
    ['phone', 'es'],
    ['desktop', 'pt'],
  ] as const) {
    test(`the landing (${viewport}, ${lang})`, async ({ openPage }) => {
      const { page, context, errors } = await openPage(viewport);
      await skipTour(context);
      await recordLayoutShifts(page);
      await page.goto(pieces.url(`/?lang=${lang}`));
      await landingReady(page);
      // Then the sections below the offers hydrate, last.
      await page.locator('#campus img').waitFor({ state: 'attached' });
      await imagesSettled(page);
      await expect.poll(() => layoutShiftsMoved(page)).toEqual([]);
      await expect.poll(() => layoutShiftTotal(page)).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
