import type { Page } from '@playwright/test';
import { uncaught } from '../../support/probes';
import { cartFor, ids, signedInUrl } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';

/**
 * A cart kept from an earlier visit shows the
 * service's price of today, with a notice, before anyone pays; and a total
 * is only ever a sum within one currency.
 */

const mixRegion = {
  en: 'You cannot mix products from different regions in a single purchase.',
  es: 'No puedes mezclar productos de distintas regiones en una misma compra.',
  pt: 'Você não pode misturar produtos de regiões diferentes em uma única compra.',
} as const;

/** The course as stored when it cost 90 (the service now says 150). */
async function staleCart(): Promise<Record<string, unknown>[]> {
  const [course] = await cartFor([ids.courseES]);
  return [{ ...course, price: '90.00', current_price: 90 }];
}

async function storeCart(page: Page, items: readonly Record<string, unknown>[]): Promise<void> {
  await page.goto(route('/terms', { lang: 'en' }));
  await page.evaluate((value) => localStorage.setItem('agrishop', JSON.stringify(value)), items);
}

test.describe('cart prices', () => {
  test('checkout shows the service’s new price and says it changed', async ({ openPage }) => {
    const { page, errors } = await openPage('desktop');
    await storeCart(page, await staleCart());
    await page.goto(route('/checkout', { lang: 'en' }));
    await page.getByTestId('cart-item').waitFor();
    const notice = page.getByTestId('price-changes');
    await notice.waitFor();
    await expect(notice).toHaveText(/150/);
    await expect(page.getByTestId('cart-total')).toHaveText(/150/);
    await expect(page.getByTestId('cart-item')).not.toHaveText(/\b90[.,]00\b|€90\b/);
    expect(uncaught(errors)).toEqual([]);
  });

  test('payment opened on a stale cart shows the new price and the notice before the buyer pays', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await storeCart(page, await staleCart());
    await page.goto(await signedInUrl('guest-1', route('/payment', { lang: 'es' })));
    await page.getByTestId('payment-page').waitFor();
    await page.getByTestId('price-changes').waitFor();
    await expect(page.getByTestId('payment-total')).toHaveText(/150/);
  });

  for (const lang of ['en', 'es', 'pt'] as const) {
    test(`a EUR course and a USD course are never summed; the items say why (${lang})`, async ({ openPage }) => {
      const { page, errors } = await openPage('desktop');
      await storeCart(page, await cartFor([ids.courseES, ids.courseUSD]));
      await page.goto(route('/checkout', { lang }));
      await page.getByTestId('cart-item').nth(1).waitFor();
      await expect(page.getByTestId('cart-item')).toHaveCount(2);
      const message = page.getByTestId('mixed-region');
      await message.waitFor();
      await expect(message).toContainText(mixRegion[lang]);
      const text = (await page.getByTestId('checkout-page').textContent()) ?? '';
      // 150 EUR + 99 USD: no 249 anywhere.
      expect(text).not.toMatch(/249/);
      await expect(page.getByTestId('cart-total')).toHaveCount(0);
      expect(uncaught(errors)).toEqual([]);
    });
  }

  test('the payment page does not sum a mixed cart either, and paying is not offered', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await storeCart(page, await cartFor([ids.courseES, ids.courseUSD]));
    await page.goto(await signedInUrl('guest-1', route('/payment', { lang: 'en' })));
    await page.getByTestId('payment-page').waitFor();
    await page.getByTestId('mixed-region').waitFor();
    expect((await page.getByTestId('payment-page').textContent()) ?? '').not.toMatch(/249/);
    await expect(page.getByTestId('pay-button')).toBeDisabled();
  });
});
