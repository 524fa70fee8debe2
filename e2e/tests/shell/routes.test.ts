import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

test.describe('host routing under /suscripciones', () => {
  for (const [path, testId] of [
    ['/', 'landing-page'],
    ['/checkout', 'checkout-page'],
    ['/payment', 'payment-page'],
    ['/thanks', 'thanks-page'],
    ['/terms', 'terms-page'],
    ['/privacy', 'privacy-page'],
  ] as const) {
    test(`a deep link to ${path} renders its page, also after a reload`, async ({ openPage }) => {
      const { page, errors } = await openPage();
      expect((await page.goto(route(path, { lang: 'en' })))?.status()).toBe(200);
      const ready = () => (testId === 'landing-page' ? landingReady(page) : page.getByTestId(testId).waitFor());
      await ready();
      await page.reload();
      await ready();
      await expect(page.locator('header').getByRole('link', { name: 'Memberships' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  for (const [lang, home] of [
    ['es', 'Volver al inicio'],
    ['en', 'Back to home'],
    ['pt', 'Voltar ao início'],
  ] as const) {
    test(`shows the 404 page (status 404) in ${lang} with a way home for any other path`, async ({ openPage }) => {
      const { page, errors } = await openPage();
      // The status tells search engines it is no page; the screen tells the visitor, in their language.
      expect((await page.goto(route('/no/such/page', { lang })))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
      expect(errors).toEqual([]);
      await page.getByRole('link', { name: home }).click();
      await landingReady(page);
      expect(new URL(page.url()).pathname).toMatch(/^\/suscripciones\/?$/);
    });
  }
});
