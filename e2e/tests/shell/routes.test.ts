import { openPage, route, useBrowser, landingReady } from '../../support/browser';

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
    const ready = () => (testId === 'landing-page' ? landingReady(page) : page.getByTestId(testId).waitFor());
    await ready();
    await page.reload();
    await ready();
    await expect(page.locator('header').getByRole('link', { name: 'Memberships' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page with a way home for any other path', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(route('/no/such/page', { lang: 'es' }));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404 Not Found');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await landingReady(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/suscripciones\/?$/);
    await context.close();
  });
});
