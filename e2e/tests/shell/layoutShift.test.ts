import { landingReady, layoutShiftsMoved, layoutShiftTotal, openPage, recordLayoutShifts, route, useBrowser, viewports } from '../../support/browser';
import { skipTour } from '../../support/probes';
import { serveDocumentsInPieces, type DocumentInPieces } from '../../support/documentInPieces';
import { cardNumber, cartFor, ids, signedInUrl } from '../payment/paymentSupport';

/**
 * Checkout and payment load their page from a remote after the shell is on
 * screen: nothing already shown (header, footer, notices) may move when it
 * arrives (the budget: CLS <= 0.02). The landing's own check is in
 * landing/firstView.test.ts.
 */
const browser = useBrowser();
const viewportNames = Object.keys(viewports) as Array<keyof typeof viewports>;

describe('performance: no layout shift while a remote page arrives', () => {
  it.each(viewportNames)('checkout with two items (%s)', async (viewport) => {
    const { page, context, errors } = await openPage(browser(), viewport);
    await recordLayoutShifts(page);
    await page.goto(route('/checkout', { ids: `${ids.courseES},${ids.magazine}`, lang: 'es' }));
    await page.getByTestId('cart-item').nth(1).waitFor();
    await page.waitForTimeout(1000);
    await expect(layoutShiftTotal(page)).resolves.toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(viewportNames)('payment, signed in, with a course (%s)', async (viewport) => {
    const { page, context, errors } = await openPage(browser(), viewport);
    await page.goto(route('/terms', { lang: 'es' }));
    await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), await cartFor([ids.courseES], { partner: true }));
    await recordLayoutShifts(page);
    await page.goto(await signedInUrl('member-1', route('/payment', { lang: 'es' })));
    await cardNumber(page, 'es').waitFor();
    await page.waitForTimeout(1000);
    await expect(layoutShiftTotal(page)).resolves.toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('performance: no layout shift while the first HTML arrives in pieces', () => {
  // A slow network, or a busy phone whose parser stops to paint, shows the page's HTML a part at a time: nothing
  // shown (the header's cart and menu button, the hero, the region tabs) may move when the next part comes. While the
  // HTML is parsed each block shows once it is whole (decision 0025): without that, each load moves a dozen elements.
  let pieces: DocumentInPieces;
  beforeAll(async () => {
    pieces = await serveDocumentsInPieces();
  });
  afterAll(() => pieces.close());

  it.each([
    ['phone', 'es'],
    ['desktop', 'pt'],
  ] as const)('the landing (%s, %s)', async (viewport, lang) => {
    const { page, context, errors } = await openPage(browser(), viewport);
    await skipTour(context);
    await recordLayoutShifts(page);
    await page.goto(pieces.url(`/?lang=${lang}`));
    await landingReady(page);
    await page.waitForTimeout(500);
    await expect(layoutShiftsMoved(page)).resolves.toEqual([]);
    await expect(layoutShiftTotal(page)).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
