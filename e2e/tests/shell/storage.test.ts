import type { Page } from '@playwright/test';
import { expectAlive, uncaught } from '../../support/probes';
import { ids } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route, unsignedToken } from '../../support/stack';
import { landingReady } from '../../support/pages';

/**
 * Storage that is blocked (the localStorage getter throws,
 * as in some privacy modes and embedded frames) or full (setItem throws
 * QuotaExceededError). The cart and the session live in memory for the tab,
 * the page says once that the cart will not be kept, and nothing throws.
 */

const member = { token_id: 'member-1', nombre: 'María', apellidos: 'López', email: 'maria@example.com', foto: null };

async function blockStorage(page: Page, which: Array<'localStorage' | 'sessionStorage'>): Promise<void> {
  await page.addInitScript((names: string[]) => {
    for (const name of names) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`The operation is insecure (${name}).`, 'SecurityError');
        },
      });
    }
  }, which);
}

async function fillStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

const notice = (page: Page) => page.getByTestId('storage-notice');

test.describe('faults: blocked or full browser storage', () => {
  for (const [what, which] of [
    ['localStorage blocked', ['localStorage'] as const],
    ['both storages blocked', ['localStorage', 'sessionStorage'] as const],
  ] as const) {
    test(`${what}: the landing shows its offers, subscribing fills the cart for this tab, and the page says so once`, async ({ openPage }) => {
      const { page, errors } = await openPage('desktop');
      await blockStorage(page, [...which]);
      await page.goto(route('/', { lang: 'es' }));
      const card = page.getByRole('tabpanel').getByTestId('subscription-card').first();
      await card.waitFor();
      await card.getByRole('button').click();
      await page.getByTestId('cart-item').waitFor();
      await expectAlive(page);
      await notice(page).waitFor();
      await expect(notice(page)).toHaveCount(1);
      await expect(notice(page)).toHaveText(/pestaña|tab/i);

      // Moving around the app keeps the cart, and the notice is not repeated once dismissed.
      await notice(page).getByRole('button').click();
      await page.locator('header').getByRole('link', { name: 'Membresías', exact: true }).first().click();
      await landingReady(page);
      await page.goBack();
      await page.getByTestId('cart-item').waitFor();
      await expect(notice(page)).toHaveCount(0);
      expect(uncaught(errors)).toEqual([]);
    });
  }

  test('storage full: signing in works and shows the initials; the cart works for the tab', async ({ openPage }) => {
    const { page, errors } = await openPage('desktop');
    await fillStorage(page);
    await page.goto(route('/checkout', { lang: 'en', ids: String(ids.courseES), token: unsignedToken(member) }));
    await expect(page.getByTestId('avatar-initials')).toHaveText('ML');
    await page.getByTestId('cart-item').waitFor();
    await notice(page).waitFor();
    await expect(page.getByTestId('proceed')).toBeEnabled();
    await page.getByTestId('proceed').click();
    await page.getByTestId('payment-page').waitFor();
    await expect(page.getByTestId('avatar-initials')).toHaveText('ML');
    await expect(page.getByTestId('payment-item')).toHaveCount(1);
    expect(uncaught(errors)).toEqual([]);
  });
});
