import type { Page } from '@playwright/test';
import { testPorts } from '../../support/env';
import { serveConfig, skipTour, uncaught } from '../../support/probes';
import { useReliability } from '../../support/tally';
import { texts } from '../../support/texts';
import { cartFor, ids } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';

/**
 * Remotes down, slow or badly deployed, beyond e2e/tests/shell/remoteDown
 * (which covers the landing down with retry in es): checkout and payment
 * down in turn with recovery by retry, the cart kept while the landing is
 * down, a slow remote, and a bad deploy of a manifest or of config.json.
 */
const tally = useReliability();
test.afterAll(async ({ stack }) => {
  await Promise.all([stack.start('landing'), stack.start('checkout'), stack.start('payment')]);
});

const header = (page: Page) => page.locator('header').first();
const failure = (page: Page) => page.getByTestId('remote-failure');

async function withStoredCart(page: Page, productIds: readonly number[], lang: string): Promise<void> {
  const cart = await cartFor(productIds);
  await page.goto(route('/terms', { lang }));
  await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);
}

test.describe('faults: a remote that is down', () => {
  test('checkout down (pt): translated failure, header and other routes alive, retry recovers with the cart', ({ openPage, stack }) =>
    tally.run('fault', async () => {
      const { page, context, errors } = await openPage('desktop');
      await skipTour(context);
      await withStoredCart(page, [ids.courseES], 'pt');
      await stack.stop('checkout');
      try {
        await page.goto(route('/checkout', { ids: String(ids.courseES), lang: 'pt' }));
        await expect(failure(page).getByRole('heading')).toHaveText(texts.remoteFailure.pt);
        await expect.poll(() => failure(page).evaluate((element) => element.dataset.remote)).toBe('checkout');
        // The heading takes focus, so a screen reader starts at the message.
        await expect
          .poll(() =>
            failure(page)
              .getByRole('heading')
              .evaluate((element) => element === document.activeElement),
          )
          .toBe(true);
        await expect(header(page).getByTestId('cart-count').first()).toHaveText('1');
        await header(page).getByRole('link', { name: texts.memberships.pt }).click();
        await page.getByTestId('subscription-card').first().waitFor();
        await page.goBack();
        await failure(page).waitFor();
      } finally {
        await stack.start('checkout');
      }
      await failure(page).getByRole('button', { name: texts.retry.pt }).click();
      await page.getByTestId('cart-item').waitFor();
      expect(new URL(page.url()).searchParams.get('lang')).toBe('pt');
      expect(uncaught(errors)).toEqual([]);
    }));

  test('payment down (en): /payment and /thanks fail alone; retry recovers the payment page', ({ openPage, stack }) =>
    tally.run('fault', async () => {
      const { page, context, errors } = await openPage('desktop');
      await skipTour(context);
      await withStoredCart(page, [ids.courseES], 'en');
      await stack.stop('payment');
      try {
        await page.goto(route('/payment', { lang: 'en' }));
        await expect(failure(page).getByRole('heading')).toHaveText(texts.remoteFailure.en);
        await header(page).getByRole('link', { name: /^Cart/ }).first().click();
        await page.getByTestId('cart-item').waitFor();
        await page.goto(route('/thanks', { lang: 'en' }));
        await expect.poll(() => failure(page).evaluate((element) => element.dataset.remote)).toBe('payment');
        // The thanks page never ran, so the cart is still there.
        await expect.poll(() => page.evaluate(() => localStorage.getItem('agrishop'))).not.toBeNull();
        await page.goto(route('/payment', { lang: 'en' }));
        await failure(page).waitFor();
      } finally {
        await stack.start('payment');
      }
      await failure(page).getByRole('button', { name: texts.retry.en }).click();
      await page.getByTestId('payment-page').waitFor();
      await page.getByTestId('payment-item').waitFor();
      expect(uncaught(errors)).toEqual([]);
    }));

  test('landing down (en): the stored cart and the header count survive, checkout still works, retry recovers', ({ openPage, stack }) =>
    tally.run('fault', async () => {
      const { page, context, errors } = await openPage('desktop');
      await skipTour(context);
      await withStoredCart(page, [ids.courseES, ids.magazine], 'en');
      await stack.stop('landing');
      try {
        await page.goto(route('/', { lang: 'en' }));
        await expect(failure(page).getByRole('heading')).toHaveText(texts.remoteFailure.en);
        await expect(header(page).getByTestId('cart-count').first()).toHaveText('2');
        await header(page).getByRole('link', { name: /^Cart/ }).first().click();
        await page.getByTestId('cart-item').nth(1).waitFor();
        await expect(page.getByTestId('cart-item')).toHaveCount(2);
        await page.goBack();
        await failure(page).waitFor();
      } finally {
        await stack.start('landing');
      }
      await failure(page).getByRole('button', { name: texts.retry.en }).click();
      await page.getByTestId('subscription-card').first().waitFor();
      await expect(header(page).getByTestId('cart-count').first()).toHaveText('2');
      expect(uncaught(errors)).toEqual([]);
    }));
});

