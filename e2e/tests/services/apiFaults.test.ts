import type { Page } from 'playwright-core';
import { devApi, openPage, route, unsignedToken, useBrowser, type PageProbe } from '../../support/browser';
import { expectAlive, skipTour, uncaught } from '../../support/probes';
import { useReliability } from '../../support/reliability';
import { texts, type Lang } from '../../support/texts';
import { chooseCountry, fillCard, ids, openPayment, orders, payButton } from '../payment/paymentSupport';

/**
 * The profile service (calls 1-5) and the identity site's country list
 * (call 6) answering 500, JSON cut in half, or JSON of the wrong shape: each
 * screen gives the spec's fallback for that call, keeps the cart, and never
 * goes blank or throws.
 */
const browser = useBrowser();
const tally = useReliability(__filename);
beforeEach(() => devApi.reset());
afterAll(() => devApi.reset());

const modes = [
  ['status-500', 'es'],
  ['malformed-json', 'en'],
  ['bad-schema', 'pt'],
] as const;

const member = unsignedToken({ token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com', foto: null });
const countryName: Record<Lang, string> = { es: 'España', en: 'Spain', pt: 'Espanha' };

async function openProbe(): Promise<PageProbe> {
  const probe = await openPage(browser(), 'desktop');
  await skipTour(probe.context);
  return probe;
}

/** Stored cart lines (key agrishop). */
const storedCartIds = (page: Page): Promise<number[]> =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('agrishop') ?? '[]') as Array<{ id: number }>).map((item) => item.id));

describe.each(modes)('faults: the services answering %s (page in %s)', (mode, lang) => {
  it('call 1: the landing shows "Error: …" with a retry that recovers', () =>
    tally.run('fault', async () => {
      await devApi.fault('get-products', mode);
      const { page, context, errors } = await openProbe();
      await page.goto(route('/', { lang }));
      const alert = page.getByTestId('subscribe-block').getByRole('alert');
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toMatch(/^Error: \S/);
      await expect(page.getByTestId('subscription-card').count()).resolves.toBe(0);
      await expectAlive(page);

      await devApi.fault('get-products', 'none');
      await page.getByTestId('subscribe-block').getByRole('button', { name: texts.retry[lang] }).click();
      await page.getByTestId('subscription-card').first().waitFor();
      await expect(alert.count()).resolves.toBe(0);
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }));

  it('call 2: the checkout shows errorFilteringProducts, focused, keeps the ids and recovers with retry', () =>
    tally.run('fault', async () => {
      await devApi.fault('products', mode);
      const { page, context, errors } = await openProbe();
      await page.goto(route('/checkout', { ids: `${ids.courseES},${ids.magazine}`, lang }));
      const alert = page.getByTestId('checkout-error');
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toBe(texts.errorFilteringProducts[lang]);
      await expect(alert.getAttribute('role')).resolves.toBe('alert');
      await expect(alert.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      expect(new URL(page.url()).searchParams.get('ids')).toBe(`${ids.courseES},${ids.magazine}`);
      await expectAlive(page);

      await devApi.fault('products', 'none');
      await page.getByRole('button', { name: texts.retry[lang] }).click();
      await page.getByTestId('cart-item').nth(1).waitFor();
      await expect(storedCartIds(page)).resolves.toEqual([ids.courseES, ids.magazine]);
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }));

  it('call 3: payment shows errorProcessingPayment, the pay button comes back and the cart is kept', () =>
    tally.run('fault', async () => {
      const { page, context, errors } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false, lang });
      await devApi.fault('buy', mode);
      await fillCard(page, '4242424242424242', { lang });
      await chooseCountry(page, countryName[lang]);
      await payButton(page).click();
      const banner = page.getByTestId('payment-error');
      await banner.waitFor();
      await expect(banner.textContent()).resolves.toBe(texts.errorProcessingPayment[lang]);
      await expect(banner.getAttribute('role')).resolves.toBe('alert');
      await page.waitForFunction(() => document.querySelector('[data-testid="pay-button"]')?.getAttribute('aria-busy') === 'false');
      await expect(payButton(page).isEnabled()).resolves.toBe(true);
      expect(new URL(page.url()).pathname).toBe('/suscripciones/payment');
      await expect(storedCartIds(page)).resolves.toEqual([ids.courseES]);
      expect(await orders()).toEqual([]);
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }));

  it('call 4: no suggestion and nothing shown; the cart works', () =>
    tally.run('fault', async () => {
      await devApi.fault('product-suggestions', mode);
      const { page, context, errors } = await openProbe();
      const suggestionAnswered = page.waitForResponse((response) => response.url().includes('/product-suggestions'));
      await page.goto(route('/checkout', { ids: String(ids.courseES), lang }));
      await page.getByTestId('cart-item').waitFor();
      await suggestionAnswered;
      // The answer is handled within a few frames; give it time to (wrongly) show something.
      await page.waitForTimeout(300);
      await expect(page.getByTestId('suggested-membership').count()).resolves.toBe(0);
      await expect(page.locator('#main [role="alert"]').count()).resolves.toBe(0);
      await expect(page.getByTestId('proceed').isEnabled()).resolves.toBe(true);
      await expectAlive(page);
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }));

  it('call 5: a member gets no partner price, and nothing breaks', () =>
    tally.run('fault', async () => {
      await devApi.fault('get-pays-subs', mode);
      const { page, context, errors } = await openProbe();
      await page.goto(route('/checkout', { ids: String(ids.courseES), lang, token: member }));
      await page.getByTestId('avatar-initials').waitFor();
      await page.waitForFunction(() => !(document.querySelector('[data-testid="proceed"]') as HTMLButtonElement | null)?.disabled);
      // Without the member's subscriptions the course stays at its normal price (150 €, not 90 €).
      await expect(page.getByTestId('item-current-price').textContent()).resolves.toContain('150');
      await expect(page.getByTestId('partner-note').count()).resolves.toBe(0);
      await expect(page.locator('#main [role="alert"]').count()).resolves.toBe(0);
      await expectAlive(page);
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }));

  it('call 6: an empty country list; the payment page stays usable and says the country is invalid', () =>
    tally.run('fault', async () => {
      await devApi.fault('countries', mode);
      const { page, context, errors } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false, lang });
      const select = page.locator('#payment-country');
      await page.waitForFunction(() => document.querySelector('#payment-country')?.getAttribute('aria-busy') === null);
      await expect(select.locator('option').count()).resolves.toBe(1);
      await fillCard(page, '4242424242424242', { lang });
      await payButton(page).click();
      await expect(page.getByTestId('payment-error').textContent()).resolves.toBe(texts.errorInvalidCountry[lang]);
      await expect(storedCartIds(page)).resolves.toEqual([ids.courseES]);
      expect(await orders()).toEqual([]);
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }));
});
