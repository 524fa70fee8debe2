import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { devApiUrl } from '../../support/env';
import { uncaught } from '../../support/probes';
import { cartFor, chooseCountry, fillCard, ids, intents, openPayment, orders, payButton, signedInUrl, succeededIntents } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { framesDrawn } from '../../support/pages';

/**
 * Money stays right when things overlap. Two tabs of one buyer,
 * leaving /payment while it pays, a page opened before the buyer's partner
 * prices are known, a retry after a declined card, items added elsewhere
 * while a payment runs, a second buyer on the same browser. Each test was
 * written against the main of the time and failed there.
 */

const succeeded = succeededIntents;
const storedCartIds = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('agrishop') ?? '[]') as Array<{ id: number }>).map((item) => item.id));

const isBuy = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/profile/payment/checkout/buy';
const isConfirm = (request: Request) => request.method() === 'POST' && /\/stripe\/api\/payment_intents\/[^/]+\/confirm$/.test(new URL(request.url()).pathname);
const isPaidSubscriptions = (request: Request) => new URL(request.url()).pathname.startsWith('/profile/subs/get-pays-subs/');

/** Holds matching requests to dev-api until `release` is called (an answer that arrives late). */
async function holdRequests(target: Page | BrowserContext, matches: (request: Request) => boolean): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await target.route(
    (url) => url.href.startsWith(devApiUrl),
    async (routed: Route) => {
      if (matches(routed.request())) {
        held += 1;
        await gate;
      }
      await routed.continue().catch(() => undefined);
    },
  );
  return { release: () => release(), held: () => held };
}

/** The calls of a page that would pay: a payment method made at the provider, call 3, a confirmation. */
function paymentCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (isBuy(request) || isConfirm(request) || new URL(request.url()).pathname.endsWith('/stripe/api/payment_methods')) calls.push(request.url());
  });
  return calls;
}

async function fillAndChooseSpain(page: Page): Promise<void> {
  await fillCard(page, '4242424242424242');
  await chooseCountry(page, 'Spain');
}

/** The payment method each confirmation sent to the provider. */
function confirmedMethods(page: Page): string[] {
  const methods: string[] = [];
  page.on('request', (request) => {
    if (!isConfirm(request)) return;
    const body = request.postData() ?? '';
    const method = new URLSearchParams(body).get('payment_method') ?? /"payment_method"\s*:\s*"([^"]+)"/.exec(body)?.[1] ?? '';
    methods.push(method);
  });
  return methods;
}

test.describe('money races: two tabs of one buyer', () => {
  test('the same cart paid in one tab and then in the other is charged once (item 1)', async ({ openPage }) => {
    const first = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const second = await first.context.newPage();
    await second.goto(await signedInUrl('guest-1', route('/payment', { lang: 'en' })));
    await second.getByRole('textbox', { name: 'Card number', exact: true }).waitFor();
    const secondPays = paymentCalls(second);

    await fillAndChooseSpain(first.page);
    await payButton(first.page).click();
    await first.page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const reference = await first.page.getByTestId('order-reference').textContent();

    // The other tab: its cart was the one just paid. It says so, and leads to the same confirmation.
    await second.getByTestId('paid-elsewhere').waitFor();
    await expect(payButton(second)).toHaveCount(0);
    await second.getByTestId('paid-elsewhere').getByRole('button').click();
    await second.getByTestId('thanks-page').waitFor();
    await expect(second.getByTestId('order-reference')).toHaveText(reference ?? '');
    // The other tab never tried to pay, up to the frames after its thanks page.
    await framesDrawn(second);
    expect(secondPays).toEqual([]);
    await expect.poll(() => succeeded().then((list) => list.length)).toBe(1);
    await expect.poll(() => intents().then((list) => list.length)).toBe(1);
    expect(uncaught(first.errors)).toEqual([]);
  });

  test('Pay pressed in both tabs at once: one tab pays, the other waits and shows the outcome, one charge (item 1)', async ({ openPage }) => {
    const first = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const second = await first.context.newPage();
    await second.goto(await signedInUrl('guest-1', route('/payment', { lang: 'en' })));
    await second.getByRole('textbox', { name: 'Card number', exact: true }).waitFor();
    await fillAndChooseSpain(first.page);
    await fillAndChooseSpain(second);

    const slowConfirm = await holdRequests(first.context, isConfirm);
    await payButton(first.page).click();
    await payButton(second).click();
    // The second press waits its turn: the first tab holds the buyer's pay lock, the second asks for it.
    await expect
      .poll(() => second.evaluate(async () => ((await navigator.locks.query()).pending ?? []).map((lock) => lock.name)))
      .toEqual([expect.stringMatching(/^suscripciones-pay:/)]);
    slowConfirm.release();
    await first.page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await second.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await expect.poll(() => succeeded().then((list) => list.length)).toBe(1);
    await expect.poll(() => intents().then((list) => list.length)).toBe(1);
  });
});

