import { openPage, route, useBrowser } from '../../support/browser';

const browser = useBrowser();

describe('language', () => {
  it.each([
    ['es', 'Membresías'],
    ['en', 'Memberships'],
    ['pt', 'Assinaturas'],
    ['fr', 'Memberships'],
  ])('?lang=%s shows the header in its language and sets <html lang>', async (lang, memberships) => {
    const { page, context } = await openPage(browser());
    await page.goto(route('/terms', { lang }));
    await page.getByTestId('terms-page').waitFor();
    await page.locator('header').getByRole('link', { name: memberships }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang === 'fr' ? 'en' : lang);
    await context.close();
  });

  it('switches from the menu, stays on the route and keeps the choice across links and reloads', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(route('/terms', { lang: 'es' }));
    await page.getByTestId('terms-page').waitFor();
    await page.getByTestId('language-menu').click();
    await page.getByRole('button', { name: 'Português' }).click();
    await page.locator('header').getByRole('link', { name: 'Assinaturas' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/suscripciones/terms');
    expect(url.searchParams.get('lang')).toBe('pt');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('pt');

    await page.locator('header').getByRole('link', { name: 'Assinaturas' }).click();
    await page.waitForURL(/\/suscripciones\/?\?lang=pt$/);
    await page.reload();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('pt');
    await context.close();
  });
});
