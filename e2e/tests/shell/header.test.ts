import type { Page } from '@playwright/test';
import { langs, type Lang } from '../../support/texts';
import { expect, test } from '../../support/fixtures';
import { route, unsignedToken } from '../../support/stack';

const member = { token_id: 'member-1', nombre: 'María', apellidos: 'López', email: 'maria@example.com', foto: null };

test.describe('header', () => {
  test('opens one dropdown at a time and closes on a click outside or Escape', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(route('/terms', { lang: 'en', token: unsignedToken(member) }));
    const language = page.getByTestId('language-menu');
    const subscriptions = page.getByTestId('subscriptions-menu');
    const profile = page.getByTestId('profile-menu');
    await language.click();
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await subscriptions.click();
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await expect(subscriptions).toHaveAttribute('aria-expanded', 'true');
    await profile.click();
    await expect(subscriptions).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.click(600, 600);
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    await language.click();
    await page.keyboard.press('Escape');
    await expect(language).toHaveAttribute('aria-expanded', 'false');
  });

  test('becomes a slide-in menu at phone width', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(route('/terms', { lang: 'en' }));
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const memberships = page.locator('header').getByRole('link', { name: 'Memberships' });
    await expect(memberships).toBeHidden();
    await toggle.click();
    await memberships.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await memberships.waitFor({ state: 'hidden' });
  });

  test('has no horizontal scroll at 320 px', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(route('/terms', { lang: 'es', token: unsignedToken(member) }));
    await page.getByTestId('terms-page').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/**
 * The header as a new buyer meets it: the phone menu behaves as a modal (backdrop, close button, Escape, focus kept
 * inside and given back to the menu button), and from 769 to 1024 px no entry of the bar wraps onto a second line,
 * signed in or not, in es, en and pt.
 */
const signedInMember = unsignedToken({
  token_id: 'signedInMember-1',
  nombre: 'Marta',
  apellidos: 'García López',
  email: 'marta.garcia@example.com',
  foto: null,
});
const menuTexts: Record<Lang, { open: string; close: string; memberships: string }> = {
  es: { open: 'Abrir menú', close: 'Cerrar menú', memberships: 'Membresías' },
  en: { open: 'Open menu', close: 'Close menu', memberships: 'Memberships' },
  pt: { open: 'Abrir menu', close: 'Fechar menu', memberships: 'Assinaturas' },
};

const focusedInMenu = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('#site-menu'));
/** Focus goes back to the menu button (the trap gives it back on the next tick). */
const returnedToToggle = (page: Page) =>
  page.waitForFunction(() => document.activeElement?.getAttribute('aria-controls') === 'site-menu', undefined, { timeout: 2000 });

async function openMenu(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: menuTexts[lang].open }).click();
  await page.getByRole('dialog', { name: /./ }).waitFor();
  // Focus moves into the menu (the trap is fetched with the first opening).
  await page.waitForFunction(() => !!document.activeElement?.closest('#site-menu'));
  // And the slide-in has ended.
  await page.waitForFunction(() => ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(document.querySelector('#site-menu') as Element).transform));
}

test.describe('the phone menu', () => {
  for (const lang of langs) {
    test(`in ${lang}: a modal with a backdrop and a close button; focus stays inside and returns to the menu button`, async ({ openPage }) => {
      const { page } = await openPage('phone');
      await page.goto(route('/terms', { lang }));
      await page.getByTestId('terms-page').waitFor();
      await openMenu(page, lang);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(page.getByTestId('menu-backdrop')).toBeVisible();
      // Both menu buttons are 44 px icon buttons (a target a thumb finds; a lost style once made the bars a grey box).
      const sizes = await Promise.all(
        [page.locator('header button[aria-controls="site-menu"]'), dialog.getByRole('button', { name: menuTexts[lang].close })].map((button) =>
          button.boundingBox(),
        ),
      );
      expect(sizes.map((box) => [box?.width, box?.height])).toEqual([
        [44, 44],
        [44, 44],
      ]);

      // Tab and Shift+Tab around the whole menu never leave it.
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        await expect.poll(() => focusedInMenu(page)).toBe(true);
      }
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Shift+Tab');
        await expect.poll(() => focusedInMenu(page)).toBe(true);
      }

      // The close button closes it and gives focus back to the menu button.
      await dialog.getByRole('button', { name: menuTexts[lang].close }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await returnedToToggle(page);
      await page.locator('header').getByRole('link', { name: menuTexts[lang].memberships }).waitFor({ state: 'hidden' });
    });
  }

  test('closes with Escape (an open dropdown first) and with a tap on the backdrop', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(route('/terms', { lang: 'en', token: signedInMember }));
    await page.getByTestId('terms-page').waitFor();

    await openMenu(page, 'en');
    await page.getByTestId('language-menu').click();
    await expect(page.getByTestId('language-menu')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('language-menu')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await returnedToToggle(page);

    await openMenu(page, 'en');
    // The backdrop is the page left of the menu.
    await page.mouse.click(20, 400);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await returnedToToggle(page);
  });

  test('the page behind does not scroll while the menu is open', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(route('/terms', { lang: 'es' }));
    await page.getByTestId('terms-page').waitFor();
    await openMenu(page, 'es');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
  });
});

/** Header texts that run onto a second line, and entries that stick out of the bar. */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const bar = document.querySelector('header')?.firstElementChild?.getBoundingClientRect();
    const walker = document.createTreeWalker(document.querySelector('header') as Node, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue;
      if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) problems.push(`wraps: ${text}`);
      const right = Math.max(...rects.map((rect) => rect.right));
      if (bar && right > bar.right + 1) problems.push(`outside the bar: ${text}`);
    }
    const logo = document.querySelector('header img')?.getBoundingClientRect();
    if (logo && Math.round(logo.width) !== 140) problems.push(`logo squeezed to ${logo.width}px`);
    return problems;
  });
}

test.describe('the header bar from 769 to 1024 px', () => {
  for (const lang of langs) {
    test(`in ${lang}: no entry wraps or leaves the bar, signed in or not`, async ({ openPage }) => {
      const { page } = await openPage('desktop');
      const problems: string[] = [];
      for (const token of [null, signedInMember]) {
        await page.goto(route('/terms', token ? { lang, token } : { lang }));
        await page.getByTestId('terms-page').waitFor();
        if (token) await page.getByTestId('subscriptions-badge').waitFor();
        for (const width of [769, 800, 900, 1024]) {
          await page.setViewportSize({ width, height: 700 });
          await page.evaluate(() => new Promise(requestAnimationFrame));
          problems.push(...(await headerProblems(page)).map((problem) => `${width}px ${token ? 'signed in' : 'visitor'}: ${problem}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
