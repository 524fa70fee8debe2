import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

test.describe('one cart for the whole page', () => {
  test('a change made in one remote shows in the host header and in another remote, both ways', async ({ openPage }) => {
    const { page, errors } = await openPage('desktop');
    const cartCount = page.getByTestId('cart-count').first();
    await page.goto(route('/', { lang: 'en' }));
    await landingReady(page);
    await expect(cartCount).toHaveText('0');

    // Landing remote → host header and checkout remote.
    await page.getByRole('tabpanel').getByRole('button', { name: 'Subscribe' }).first().click();
    await page.getByTestId('checkout-page').waitFor();
    await expect(cartCount).toHaveText('1');
    const removeButtons = page.getByRole('button', { name: /^Remove / });
    await expect(removeButtons).toHaveCount(1);

    // Checkout remote → host header and landing remote.
    await removeButtons.first().click();
    await page.getByTestId('empty-cart').waitFor();
    await expect(cartCount).toHaveText('0');
    await page.locator('header').getByRole('link', { name: 'Memberships' }).click();
    await landingReady(page);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('agrishop'))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('keeps the cart in step across tabs', async ({ openPage }) => {
    const { page, context } = await openPage('desktop');
    await page.goto(route('/', { lang: 'en' }));
    await landingReady(page);
    const other = await context.newPage();
    await other.goto(route('/terms', { lang: 'en' }));
    await other.getByTestId('terms-page').waitFor();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Subscribe' }).first().click();
    await page.getByTestId('checkout-page').waitFor();
    await other.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '1');
  });
});
