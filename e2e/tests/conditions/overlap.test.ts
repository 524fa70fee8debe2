import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { devApi, openPage, route, useBrowser } from '../../support/browser';
import { devApiUrl } from '../../support/env';
import { uncaught } from '../../support/probes';
import { cartFor, chooseCountry, fillCard, ids, intents, openPayment, orders, payButton, signedInUrl, succeededIntents } from '../payment/paymentSupport';

/**
 * Money stays right when things overlap. Two tabs of one buyer,
 * leaving /payment while it pays, a page opened before the buyer's partner
 * prices are known, a retry after a declined card, items added elsewhere
 * while a payment runs, a second buyer on the same browser. Each test was
 * written against the main of the time and failed there.
 */
const browser = useBrowser();
beforeEach(() => devApi.reset());

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

/** Waits until the condition holds (polled), or fails after `timeoutMs`. */
async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

describe('two tabs of one buyer', () => {
  it('the same cart paid in one tab and then in the other is charged once (item 1)', async () => {
    const first = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const second = await first.context.newPage();
    await second.goto(await signedInUrl('guest-1', route('/payment', { lang: 'en' })));
    await second.getByRole('textbox', { name: 'Card number', exact: true }).waitFor();

    await fillAndChooseSpain(first.page);
    await payButton(first.page).click();
    await first.page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const reference = await first.page.getByTestId('order-reference').textContent();

    // The other tab: its cart was the one just paid. It says so, and leads to the same confirmation.
    await second.getByTestId('paid-elsewhere').waitFor();
    await expect(payButton(second).count()).resolves.toBe(0);
    await second.getByTestId('paid-elsewhere').getByRole('button').click();
    await second.getByTestId('thanks-page').waitFor();
    await expect(second.getByTestId('order-reference').textContent()).resolves.toBe(reference);
    await second.waitForTimeout(1500);
    await expect(succeeded().then((list) => list.length)).resolves.toBe(1);
    await expect(intents().then((list) => list.length)).resolves.toBe(1);
    expect(uncaught(first.errors)).toEqual([]);
    await first.context.close();
  });

  it('Pay pressed in both tabs at once: one tab pays, the other waits and shows the outcome, one charge (item 1)', async () => {
    const first = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const second = await first.context.newPage();
    await second.goto(await signedInUrl('guest-1', route('/payment', { lang: 'en' })));
    await second.getByRole('textbox', { name: 'Card number', exact: true }).waitFor();
    await fillAndChooseSpain(first.page);
    await fillAndChooseSpain(second);

    const slowConfirm = await holdRequests(first.context, isConfirm);
    await payButton(first.page).click();
    await payButton(second).click();
    await first.page.waitForTimeout(1000);
    slowConfirm.release();
    await first.page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await second.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await expect(succeeded().then((list) => list.length)).resolves.toBe(1);
    await expect(intents().then((list) => list.length)).resolves.toBe(1);
    await first.context.close();
  });
});

describe('leaving /payment while it pays', () => {
  it('Back while call 3 is slow, Proceed, Pay again: the same payment goes on, one charge (item 2)', async () => {
    const { page, context, errors } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const slowBuy = await holdRequests(page, isBuy);
    await fillAndChooseSpain(page);
    await payButton(page).click();
    await until(() => slowBuy.held() === 1, 'call 3 held');

    await page.locator('a.sc-back').first().click();
    await page.getByTestId('checkout-page').waitFor();
    await page.getByTestId('proceed').click();
    await page.getByTestId('payment-page').waitFor();
    // The payment still runs: the page says so, and another press starts nothing new.
    await expect(payButton(page).getAttribute('aria-busy')).resolves.toBe('true');
    await payButton(page)
      .click({ timeout: 2000 })
      .catch(() => undefined);
    slowBuy.release();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    await expect(succeeded().then((list) => list.length)).resolves.toBe(1);
    await expect(orders().then((list) => list.length)).resolves.toBe(1);
    expect(uncaught(errors)).toEqual([]);
    await context.close();
  });
});

