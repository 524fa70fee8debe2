import type { Page } from '@playwright/test';
import { expectAlive, skipTour, uncaught } from '../../support/probes';
import { useReliability } from '../../support/tally';
import { texts, type Lang } from '../../support/texts';
import { chooseCountry, fillCard, ids, openPayment, orders, payButton } from '../payment/paymentSupport';
import { expect, test, type OpenPage, type PageProbe } from '../../support/fixtures';
import { route, unsignedToken } from '../../support/stack';
import { framesDrawn } from '../../support/pages';

/**
 * The profile service (calls 1-5) and the identity site's country list
 * (call 6) answering 500, JSON cut in half, or JSON of the wrong shape: each
 * screen gives the spec's fallback for that call, keeps the cart, and never
 * goes blank or throws.
 */
const tally = useReliability();

const modes = [
  ['status-500', 'es'],
  ['malformed-json', 'en'],
  ['bad-schema', 'pt'],
] as const;

const member = unsignedToken({ token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com', foto: null });
const countryName: Record<Lang, string> = { es: 'España', en: 'Spain', pt: 'Espanha' };

async function openProbe(openPage: OpenPage): Promise<PageProbe> {
  const probe = await openPage('desktop');
  await skipTour(probe.context);
  return probe;
}

/** Stored cart lines (key agrishop). */
const storedCartIds = (page: Page): Promise<number[]> =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('agrishop') ?? '[]') as Array<{ id: number }>).map((item) => item.id));

for (const [mode, lang] of modes) {
  test.describe(`faults: the services answering ${mode} (page in ${lang})`, () => {
    test('call 1: the landing shows "Error: …" with a retry that recovers', ({ openPage, fault }) =>
      tally.run('fault', async () => {
        await fault('get-products', mode);
        const { page, errors } = await openProbe(openPage);
        await page.goto(route('/', { lang }));
        const alert = page.getByTestId('subscribe-block').getByRole('alert');
        await alert.waitFor();
        await expect(alert).toHaveText(/^Error: \S/);
        await expect(page.getByTestId('subscription-card')).toHaveCount(0);
        await expectAlive(page);

        await fault('get-products', 'none');
        await page.getByTestId('subscribe-block').getByRole('button', { name: texts.retry[lang] }).click();
        await page.getByTestId('subscription-card').first().waitFor();
        await expect(alert).toHaveCount(0);
        expect(uncaught(errors)).toEqual([]);
      }));

    test('call 2: the checkout shows errorFilteringProducts, focused, keeps the ids and recovers with retry', ({ openPage, fault }) =>
      tally.run('fault', async () => {
        await fault('products', mode);
        const { page, errors } = await openProbe(openPage);
        await page.goto(route('/checkout', { ids: `${ids.courseES},${ids.magazine}`, lang }));
        const alert = page.getByTestId('checkout-error');
        await alert.waitFor();
        await expect(alert).toHaveText(texts.errorFilteringProducts[lang]);
        await expect(alert).toHaveAttribute('role', 'alert');
        await expect.poll(() => alert.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(new URL(page.url()).searchParams.get('ids')).toBe(`${ids.courseES},${ids.magazine}`);
        await expectAlive(page);

        await fault('products', 'none');
        await page.getByRole('button', { name: texts.retry[lang] }).click();
        await page.getByTestId('cart-item').nth(1).waitFor();
        await expect.poll(() => storedCartIds(page)).toEqual([ids.courseES, ids.magazine]);
        expect(uncaught(errors)).toEqual([]);
      }));

    test('call 3: payment shows errorProcessingPayment, the pay button comes back and the cart is kept', ({ openPage, fault }) =>
      tally.run('fault', async () => {
        const { page, errors } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false, lang });
        await fault('buy', mode);
        await fillCard(page, '4242424242424242', { lang });
        await chooseCountry(page, countryName[lang]);
        await payButton(page).click();
        const banner = page.getByTestId('payment-error');
        await banner.waitFor();
        await expect(banner).toHaveText(texts.errorProcessingPayment[lang]);
        await expect(banner).toHaveAttribute('role', 'alert');
        await expect(payButton(page)).toHaveAttribute('aria-busy', 'false');
        await expect(payButton(page)).toBeEnabled();
        expect(new URL(page.url()).pathname).toBe('/suscripciones/payment');
        await expect.poll(() => storedCartIds(page)).toEqual([ids.courseES]);
        await expect.poll(() => orders()).toEqual([]);
        expect(uncaught(errors)).toEqual([]);
      }));

    test('call 4: no suggestion and nothing shown; the cart works', ({ openPage, fault }) =>
      tally.run('fault', async () => {
        await fault('product-suggestions', mode);
        const { page, errors } = await openProbe(openPage);
        const suggestionAnswered = page.waitForResponse((response) => response.url().includes('/product-suggestions'));
        await page.goto(route('/checkout', { ids: String(ids.courseES), lang }));
        await page.getByTestId('cart-item').waitFor();
        await suggestionAnswered;
        // Nothing shows, up to the frames after the answer (handled within a few).
        await framesDrawn(page);
        await expect(page.getByTestId('suggested-membership')).toHaveCount(0);
        await expect(page.locator('#main [role="alert"]')).toHaveCount(0);
        await expect(page.getByTestId('proceed')).toBeEnabled();
        await expectAlive(page);
        expect(uncaught(errors)).toEqual([]);
      }));

    test('call 5: a member gets no partner price, and nothing breaks', ({ openPage, fault }) =>
      tally.run('fault', async () => {
        await fault('get-pays-subs', mode);
        const { page, errors } = await openProbe(openPage);
        await page.goto(route('/checkout', { ids: String(ids.courseES), lang, token: member }));
        await page.getByTestId('avatar-initials').waitFor();
        await expect(page.getByTestId('proceed')).toBeEnabled();
        // Without the member's subscriptions the course stays at its normal price (150 €, not 90 €).
        await expect(page.getByTestId('item-current-price')).toContainText('150');
        await expect(page.getByTestId('partner-note')).toHaveCount(0);
        await expect(page.locator('#main [role="alert"]')).toHaveCount(0);
        await expectAlive(page);
        expect(uncaught(errors)).toEqual([]);
      }));

    test('call 6: an empty country list; the payment page stays usable and says the country is invalid', ({ openPage, fault }) =>
      tally.run('fault', async () => {
        await fault('countries', mode);
        const { page, errors } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false, lang });
        const select = page.locator('#payment-country');
        await page.locator('#payment-country:not([aria-busy])').waitFor();
        await expect(select.locator('option')).toHaveCount(1);
        await fillCard(page, '4242424242424242', { lang });
        await payButton(page).click();
        await expect(page.getByTestId('payment-error')).toHaveText(texts.errorInvalidCountry[lang]);
        await expect.poll(() => storedCartIds(page)).toEqual([ids.courseES]);
        await expect.poll(() => orders()).toEqual([]);
        expect(uncaught(errors)).toEqual([]);
      }));
  });
}
