import type { Page } from '@playwright/test';
import { devApiUrl } from '../../support/env';
import { uncaught } from '../../support/probes';
import { chooseCountry, errorBanner, fillCard, ids, intents, openPayment, orders, payButton, succeededIntents, type Intent } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';

/**
 * Paying is idempotent. The answers the page waits for can
 * be lost (the provider or the profile service did the work, the page never
 * heard); pressing Pay again, or reloading, must never charge a second time.
 */

const succeeded = succeededIntents;

const isBuy = (url: URL, method: string) => method === 'POST' && url.pathname === '/profile/payment/checkout/buy';

async function readyToPay(page: Page): Promise<void> {
  await fillCard(page, '4242424242424242');
  await chooseCountry(page, 'Spain');
}

test.describe('money races: one cart, one charge', () => {
  test('the confirmation answer is lost: Pay again asks the provider first and goes to thanks without a second charge', async ({ openPage, devApi, fault }) => {
    const { page, errors } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false });
    // dev-api confirms, and the answer is lost on the way back.
    await fault('stripe-confirm', 'lose-answer', 1);
    await readyToPay(page);
    await payButton(page).click();
    await errorBanner(page).waitFor();
    await expect.poll(() => devApi.faults()).toEqual({});
    // The provider charged although the page never heard.
    await expect.poll(() => succeeded().then((list) => list.length)).toBe(1);

    await payButton(page).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await expect.poll(() => intents().then((list) => list.length)).toBe(1);
    await expect.poll(() => succeeded().then((list) => list.length)).toBe(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('agrishop'))).toBeNull();
    expect(uncaught(errors)).toEqual([]);
  });

  test('the confirmation answer is lost and the buyer reloads: the page finds the payment done, no second charge', async ({ openPage, fault }) => {
    const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false });
    await fault('stripe-confirm', 'lose-answer', 1);
    await readyToPay(page);
    await payButton(page).click();
    await errorBanner(page).waitFor();
    await page.reload();
    // Opening /payment asks the provider about the attempt it has: paid, so the page finishes it.
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await page.getByTestId('order-reference').waitFor();
    await expect.poll(() => intents().then((list) => list.length)).toBe(1);
    await expect.poll(() => succeeded().then((list) => list.length)).toBe(1);
  });

  test('the answer of the purchase call is lost: Pay again reuses the same payment intent (idempotency key)', async ({ openPage, fault }) => {
    const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const buys: string[] = [];
    page.on('request', (request) => {
      if (isBuy(new URL(request.url()), request.method())) buys.push(request.headers()['idempotency-key'] ?? '');
    });
    // dev-api records the order (call 3), and its answer is lost on the way back.
    await fault('buy', 'lose-answer', 1);
    await readyToPay(page);
    await payButton(page).click();
    await errorBanner(page).waitFor();
    await payButton(page).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    expect(buys).toHaveLength(2);
    expect(buys[0]).toMatch(/^[0-9a-f-]{16,}$/i);
    expect(buys[1]).toBe(buys[0]);
    await expect.poll(() => intents().then((list) => list.length)).toBe(1);
    await expect.poll(() => orders().then((list) => list.length)).toBe(1);
    await expect.poll(() => succeeded().then((list) => list.length)).toBe(1);
  });

  test('an intent whose amount differs from the total shown is never confirmed', async ({ openPage }) => {
    const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false });
    await page.route(
      (url) => url.href.startsWith(`${devApiUrl}/stripe/api/payment_intents/`) && !url.pathname.endsWith('/confirm'),
      async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const intent = (await response.json()) as Intent;
        await route.fulfill({ response, json: { ...intent, amount: intent.amount + 10_000 } });
      },
    );
    await readyToPay(page);
    await payButton(page).click();
    await errorBanner(page).waitFor();
    await expect(page.getByTestId('thanks-page')).toHaveCount(0);
    await expect.poll(() => succeeded().then((list) => list.length)).toBe(0);
  });

  test('two tabs on the same cart: after one pays, the other has nothing left to pay', async ({ openPage }) => {
    const first = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const second = await first.context.newPage();
    await second.goto(first.page.url());
    await second.getByTestId('payment-page').waitFor();
    await readyToPay(first.page);
    await payButton(first.page).click();
    await first.page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await expect(payButton(second)).toHaveCount(0, { timeout: 5_000 });
    await expect.poll(() => succeeded().then((list) => list.length)).toBe(1);
  });
});
