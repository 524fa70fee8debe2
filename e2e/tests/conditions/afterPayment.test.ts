import type { Page } from 'playwright-core';
import { devApi, openPage, route, useBrowser } from '../../support/browser';
import { uncaught } from '../../support/probes';
import { cartFor, chooseCountry, fillCard, ids, orders, payAndExpectThanks, signedInUrl } from '../payment/paymentSupport';

/**
 * A paid cart is finished. Back from /thanks, a
 * reload or the old checkout link never refill it silently; /thanks opened
 * without a payment (a bookmark, a shared link) never empties a cart.
 */
const browser = useBrowser();
beforeEach(() => devApi.reset());

const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('agrishop'));

/** From /checkout?ids=course (signed in) through payment to thanks. */
async function buyCourse(page: Page, lang: 'es' | 'en' | 'pt' = 'en'): Promise<void> {
  await page.goto(await signedInUrl('guest-1', route('/checkout', { lang, ids: String(ids.courseES) })));
  await page.getByTestId('cart-item').waitFor();
  await page.waitForFunction(() => !(document.querySelector('[data-testid="proceed"]') as HTMLButtonElement | null)?.disabled);
  await page.getByTestId('proceed').click();
  await page.getByTestId('payment-page').waitFor();
  await fillCard(page, '4242424242424242', { lang });
  await chooseCountry(page, { es: 'España', en: 'Spain', pt: 'Espanha' }[lang]);
  await payAndExpectThanks(page);
}

describe('after paying', () => {
  it.each(['en', 'es', 'pt'] as const)('Back from /thanks does not put the paid items back in the cart (%s)', async (lang) => {
    const { page, context, errors } = await openPage(browser(), 'phone');
    await buyCourse(page, lang);
    await page.goBack();
    await page.getByTestId('checkout-page').waitFor();
    await page.getByTestId('already-paid').waitFor();
    await expect(page.getByTestId('cart-item').count()).resolves.toBe(0);
    await page.getByTestId('empty-cart').waitFor();
    await expect(storedCart(page)).resolves.toBeNull();
    await expect(page.getByTestId('cart-count').first().textContent()).resolves.toBe('0');
    expect(uncaught(errors)).toEqual([]);
    await context.close();
  });

  it('the old checkout link, opened later, shows an empty cart that says the items were paid; the buyer may add them again', async () => {
    const { page, context } = await openPage(browser(), 'desktop');
    await buyCourse(page);
    await page.goto(route('/checkout', { lang: 'en', ids: String(ids.courseES) }));
    const notice = page.getByTestId('already-paid');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toMatch(/already paid/i);
    await expect(page.getByTestId('cart-item').count()).resolves.toBe(0);
    await page.reload();
    await page.getByTestId('already-paid').waitFor();
    await expect(page.getByTestId('cart-item').count()).resolves.toBe(0);
    await expect(storedCart(page)).resolves.toBeNull();

    // A deliberate choice, not a silent refill.
    await page.getByTestId('already-paid').getByRole('button').click();
    await page.getByTestId('cart-item').waitFor();
    await expect(page.getByTestId('already-paid').count()).resolves.toBe(0);
    await expect(orders().then((list) => list.length)).resolves.toBe(1);
    await context.close();
  });

  it('/thanks opened without a payment in this tab keeps the cart', async () => {
    const { page, context } = await openPage(browser(), 'desktop');
    await page.goto(route('/terms', { lang: 'en' }));
    await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), await cartFor([ids.courseES]));
    await page.goto(route('/thanks', { lang: 'en' }));
    await page.waitForTimeout(6_000);
    await page.goto(route('/terms', { lang: 'en' }));
    await expect(storedCart(page).then((raw) => JSON.parse(raw ?? '[]') as unknown[])).resolves.toHaveLength(1);
    await expect(page.getByTestId('cart-count').first().textContent()).resolves.toBe('1');
    await context.close();
  });
});