describe('prices that are not final yet', () => {
  it('a member on /payment before call 5 answers cannot pay the full price; then pays the partner price (item 3)', async () => {
    const probe = await openPage(browser(), 'phone');
    const { page, context } = probe;
    const slowSubscriptions = await holdRequests(page, isPaidSubscriptions);
    await page.goto(route('/terms', { lang: 'en' }));
    const cart = await cartFor([ids.courseES], { partner: false });
    await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);
    await page.goto(await signedInUrl('member-1', route('/payment', { lang: 'en' })));
    await page.getByRole('textbox', { name: 'Card number', exact: true }).waitFor();
    await fillAndChooseSpain(page);
    await expect(payButton(page).isDisabled()).resolves.toBe(true);
    await expect(payButton(page).textContent()).resolves.not.toMatch(/150/);
    await payButton(page)
      .click({ force: true })
      .catch(() => undefined);
    await page.waitForTimeout(500);
    await expect(orders().then((list) => list.length)).resolves.toBe(0);

    slowSubscriptions.release();
    await until(async () => /90/.test((await payButton(page).textContent()) ?? ''), 'the partner price on the button');
    await payButton(page).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const [order] = await orders();
    expect(order?.products).toEqual([expect.objectContaining({ id: ids.courseES, price: 90 })]);
    await context.close();
  });

  it('a member opening /checkout?ids=<a membership they hold> is not charged for it, and is told why (item 4)', async () => {
    const { page, context } = await openPage(browser(), 'desktop');
    await page.goto(await signedInUrl('member-1', route('/checkout', { lang: 'en', ids: `${ids.membershipES},${ids.courseES}` })));
    await page.getByTestId('held-membership').waitFor();
    await expect(page.getByTestId('cart-total').textContent()).resolves.toMatch(/90/);
    await page.waitForFunction(() => !(document.querySelector('[data-testid="proceed"]') as HTMLButtonElement | null)?.disabled);
    await page.getByTestId('proceed').click();
    await page.getByTestId('payment-page').waitFor();
    await page.getByTestId('held-membership').waitFor();
    await fillAndChooseSpain(page);
    await payButton(page).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const [order] = await orders();
    expect(order?.products.map((product) => product.id)).toEqual([ids.courseES]);
    await context.close();
  });

  it('a total of 0 on /payment cannot be paid and says why; nothing reaches the provider (item 7)', async () => {
    const { page, context, requests } = await openPayment(browser(), { user: 'member-1', productIds: [ids.magazine], partner: true });
    await page.getByTestId('nothing-to-pay').waitFor();
    await expect(payButton(page).isDisabled()).resolves.toBe(true);
    expect(requests.filter((url) => url.includes('/stripe/api/payment_methods'))).toEqual([]);
    await context.close();
  });
});

describe('a retry after a failed card', () => {
  it('Pay again after a decline confirms the same intent with a fresh payment method (item 5)', async () => {
    const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const methods = confirmedMethods(page);
    await fillCard(page, '4000000000000002');
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    await page.getByTestId('payment-error').waitFor();
    await until(() => methods.length === 1, 'one confirmation');
    // The same fields, pressed again: a new PaymentMethod, the same intent.
    await payButton(page).click();
    await until(() => methods.length === 2, 'a second confirmation');
    expect(methods[0]).toMatch(/^pm_/);
    expect(methods[1]).toMatch(/^pm_/);
    expect(methods[1]).not.toBe(methods[0]);
    await expect(intents().then((list) => list.length)).resolves.toBe(1);
    await context.close();
  });
});

describe('only the paid lines leave the cart', () => {
  it('a product added in another tab while the payment runs stays in the cart, also after /thanks (item 6)', async () => {
    const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false });
    const slowConfirm = await holdRequests(page, isConfirm);
    await fillAndChooseSpain(page);
    await payButton(page).click();
    await until(() => slowConfirm.held() === 1, 'the confirmation held');

    const other = await context.newPage();
    await other.goto(route('/checkout', { lang: 'en', ids: String(ids.magazine) }));
    await other.getByTestId('cart-item').nth(1).waitFor();
    slowConfirm.release();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await expect(storedCartIds(page)).resolves.toEqual([ids.magazine]);
    // /thanks finishes after 5 s: the magazine is still there.
    await page.waitForTimeout(5600);
    await expect(storedCartIds(other)).resolves.toEqual([ids.magazine]);
    await context.close();
  });
});

describe('paid orders belong to a buyer', () => {
  it('a second buyer on the same browser is not told the first one already paid (item 8)', async () => {
    const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false });
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
    await expect(other.getByTestId('already-paid').count()).resolves.toBe(0);
    await context.close();
  });
});
