import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';

test.describe('language', () => {
  for (const [lang, memberships] of [
    ['es', 'Membresías'],
    ['en', 'Memberships'],
    ['pt', 'Assinaturas'],
    ['fr', 'Memberships'],
  ] as const) {
    test(`?lang=${lang} shows the header in its language and sets <html lang>`, async ({ openPage }) => {
      const { page } = await openPage();
      await page.goto(route('/terms', { lang }));
      await page.getByTestId('terms-page').waitFor();
      await page.locator('header').getByRole('link', { name: memberships }).waitFor();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'fr' ? 'en' : lang);
    });
  }

  test('switches from the menu, stays on the route and keeps the choice across links and reloads', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(route('/terms', { lang: 'es' }));
    await page.getByTestId('terms-page').waitFor();
    await page.getByTestId('language-menu').click();
    await page.getByRole('button', { name: 'Português' }).click();
    await page.locator('header').getByRole('link', { name: 'Assinaturas' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/suscripciones/terms');
    expect(url.searchParams.get('lang')).toBe('pt');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');

    await page.locator('header').getByRole('link', { name: 'Assinaturas' }).click();
    await page.waitForURL(/\/suscripciones\/?\?lang=pt$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  });
});
