import { openPage, route, useBrowser, landingReady } from '../../support/browser';

const browser = useBrowser();

describe('one cart for the whole page', () => {
  it('a change made in one remote shows in the host header and in another remote, both ways', async () => {
    const { page, context, errors } = await openPage(browser(), 'desktop');
    const cartCount = page.getByTestId('cart-count').first();
    await page.goto(route('/', { lang: 'en' }));
    await landingReady(page);
    await expect(cartCount.textContent()).resolves.toBe('0');

    // Landing remote → host header and checkout remote.
    await page.getByRole('tabpanel').getByRole('button', { name: 'Subscribe' }).first().click();
    await page.getByTestId('checkout-page').waitFor();
    await expect(cartCount.textContent()).resolves.toBe('1');
    const removeButtons = page.getByRole('button', { name: /^Remove / });
    await expect(removeButtons.count()).resolves.toBe(1);

    // Checkout remote → host header and landing remote.
    await removeButtons.first().click();
    await page.getByTestId('empty-cart').waitFor();
    await expect(cartCount.textContent()).resolves.toBe('0');
    await page.locator('header').getByRole('link', { name: 'Memberships' }).click();
    await landingReady(page);
    await expect(page.evaluate(() => window.localStorage.getItem('agrishop'))).resolves.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the cart in step across tabs', async () => {
    const { page, context } = await openPage(browser(), 'desktop');
    await page.goto(route('/', { lang: 'en' }));
    await landingReady(page);
    const other = await context.newPage();
    await other.goto(route('/terms', { lang: 'en' }));
    await other.getByTestId('terms-page').waitFor();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Subscribe' }).first().click();
    await page.getByTestId('checkout-page').waitFor();
    await other.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '1');
    await context.close();
  });
});