test.describe('money races: leaving /payment while it pays', () => {
  test('Back while call 3 is slow, Proceed, Pay again: the same payment goes on, one charge (item 2)', async ({ openPage }) => {
    const { page, errors } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const slowBuy = await holdRequests(page, isBuy);
    await fillAndChooseSpain(page);
    await payButton(page).click();
    await expect.poll(() => slowBuy.held(), { message: 'call 3 held' }).toBe(1);

    await page.locator('a.sc-back').first().click();
    await page.getByTestId('checkout-page').waitFor();
    await page.getByTestId('proceed').click();
    await page.getByTestId('payment-page').waitFor();
    // The payment still runs: the page says so, and another press starts nothing new.
    await expect(payButton(page)).toHaveAttribute('aria-busy', 'true');
    await payButton(page)
      .click({ force: true })
      .catch(() => undefined);
    slowBuy.release();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    // No second call 3, up to the frames after the thanks page (every call 3 passes the hold and is counted).
    await framesDrawn(page);
    expect(slowBuy.held()).toBe(1);
    await expect.poll(() => succeeded().then((list) => list.length)).toBe(1);
    await expect.poll(() => orders().then((list) => list.length)).toBe(1);
    expect(uncaught(errors)).toEqual([]);
  });
});

test.describe('money races: prices that are not final yet', () => {
  test('a member on /payment before call 5 answers cannot pay the full price; then pays the partner price (item 3)', async ({ openPage }) => {
    const probe = await openPage('phone');
    const { page } = probe;
    const slowSubscriptions = await holdRequests(page, isPaidSubscriptions);
    const pays = paymentCalls(page);
    await page.goto(route('/terms', { lang: 'en' }));
    const cart = await cartFor([ids.courseES], { partner: false });
    await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);
    await page.goto(await signedInUrl('member-1', route('/payment', { lang: 'en' })));
    await page.getByRole('textbox', { name: 'Card number', exact: true }).waitFor();
    await fillAndChooseSpain(page);
    await expect(payButton(page)).toBeDisabled();
    await expect(payButton(page)).not.toHaveText(/150/);
    await payButton(page)
      .click({ force: true })
      .catch(() => undefined);
    // The press started nothing, up to the frames after it.
    await framesDrawn(page);
    expect(pays).toEqual([]);
    await expect.poll(() => orders().then((list) => list.length)).toBe(0);

    slowSubscriptions.release();
    await expect(payButton(page)).toHaveText(/90/);
    await payButton(page).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const [order] = await orders();
    expect(order?.products).toEqual([expect.objectContaining({ id: ids.courseES, price: 90 })]);
  });

  test('a member opening /checkout?ids=<a membership they hold> is not charged for it, and is told why (item 4)', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(await signedInUrl('member-1', route('/checkout', { lang: 'en', ids: `${ids.membershipES},${ids.courseES}` })));
    await page.getByTestId('held-membership').waitFor();
    await expect(page.getByTestId('cart-total')).toHaveText(/90/);
    await expect(page.getByTestId('proceed')).toBeEnabled();
    await page.getByTestId('proceed').click();
    await page.getByTestId('payment-page').waitFor();
    await page.getByTestId('held-membership').waitFor();
    await fillAndChooseSpain(page);
    await payButton(page).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const [order] = await orders();
    expect(order?.products.map((product) => product.id)).toEqual([ids.courseES]);
  });

  test('a total of 0 on /payment cannot be paid and says why; nothing reaches the provider (item 7)', async ({ openPage }) => {
    const { page, requests } = await openPayment(openPage, { user: 'member-1', productIds: [ids.magazine], partner: true });
    await page.getByTestId('nothing-to-pay').waitFor();
    await expect(payButton(page)).toBeDisabled();
    expect(requests.filter((url) => url.includes('/stripe/api/payment_methods'))).toEqual([]);
  });
});