test.describe('faults: a slow or badly deployed remote', () => {
  const manifestOf = (port: number) => `http://localhost:${port}/mf-manifest.json`;

  test('a slow remote shows the full-screen spinner, then the page', ({ openPage }) =>
    tally.run('fault', async () => {
      const { page, errors } = await openPage('desktop');
      // The checkout's manifest answers once the test has seen the spinner.
      let answerManifest = () => undefined as void;
      const held = new Promise<void>((resolve) => (answerManifest = resolve));
      await page.route(manifestOf(testPorts.checkout), async (handle) => {
        await held;
        await handle.continue();
      });
      await page.goto(route('/checkout', { lang: 'en' }));
      await page.getByTestId('full-screen-spinner').waitFor();
      await expect(page.getByTestId('full-screen-spinner').getByRole('status')).toHaveCount(1);
      answerManifest();
      await page.getByTestId('checkout-page').waitFor();
      expect(uncaught(errors)).toEqual([]);
    }));

  for (const [what, answer] of [
    ['a manifest that is not JSON', { status: 200, contentType: 'application/json', body: '{"id": "checkout", "remoteEntry": ' }],
    ['a manifest that answers 404', { status: 404, contentType: 'text/plain', body: 'Not found' }],
    [
      'a manifest naming a missing entry',
      {
        status: 200,
        contentType: 'application/json',
        body: '{"id":"checkout","name":"checkout","metaData":{"name":"checkout","remoteEntry":{"name":"gone.js","path":"","type":"global"},"publicPath":"auto","globalName":"checkout","buildInfo":{"buildVersion":"x"},"types":{"path":"","name":""}},"shared":[],"remotes":[],"exposes":[{"id":"checkout:CheckoutPage","name":"CheckoutPage","path":"./CheckoutPage","assets":{"js":{"sync":[],"async":[]},"css":{"sync":[],"async":[]}}}]}',
      },
    ],
  ] as const) {
    test(`${what}: the route fails alone and recovers with retry once the deploy is fixed`, ({ openPage }) =>
      tally.run('fault', async () => {
        const { page, errors } = await openPage('desktop');
        await page.route(manifestOf(testPorts.checkout), (handle) => handle.fulfill(answer));
        await page.goto(route('/checkout', { lang: 'es' }));
        await expect(failure(page).getByRole('heading').textContent({ timeout: 20_000 })).resolves.toBe(texts.remoteFailure.es);
        await expect(header(page).getByRole('link', { name: texts.memberships.es })).toBeVisible();
        await page.unroute(manifestOf(testPorts.checkout));
        await failure(page).getByRole('button', { name: texts.retry.es }).click();
        await page.getByTestId('checkout-page').waitFor();
        expect(uncaught(errors)).toEqual([]);
      }));
  }

  for (const [what, answer] of [
    ['answers 500', { status: 500, contentType: 'text/plain', body: 'Server error' }],
    ['is not JSON', { status: 200, contentType: 'application/json', body: '{"profileApi": ' }],
    ['breaks the config schema', { status: 200, contentType: 'application/json', body: '{"profileApi": "javascript:alert(1)"}' }],
  ] as const) {
    test(`a config.json that ${what}: a translated start-up error with a reload, no crash`, ({ openPage }) =>
      tally.run('fault', async () => {
        const { page, errors } = await openPage('desktop');
        const restoreConfig = await serveConfig(page, answer);
        await page.goto(route('/', { lang: 'en' }));
        const alert = page.getByRole('alert');
        await expect(alert.getByRole('heading')).toHaveText(texts.startupError.en);
        await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
        await restoreConfig();
        await page.getByRole('button', { name: 'Reload' }).click();
        await page.getByTestId('subscription-card').first().waitFor();
        expect(uncaught(errors)).toEqual([]);
      }));
  }
});
