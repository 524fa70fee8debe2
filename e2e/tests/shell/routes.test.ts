import { openPage, route, useBrowser } from '../../support/browser';

const browser = useBrowser();

describe('host routing under /suscripciones', () => {
  it.each([
    ['/', 'landing-page'],
    ['/checkout', 'checkout-page'],
    ['/payment', 'payment-page'],
    ['/thanks', 'thanks-page'],
    ['/terms', 'terms-page'],
    ['/privacy', 'privacy-page'],
  ])('a deep link to %s renders its page, also after a reload', async (path, testId) => {
    const { page, errors, context } = await openPage(browser());
    await page.goto(route(path, { lang: 'en' }));
    await page.getByTestId(testId).waitFor();
    await page.reload();
    await page.getByTestId(testId).waitFor();
    await expect(page.locator('header').getByRole('link', { name: 'Memberships' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page with a way home for any other path', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(route('/no/such/page', { lang: 'es' }));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404 Not Found');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.getByTestId('landing-page').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/suscripciones\/?$/);
    await context.close();
  });
});
