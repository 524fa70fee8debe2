import type { Page } from '@playwright/test';
import { uncaught } from '../../support/probes';
import { cartFor, chooseCountry, fillCard, ids, orders, payAndExpectThanks, signedInUrl } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';

/**
 * A paid cart is finished. Back from /thanks, a
 * reload or the old checkout link never refill it silently; /thanks opened
 * without a payment (a bookmark, a shared link) never empties a cart.
 */

const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('agrishop'));

/** From /checkout?ids=course (signed in) through payment to thanks. */
async function buyCourse(page: Page, lang: 'es' | 'en' | 'pt' = 'en'): Promise<void> {
  await page.goto(await signedInUrl('guest-1', route('/checkout', { lang, ids: String(ids.courseES) })));
  await page.getByTestId('cart-item').waitFor();
  await expect(page.getByTestId('proceed')).toBeEnabled();
  await page.getByTestId('proceed').click();
  await page.getByTestId('payment-page').waitFor();
  await fillCard(page, '4242424242424242', { lang });
  await chooseCountry(page, { es: 'España', en: 'Spain', pt: 'Espanha' }[lang]);
  await payAndExpectThanks(page);
}

test.describe('after paying', () => {
  for (const lang of ['en', 'es', 'pt'] as const) {
    test(`Back from /thanks does not put the paid items back in the cart (${lang})`, async ({ openPage }) => {
      const { page, errors } = await openPage('phone');
      await buyCourse(page, lang);
      await page.goBack();
      await page.getByTestId('checkout-page').waitFor();
      await page.getByTestId('already-paid').waitFor();
      await expect(page.getByTestId('cart-item')).toHaveCount(0);
      await page.getByTestId('empty-cart').waitFor();
      await expect.poll(() => storedCart(page)).toBeNull();
      await expect(page.getByTestId('cart-count').first()).toHaveText('0');
      expect(uncaught(errors)).toEqual([]);
    });
  }

  test('the old checkout link, opened later, shows an empty cart that says the items were paid; the buyer may add them again', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await buyCourse(page);
    await page.goto(route('/checkout', { lang: 'en', ids: String(ids.courseES) }));
    const notice = page.getByTestId('already-paid');
    await notice.waitFor();
    await expect(notice).toHaveText(/already paid/i);
    await expect(page.getByTestId('cart-item')).toHaveCount(0);
    await page.reload();
    await page.getByTestId('already-paid').waitFor();
    await expect(page.getByTestId('cart-item')).toHaveCount(0);
    await expect.poll(() => storedCart(page)).toBeNull();

    // A deliberate choice, not a silent refill.
    await page.getByTestId('already-paid').getByRole('button').click();
    await page.getByTestId('cart-item').waitFor();
    await expect(page.getByTestId('already-paid')).toHaveCount(0);
    await expect.poll(() => orders().then((list) => list.length)).toBe(1);
  });

  test('/thanks opened without a payment in this tab keeps the cart', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(route('/terms', { lang: 'en' }));
    await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), await cartFor([ids.courseES]));
    // The page's clock: the thanks page's 5 s pass, and it leaves for the profile, as it does.
    await page.clock.install();
    await page.goto(route('/thanks', { lang: 'en' }));
    await page.getByTestId('thanks-page').waitFor();
    await page.clock.runFor(5_000);
    await page.waitForURL((url) => url.pathname.endsWith('/profile'));
    await page.goto(route('/terms', { lang: 'en' }));
    await expect.poll(() => storedCart(page).then((raw) => JSON.parse(raw ?? '[]') as unknown[])).toHaveLength(1);
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  });
});
