import type { Page } from 'playwright-core';
import { devApi, openPage, route, useBrowser } from '../../support/browser';
import { uncaught } from '../../support/probes';
import { cartFor, ids, signedInUrl } from '../payment/paymentSupport';

/**
 * A cart kept from an earlier visit shows the
 * service's price of today, with a notice, before anyone pays; and a total
 * is only ever a sum within one currency.
 */
const browser = useBrowser();
beforeEach(() => devApi.reset());

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

describe('cart prices', () => {
  it('checkout shows the service’s new price and says it changed', async () => {
    const { page, context, errors } = await openPage(browser(), 'desktop');
    await storeCart(page, await staleCart());
    await page.goto(route('/checkout', { lang: 'en' }));
    await page.getByTestId('cart-item').waitFor();
    const notice = page.getByTestId('price-changes');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toMatch(/150/);
    await expect(page.getByTestId('cart-total').textContent()).resolves.toMatch(/150/);
    await expect(page.getByTestId('cart-item').textContent()).resolves.not.toMatch(/\b90[.,]00\b|€90\b/);
    expect(uncaught(errors)).toEqual([]);
    await context.close();
  });

  it('payment opened on a stale cart shows the new price and the notice before the buyer pays', async () => {
    const { page, context } = await openPage(browser(), 'phone');
    await storeCart(page, await staleCart());
    await page.goto(await signedInUrl('guest-1', route('/payment', { lang: 'es' })));
    await page.getByTestId('payment-page').waitFor();
    await page.getByTestId('price-changes').waitFor();
    await expect(page.getByTestId('payment-total').textContent()).resolves.toMatch(/150/);
    await context.close();
  });

  it.each(['en', 'es', 'pt'] as const)('a EUR course and a USD course are never summed; the items say why (%s)', async (lang) => {
    const { page, context, errors } = await openPage(browser(), 'desktop');
    await storeCart(page, await cartFor([ids.courseES, ids.courseUSD]));
    await page.goto(route('/checkout', { lang }));
    await page.getByTestId('cart-item').nth(1).waitFor();
    await expect(page.getByTestId('cart-item').count()).resolves.toBe(2);
    const message = page.getByTestId('mixed-region');
    await message.waitFor();
    await expect(message.textContent()).resolves.toContain(mixRegion[lang]);
    const text = (await page.getByTestId('checkout-page').textContent()) ?? '';
    // 150 EUR + 99 USD: no 249 anywhere.
    expect(text).not.toMatch(/249/);
    await expect(page.getByTestId('cart-total').count()).resolves.toBe(0);
    expect(uncaught(errors)).toEqual([]);
    await context.close();
  });

  it('the payment page does not sum a mixed cart either, and paying is not offered', async () => {
    const { page, context } = await openPage(browser(), 'desktop');
    await storeCart(page, await cartFor([ids.courseES, ids.courseUSD]));
    await page.goto(await signedInUrl('guest-1', route('/payment', { lang: 'en' })));
    await page.getByTestId('payment-page').waitFor();
    await page.getByTestId('mixed-region').waitFor();
    expect((await page.getByTestId('payment-page').textContent()) ?? '').not.toMatch(/249/);
    await expect(page.getByTestId('pay-button').isDisabled()).resolves.toBe(true);
    await context.close();
  });
});
