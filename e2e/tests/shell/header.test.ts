import { openPage, route, unsignedToken, useBrowser } from '../../support/browser';

const browser = useBrowser();

const member = { token_id: 'member-1', nombre: 'María', apellidos: 'López', email: 'maria@example.com', foto: null };

describe('header', () => {
  it('opens one dropdown at a time and closes on a click outside or Escape', async () => {
    const { page, context } = await openPage(browser(), 'desktop');
    await page.goto(route('/terms', { lang: 'en', token: unsignedToken(member) }));
    const language = page.getByTestId('language-menu');
    const subscriptions = page.getByTestId('subscriptions-menu');
    const profile = page.getByTestId('profile-menu');
    await language.click();
    await expect(language.getAttribute('aria-expanded')).resolves.toBe('true');
    await subscriptions.click();
    await expect(language.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(subscriptions.getAttribute('aria-expanded')).resolves.toBe('true');
    await profile.click();
    await expect(subscriptions.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.mouse.click(600, 600);
    await expect(profile.getAttribute('aria-expanded')).resolves.toBe('false');
    await language.click();
    await page.keyboard.press('Escape');
    await expect(language.getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });

  it('becomes a slide-in menu at phone width', async () => {
    const { page, context } = await openPage(browser(), 'phone');
    await page.goto(route('/terms', { lang: 'en' }));
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const memberships = page.locator('header').getByRole('link', { name: 'Memberships' });
    await expect(memberships.isVisible()).resolves.toBe(false);
    await toggle.click();
    await memberships.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await memberships.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('has no horizontal scroll at 320 px', async () => {
    const { page, context } = await openPage(browser(), 'phone');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(route('/terms', { lang: 'es', token: unsignedToken(member) }));
    await page.getByTestId('terms-page').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
