import { hostUrl } from '../../support/env';
import { expectAlive, skipTour, uncaught, useRequestTimeout } from '../../support/probes';
import { useReliability } from '../../support/tally';
import { texts } from '../../support/texts';
import { chooseCountry, fillCard, ids, orders, payButton, signedInUrl, cartFor, cardNumber } from '../payment/paymentSupport';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type OpenPage, type PageProbe } from '../../support/fixtures';
import { route, unsignedToken } from '../../support/stack';
import { framesDrawn } from '../../support/pages';

/**
 * Calls that never answer: the client gives up after the config's
 * requestTimeoutMs (10 s on the local stack, see README "Timeouts") and each
 * screen then shows the same clear fallback as for a failure. The served
 * config is shortened for these pages to keep the suite fast. Tracking that
 * fails or hangs shows nothing at all.
 */
const tally = useReliability();

const timeoutMs = 2000;
const guest = unsignedToken({ token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo.martin@example.com', foto: null });
const member = unsignedToken({ token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com', foto: null });

/**
 * A page served the short request timeout. With `paused`, the page's clock is installed and stands still: a call that
 * hangs gives up only when the test moves the page's time, exactly at the served timeout, whatever the machine's load.
 */
async function openShortTimeout(openPage: OpenPage, { paused = false } = {}): Promise<PageProbe> {
  const probe = await openPage('desktop');
  await skipTour(probe.context);
  await useRequestTimeout(probe.page, timeoutMs);
  if (paused) {
    await probe.page.clock.install();
    await probe.page.clock.pauseAt(Date.now() + 1000);
  }
  return probe;
}

/** The page's time runs up to just before the served timeout (nothing given up yet), then to it. */
async function runToTimeout(page: Page, notYet: Locator): Promise<void> {
  await page.clock.runFor(timeoutMs - 1);
  await expect(notYet).toHaveCount(0);
  await page.clock.runFor(1);
}

test.describe('faults: a call that hangs', () => {
  test('the local stack serves a 10 s request timeout (README "Timeouts")', async () => {
    const config = (await (await fetch(`${hostUrl}/config.json`)).json()) as { requestTimeoutMs: number };
    expect(config.requestTimeoutMs).toBe(10_000);
  });

  test('call 1: the landing spins, then says "Error: …" in the visitor\'s words with a retry (the reason in the console)', ({ openPage, fault }) =>
    tally.run('fault', async () => {
      await fault('get-products', 'hang');
      // Real time here: call 1 starts before the page's scripts (index.html's early load), so its timer is not
      // known to have started at any moment the test can see.
      const { page, errors } = await openShortTimeout(openPage);
      const start = Date.now();
      await page.goto(route('/', { lang: 'en' }));
      const alert = page.getByTestId('subscribe-block').getByRole('alert');
      await alert.waitFor({ timeout: timeoutMs + 8000 });
      // Not before the served timeout, and well before the stack's own 10 s (the served value applied).
      expect(Date.now() - start).toBeGreaterThanOrEqual(timeoutMs - 100);
      expect(Date.now() - start).toBeLessThan(timeoutMs + 6000);
      await expect(alert).toHaveText('Error: The memberships could not be loaded. Check your connection and try again.');
      expect(errors.some((error) => error.includes(`did not answer within ${timeoutMs} ms`))).toBe(true);
      await fault('get-products', 'none');
      await page.getByTestId('subscribe-block').getByRole('button', { name: texts.retry.en }).click();
      await page.getByTestId('subscription-card').first().waitFor();
      expect(uncaught(errors)).toEqual([]);
    }));

  test('call 2: the checkout shows its placeholders, then errorFilteringProducts', ({ openPage, fault }) =>
    tally.run('fault', async () => {
      await fault('products', 'hang');
      const { page, errors } = await openShortTimeout(openPage, { paused: true });
      // The request's timer starts with the request itself.
      const asked = page.waitForRequest((request) => request.url().includes('/profile/checkout/products/?'));
      await page.goto(route('/checkout', { ids: String(ids.courseES), lang: 'es' }));
      await page.locator('#main section[aria-busy="true"]').first().waitFor();
      await asked;
      await runToTimeout(page, page.getByTestId('checkout-error'));
      await expect(page.getByTestId('checkout-error')).toHaveText(texts.errorFilteringProducts.es);
      await expectAlive(page);
      expect(uncaught(errors)).toEqual([]);
    }));

  test('call 3: the pay button is busy, then errorProcessingPayment; nothing is charged and the cart is kept', ({ openPage, fault }) =>
    tally.run('fault', async () => {
      const { page, errors } = await openShortTimeout(openPage);
      const cart = await cartFor([ids.courseES]);
      await page.goto(route('/terms', { lang: 'en' }));
      await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);
      await page.goto(await signedInUrl('guest-1', route('/payment', { lang: 'en' })));
      await cardNumber(page).waitFor();
      await fillCard(page, '4242424242424242');
      await chooseCountry(page, 'Spain');
      await fault('buy', 'hang');
      // The page's clock stands still from here: call 3 is asked and hangs.
      const buyAsked = page.waitForRequest((request) => request.url().endsWith('/profile/payment/checkout/buy') && request.method() === 'POST');
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await payButton(page).click();
      await expect(payButton(page)).toHaveAttribute('aria-busy', 'true');
      await buyAsked;
      await runToTimeout(page, page.getByTestId('payment-error'));
      await expect(page.getByTestId('payment-error')).toHaveText(texts.errorProcessingPayment.en);
      await expect(payButton(page)).toHaveAttribute('aria-busy', 'false');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('agrishop'))).not.toBeNull();
      await expect.poll(() => orders()).toEqual([]);
      expect(uncaught(errors)).toEqual([]);
    }));

  test('call 4: no suggestion appears, the cart can proceed', ({ openPage, fault }) =>
    tally.run('fault', async () => {
      await fault('product-suggestions', 'hang');
      const { page, errors } = await openShortTimeout(openPage);
      // Call 4 given up at the served timeout: the browser reports the aborted request.
      const givenUp = page.waitForEvent('requestfailed', (request) => request.url().includes('/product-suggestions'));
      await page.goto(route('/checkout', { ids: String(ids.courseES), lang: 'en', token: guest }));
      await expect(page.getByTestId('proceed')).toBeEnabled();
      await givenUp;
      // Nothing shows, up to the frames after it.
      await framesDrawn(page);
      await expect(page.getByTestId('suggested-membership')).toHaveCount(0);
      await expect(page.locator('#main [role="alert"]')).toHaveCount(0);
      await page.getByTestId('proceed').click();
      await page.getByTestId('payment-page').waitFor();
      expect(uncaught(errors)).toEqual([]);
    }));

  test('call 5: the checkout waits for the session, then lets the member proceed at the normal price', ({ openPage, fault }) =>
    tally.run('fault', async () => {
      await fault('get-pays-subs', 'hang');
      const { page, errors } = await openShortTimeout(openPage, { paused: true });
      const asked = page.waitForRequest((request) => request.url().includes('/profile/subs/get-pays-subs/'));
      await page.goto(route('/checkout', { ids: String(ids.courseES), lang: 'en', token: member }));
      await asked;
      await page.getByTestId('cart-item').waitFor();
      await expect(page.getByTestId('proceed')).toBeDisabled();
      await runToTimeout(page, page.locator('[data-testid="proceed"]:enabled'));
      await expect(page.getByTestId('proceed')).toBeEnabled();
      await expect(page.getByTestId('item-current-price')).toContainText('150');
      await expectAlive(page);
      expect(uncaught(errors)).toEqual([]);
    }));

  test('call 6: the country select is busy, then empty; the rest of the page works', ({ openPage, fault }) =>
    tally.run('fault', async () => {
      await fault('countries', 'hang');
      // The page's own time: its card fields need its timers while it loads, and the select waits for the served timeout.
      const { page, errors } = await openShortTimeout(openPage);
      const cart = await cartFor([ids.courseES]);
      await page.goto(route('/terms', { lang: 'en' }));
      await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);
      await page.goto(await signedInUrl('guest-1', route('/payment', { lang: 'en' })));
      const select = page.locator('#payment-country');
      await expect(select).toHaveAttribute('aria-busy', 'true');
      await page.locator('#payment-country:not([aria-busy])').waitFor({ timeout: timeoutMs + 8000 });
      await expect(select.locator('option')).toHaveCount(1);
      await fillCard(page, '4242424242424242');
      await payButton(page).click();
      await expect(page.getByTestId('payment-error')).toHaveText(texts.errorInvalidCountry.en);
      expect(uncaught(errors)).toEqual([]);
    }));
});

test.describe('faults: tracking down', () => {
  for (const mode of ['status-500', 'hang'] as const) {
    test(`tracking answering ${mode}: nothing is shown and subscribing still works`, ({ openPage, devApi, fault }) =>
      tally.run('fault', async () => {
        await fault('track', mode);
        const { page, context, errors } = await openShortTimeout(openPage);
        // The client logs the failed call (an error answer, or none within the served timeout): that is all it does.
        const failed = page.waitForEvent('console', (message) => message.text().startsWith('Error al enviar evento de tracking'));
        await page.goto(route('/', { lang: 'es' }));
        const card = page.getByTestId('subscription-card').first();
        await card.waitFor();
        await failed;
        await framesDrawn(page);
        await expect(page.locator('#main [role="alert"]')).toHaveCount(0);
        await card.getByRole('button').first().click();
        await page.getByTestId('checkout-page').waitFor();
        await page.getByTestId('cart-item').waitFor();
        await expect(page.locator('#main [role="alert"]')).toHaveCount(0);
        await expect.poll(() => devApi.trackingEvents(context)).toEqual([]);
        expect(uncaught(errors)).toEqual([]);
      }));
  }
});
