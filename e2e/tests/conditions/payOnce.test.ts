import type { Page, Route } from 'playwright-core';
import { devApi, useBrowser } from '../../support/browser';
import { devApiUrl } from '../../support/env';
import { uncaught } from '../../support/probes';
import { chooseCountry, errorBanner, fillCard, ids, intents, openPayment, orders, payButton, succeededIntents, type Intent } from '../payment/paymentSupport';

/**
 * Paying is idempotent. The answers the page waits for can
 * be lost (the provider or the profile service did the work, the page never
 * heard); pressing Pay again, or reloading, must never charge a second time.
 */
const browser = useBrowser();
beforeEach(() => devApi.reset());

const succeeded = succeededIntents;

/** The first matching request reaches the server and its answer is then lost on the way back. */
async function loseFirstAnswer(page: Page, matches: (url: URL, method: string) => boolean): Promise<() => number> {
  let lost = 0;
  await page.route(
    (url) => url.href.startsWith(devApiUrl),
    async (route: Route) => {
      const request = route.request();
      if (lost === 0 && matches(new URL(request.url()), request.method())) {
        lost += 1;
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    },
  );
  return () => lost;
}

const isConfirm = (url: URL, method: string) => method === 'POST' && /\/stripe\/api\/payment_intents\/[^/]+\/confirm$/.test(url.pathname);
const isBuy = (url: URL, method: string) => method === 'POST' && url.pathname === '/profile/payment/checkout/buy';

async function readyToPay(page: Page): Promise<void> {
  await fillCard(page, '4242424242424242');
  await chooseCountry(page, 'Spain');
}

describe('one cart, one charge', () => {
  it('the confirmation answer is lost: Pay again asks the provider first and goes to thanks without a second charge', async () => {
    const { page, context, errors } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const lost = await loseFirstAnswer(page, isConfirm);
    await readyToPay(page);
    await payButton(page).click();
    await errorBanner(page).waitFor();
    expect(lost()).toBe(1);
    // The provider charged although the page never heard.
    await expect(succeeded().then((list) => list.length)).resolves.toBe(1);

    await payButton(page).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await expect(intents().then((list) => list.length)).resolves.toBe(1);
    await expect(succeeded().then((list) => list.length)).resolves.toBe(1);
    await expect(page.evaluate(() => localStorage.getItem('agrishop'))).resolves.toBeNull();
    expect(uncaught(errors)).toEqual([]);
    await context.close();
  });

  it('the confirmation answer is lost and the buyer reloads: the page finds the payment done, no second charge', async () => {
    const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false });
    await loseFirstAnswer(page, isConfirm);
    await readyToPay(page);
    await payButton(page).click();
    await errorBanner(page).waitFor();
    await page.reload();
    // Opening /payment asks the provider about the attempt it has: paid, so the page finishes it.
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await page.getByTestId('order-reference').waitFor();
    await expect(intents().then((list) => list.length)).resolves.toBe(1);
    await expect(succeeded().then((list) => list.length)).resolves.toBe(1);
    await context.close();
  });

  it('the answer of the purchase call is lost: Pay again reuses the same payment intent (idempotency key)', async () => {
    const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const buys: string[] = [];
    page.on('request', (request) => {
      if (isBuy(new URL(request.url()), request.method())) buys.push(request.headers()['idempotency-key'] ?? '');
    });
    await loseFirstAnswer(page, isBuy);
    await readyToPay(page);
    await payButton(page).click();
    await errorBanner(page).waitFor();
    await payButton(page).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    expect(buys).toHaveLength(2);
    expect(buys[0]).toMatch(/^[0-9a-f-]{16,}$/i);
    expect(buys[1]).toBe(buys[0]);
    await expect(intents().then((list) => list.length)).resolves.toBe(1);
    await expect(orders().then((list) => list.length)).resolves.toBe(1);
    await expect(succeeded().then((list) => list.length)).resolves.toBe(1);
    await context.close();
  });

  it('an intent whose amount differs from the total shown is never confirmed', async () => {
    const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false });
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
    await expect(page.getByTestId('thanks-page').count()).resolves.toBe(0);
    await expect(succeeded().then((list) => list.length)).resolves.toBe(0);
    await context.close();
  });

  it('two tabs on the same cart: after one pays, the other has nothing left to pay', async () => {
    const first = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const second = await first.context.newPage();
    await second.goto(first.page.url());
    await second.getByTestId('payment-page').waitFor();
    await readyToPay(first.page);
    await payButton(first.page).click();
    await first.page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await second.waitForFunction(() => document.querySelectorAll('[data-testid="pay-button"]').length === 0, undefined, { timeout: 5_000 });
    await expect(succeeded().then((list) => list.length)).resolves.toBe(1);
    await first.context.close();
  });
});
