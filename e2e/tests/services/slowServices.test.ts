import { devApi, openPage, route, unsignedToken, useBrowser, type PageProbe } from '../../support/browser';
import { hostUrl } from '../../support/env';
import { expectAlive, skipTour, uncaught, useRequestTimeout } from '../../support/probes';
import { useReliability } from '../../support/reliability';
import { texts } from '../../support/texts';
import { chooseCountry, fillCard, ids, orders, payButton, signedInUrl, cartFor, cardNumber } from '../payment/paymentSupport';

/**
 * Calls that never answer: the client gives up after the config's
 * requestTimeoutMs (10 s on the local stack, see README "Timeouts") and each
 * screen then shows the same clear fallback as for a failure. The served
 * config is shortened for these pages to keep the suite fast. Tracking that
 * fails or hangs shows nothing at all.
 */
const browser = useBrowser();
const tally = useReliability(__filename);
beforeEach(() => devApi.reset());
afterAll(() => devApi.reset());

const timeoutMs = 2000;
const guest = unsignedToken({ token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo.martin@example.com', foto: null });
const member = unsignedToken({ token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com', foto: null });

async function openShortTimeout(): Promise<PageProbe> {
  const probe = await openPage(browser(), 'desktop');
  await skipTour(probe.context);
  await useRequestTimeout(probe.page, timeoutMs);
  return probe;
}

/**
 * Milliseconds since `start`, checked against the served timeout: not before it, and well before the
 * stack's own 10 s (so it is the served value that applied, page start-up included).
 */
function expectGaveUpOnTime(start: number): void {
  const waited = Date.now() - start;
  expect(waited).toBeGreaterThanOrEqual(timeoutMs - 100);
  expect(waited).toBeLessThan(timeoutMs + 6000);
}

describe('faults: a call that hangs', () => {
  it('the local stack serves a 10 s request timeout (README "Timeouts")', async () => {
    const config = (await (await fetch(`${hostUrl}/config.json`)).json()) as { requestTimeoutMs: number };
    expect(config.requestTimeoutMs).toBe(10_000);
  });

  it('call 1: the landing spins, then says "Error: …" in the visitor\'s words with a retry (the reason in the console)', () =>
    tally.run('fault', async () => {
      await devApi.fault('get-products', 'hang');
      const { page, context, errors } = await openShortTimeout();
      const start = Date.now();
      await page.goto(route('/', { lang: 'en' }));
      const alert = page.getByTestId('subscribe-block').getByRole('alert');
      await alert.waitFor({ timeout: timeoutMs + 8000 });
      expectGaveUpOnTime(start);
      await expect(alert.textContent()).resolves.toBe('Error: The memberships could not be loaded. Check your connection and try again.');
      expect(errors.some((error) => error.includes(`did not answer within ${timeoutMs} ms`))).toBe(true);
      await devApi.fault('get-products', 'none');
      await page.getByTestId('subscribe-block').getByRole('button', { name: texts.retry.en }).click();
      await page.getByTestId('subscription-card').first().waitFor();
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }));

  it('call 2: the checkout shows its placeholders, then errorFilteringProducts', () =>
    tally.run('fault', async () => {
      await devApi.fault('products', 'hang');
      const { page, context, errors } = await openShortTimeout();
      await page.goto(route('/checkout', { ids: String(ids.courseES), lang: 'es' }));
      await page.locator('#main section[aria-busy="true"]').first().waitFor();
      const start = Date.now();
      await expect(page.getByTestId('checkout-error').textContent({ timeout: timeoutMs + 8000 })).resolves.toBe(texts.errorFilteringProducts.es);
      expect(Date.now() - start).toBeLessThan(timeoutMs + 6000);
      await expectAlive(page);
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }));

  it('call 3: the pay button is busy, then errorProcessingPayment; nothing is charged and the cart is kept', () =>
    tally.run('fault', async () => {
      const { page, context, errors } = await openShortTimeout();
      const cart = await cartFor([ids.courseES]);
      await page.goto(route('/terms', { lang: 'en' }));
      await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);
      await page.goto(await signedInUrl('guest-1', route('/payment', { lang: 'en' })));
      await cardNumber(page).waitFor();
      await fillCard(page, '4242424242424242');
      await chooseCountry(page, 'Spain');
      await devApi.fault('buy', 'hang');
      const start = Date.now();
      await payButton(page).click();
      await expect(payButton(page).getAttribute('aria-busy')).resolves.toBe('true');
      await expect(page.getByTestId('payment-error').textContent({ timeout: timeoutMs + 8000 })).resolves.toBe(texts.errorProcessingPayment.en);
      expectGaveUpOnTime(start);
      await expect(payButton(page).getAttribute('aria-busy')).resolves.toBe('false');
      await expect(page.evaluate(() => localStorage.getItem('agrishop'))).resolves.not.toBeNull();
      expect(await orders()).toEqual([]);
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }));

  it('call 4: no suggestion appears, the cart can proceed', () =>
    tally.run('fault', async () => {
      await devApi.fault('product-suggestions', 'hang');
      const { page, context, errors } = await openShortTimeout();
      await page.goto(route('/checkout', { ids: String(ids.courseES), lang: 'en', token: guest }));
      await page.waitForFunction(() => !(document.querySelector('[data-testid="proceed"]') as HTMLButtonElement | null)?.disabled);
      await page.waitForTimeout(timeoutMs + 300);
      await expect(page.getByTestId('suggested-membership').count()).resolves.toBe(0);
      await expect(page.locator('#main [role="alert"]').count()).resolves.toBe(0);
      await page.getByTestId('proceed').click();
      await page.getByTestId('payment-page').waitFor();
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }));

  it('call 5: the checkout waits for the session, then lets the member proceed at the normal price', () =>
    tally.run('fault', async () => {
      await devApi.fault('get-pays-subs', 'hang');
      const { page, context, errors } = await openShortTimeout();
      const start = Date.now();
      await page.goto(route('/checkout', { ids: String(ids.courseES), lang: 'en', token: member }));
      await page.getByTestId('cart-item').waitFor();
      await expect(page.getByTestId('proceed').isDisabled()).resolves.toBe(true);
      await page.waitForFunction(() => !(document.querySelector('[data-testid="proceed"]') as HTMLButtonElement | null)?.disabled, undefined, {
        timeout: timeoutMs + 8000,
      });
      expectGaveUpOnTime(start);
      await expect(page.getByTestId('item-current-price').textContent()).resolves.toContain('150');
      await expectAlive(page);
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }));

  it('call 6: the country select is busy, then empty; the rest of the page works', () =>
    tally.run('fault', async () => {
      await devApi.fault('countries', 'hang');
      const { page, context, errors } = await openShortTimeout();
      const cart = await cartFor([ids.courseES]);
      await page.goto(route('/terms', { lang: 'en' }));
      await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);
      await page.goto(await signedInUrl('guest-1', route('/payment', { lang: 'en' })));
      const select = page.locator('#payment-country');
      await expect(select.getAttribute('aria-busy')).resolves.toBe('true');
      await page.waitForFunction(() => document.querySelector('#payment-country')?.getAttribute('aria-busy') === null, undefined, {
        timeout: timeoutMs + 8000,
      });
      await expect(select.locator('option').count()).resolves.toBe(1);
      await fillCard(page, '4242424242424242');
      await payButton(page).click();
      await expect(page.getByTestId('payment-error').textContent()).resolves.toBe(texts.errorInvalidCountry.en);
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }));
});

describe('faults: tracking down', () => {
  it.each(['status-500', 'hang'] as const)('tracking answering %s: nothing is shown and subscribing still works', (mode) =>
    tally.run('fault', async () => {
      await devApi.fault('track', mode);
      const { page, context, errors } = await openShortTimeout();
      await page.goto(route('/', { lang: 'es' }));
      const card = page.getByTestId('subscription-card').first();
      await card.waitFor();
      await page.waitForTimeout(mode === 'hang' ? timeoutMs + 300 : 300);
      await expect(page.locator('#main [role="alert"]').count()).resolves.toBe(0);
      await card.getByRole('button').first().click();
      await page.getByTestId('checkout-page').waitFor();
      await page.getByTestId('cart-item').waitFor();
      await expect(page.locator('#main [role="alert"]').count()).resolves.toBe(0);
      expect(await devApi.trackingEvents(context)).toEqual([]);
      expect(uncaught(errors)).toEqual([]);
      await context.close();
    }),
  );
});
