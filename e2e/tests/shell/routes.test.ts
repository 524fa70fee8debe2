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
    expect((await page.goto(route(path, { lang: 'en' })))?.status()).toBe(200);
    const ready = () => (testId === 'landing-page' ? landingReady(page) : page.getByTestId(testId).waitFor());
    await ready();
    await page.reload();
    await ready();
    await expect(page.locator('header').getByRole('link', { name: 'Memberships' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['es', 'Volver al inicio'],
    ['en', 'Back to home'],
    ['pt', 'Voltar ao início'],
  ])('shows the 404 page (status 404) in %s with a way home for any other path', async (lang, home) => {
    const { page, context, errors } = await openPage(browser());
    // The status tells search engines it is no page; the screen tells the visitor, in their language.
    expect((await page.goto(route('/no/such/page', { lang })))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404 Not Found');
    expect(errors).toEqual([]);
    await page.getByRole('link', { name: home }).click();
    await landingReady(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/suscripciones\/?$/);
    await context.close();
  });
});