test.describe('money races: a retry after a failed card', () => {
  test('Pay again after a decline confirms the same intent with a fresh payment method (item 5)', async ({ openPage }) => {
    const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const methods = confirmedMethods(page);
    await fillCard(page, '4000000000000002');
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    await page.getByTestId('payment-error').waitFor();
    await expect.poll(() => methods.length, { message: 'one confirmation' }).toBe(1);
    // The same fields, pressed again: a new PaymentMethod, the same intent.
    await payButton(page).click();
    await expect.poll(() => methods.length, { message: 'a second confirmation' }).toBe(2);
    expect(methods[0]).toMatch(/^pm_/);
    expect(methods[1]).toMatch(/^pm_/);
    expect(methods[1]).not.toBe(methods[0]);
    await expect.poll(() => intents().then((list) => list.length)).toBe(1);
  });
});

test.describe('money races: only the paid lines leave the cart', () => {
  test('a product added in another tab while the payment runs stays in the cart, also after /thanks (item 6)', async ({ openPage }) => {
    const { page, context } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false });
    // The page's clock, for the thanks page's 5 s.
    await page.clock.install();
    const slowConfirm = await holdRequests(page, isConfirm);
    await fillAndChooseSpain(page);
    await payButton(page).click();
    await expect.poll(() => slowConfirm.held(), { message: 'the confirmation held' }).toBe(1);

    const other = await context.newPage();
    await other.goto(route('/checkout', { lang: 'en', ids: String(ids.magazine) }));
    await other.getByTestId('cart-item').nth(1).waitFor();
    slowConfirm.release();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await expect.poll(() => storedCartIds(page)).toEqual([ids.magazine]);
    // /thanks finishes after its 5 s and leaves for the profile: the magazine is still there.
    await page.clock.runFor(5_000);
    await page.waitForURL((url) => !url.pathname.startsWith('/suscripciones/thanks'));
    await expect.poll(() => storedCartIds(other)).toEqual([ids.magazine]);
  });
});

test.describe('money races: paid orders belong to a buyer', () => {
  test('a second buyer on the same browser is not told the first one already paid (item 8)', async ({ openPage }) => {
    const { page, context } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false });
    await fillAndChooseSpain(page);
    await payButton(page).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });

    // The first buyer, back on the old link, is told it was paid.
    const again = await context.newPage();
    await again.goto(await signedInUrl('guest-1', route('/checkout', { lang: 'en', ids: String(ids.courseES) })));
    await again.getByTestId('checkout-page').waitFor();
    await again.getByTestId('already-paid').waitFor();

    // Another person signs in on the same browser, in a new tab, and follows a link to the same course: nobody tells them they paid.
    const other = await context.newPage();
    await other.goto(await signedInUrl('reader-1', route('/checkout', { lang: 'en', ids: String(ids.courseES) })));
    // The browser still holds the first buyer's session: the site asks before switching (item 12), and they switch.
    await other.getByTestId('session-switch-switch').click();
    await other.getByTestId('cart-item').waitFor();
    await expect(other.getByTestId('already-paid')).toHaveCount(0);
  });
});
