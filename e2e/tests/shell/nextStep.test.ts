import path from 'node:path';
import type { Server } from 'node:http';
import type { Page, Request } from '@playwright/test';
import { controlUrl, repoRoot, testPorts } from '../../support/env';
import { expect, test, type OpenPage, type PageProbe } from '../../support/fixtures';
import { landingReady } from '../../support/pages';
import { route, type stackControl } from '../../support/stack';
import { cartFor, signedInUrl, ids } from '../payment/paymentSupport';
import { closeServer, createStaticServer, listen } from '../../../scripts/stack/staticServer';

/**
 * Every step as fast as the first: while the buyer reads a page, the page of the step it leads to is loaded (its
 * remote's files, and for payment Stripe.js), never before the page's own work, never with Save-Data; the step then
 * shows at once. A load ahead that fails changes nothing, a page keeps the remote versions it started with, and
 * nothing loaded ahead pays a price the payment page did not check.
 */
// Functions: the stack's ports are known once its fixture has started it.
const checkoutOrigin = () => `http://localhost:${testPorts.checkout}`;
const paymentOrigin = () => `http://localhost:${testPorts.payment}`;
/** A second deployment of the checkout's build (a release, a canary) on an origin of its own, within its stack's range of ports. */
const secondPort = () => testPorts.host + 131;
const secondOrigin = () => `http://localhost:${secondPort()}`;
let second: Server | undefined;

test.beforeAll(async () => {
  second = await listen(createStaticServer({ root: path.join(repoRoot, 'remote-checkout/dist'), cors: true }), secondPort());
});
test.afterAll(async () => {
  if (second) await closeServer(second);
});

async function control(action: string, body = ''): Promise<void> {
  const response = await fetch(`${controlUrl}/${action}`, { method: 'POST', body });
  if (!response.ok) throw new Error(`${action} answered ${response.status}: ${await response.text()}`);
}

/**
 * Records, from the document's start, when the landing became usable (Subscribe a button: hydrated) and whether a
 * full-screen spinner or the card fields' placeholder was ever shown after `window.__watchFromNow()`.
 */
async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { hydratedAt: Number.NaN, watching: false, spinners: 0, placeholders: 0 };
    (window as unknown as { __steps: typeof state }).__steps = state;
    (window as unknown as { __watchFromNow: () => void }).__watchFromNow = () => {
      state.watching = true;
    };
    new MutationObserver(() => {
      if (Number.isNaN(state.hydratedAt) && document.querySelector('[data-testid="subscription-card"] button')) state.hydratedAt = performance.now();
      if (!state.watching) return;
      if (document.querySelector('[data-testid="full-screen-spinner"]')) state.spinners += 1;
      if (document.querySelector('[data-testid="card-fields-placeholder"]')) state.placeholders += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}

const steps = (page: Page) => page.evaluate(() => (window as unknown as { __steps: { hydratedAt: number; spinners: number; placeholders: number } }).__steps);

/** When (page time) each resource whose address starts with `prefix` was requested. */
const requestedAt = (page: Page, prefix: string) =>
  page.evaluate(
    (start) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(start))
        .map((entry) => entry.startTime),
    prefix,
  );

const isExposed = (origin: string, module: string) => (request: Request) => request.url().startsWith(`${origin}/__federation_expose_${module}`);

/** Waits until the browser has been idle twice: whatever the page does once it is idle has started by then. */
const idleTwice = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));

async function signedInCheckout(probe: PageProbe, productIds: readonly number[], user = 'member-1'): Promise<void> {
  const cart = await cartFor(productIds, { partner: true });
  await probe.page.goto(route('/terms', { lang: 'es' }));
  await probe.page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);
  await probe.page.goto(await signedInUrl(user, route('/checkout', { lang: 'es' })));
}

test.describe('performance: the next step, loaded while the buyer reads', () => {
  test('the landing loads the checkout once it is ready, and Subscribe then shows it without a spinner', async ({ openPage }) => {
    const { page, requests } = await openPage('phone');
    await watchPage(page);
    const preloaded = page.waitForRequest(isExposed(checkoutOrigin(), 'CheckoutPage'));
    await page.goto(route('/', { lang: 'es' }));
    await landingReady(page);
    await preloaded;
    const { hydratedAt } = await steps(page);
    const checkoutFiles = await requestedAt(page, checkoutOrigin());
    expect(checkoutFiles.length).toBeGreaterThan(0);
    // Never before the landing's own work: every file of the next step came after it was hydrated.
    expect(Math.min(...checkoutFiles)).toBeGreaterThan(hydratedAt);

    await page.evaluate(() => (window as unknown as { __watchFromNow: () => void }).__watchFromNow());
    await page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme' }).first().click();
    await page.getByTestId('checkout-page').getByRole('button', { name: 'Continuar con el pago' }).waitFor();
    expect((await steps(page)).spinners).toBe(0);
    // The checkout's manifest was read once in the page: the step used what was loaded ahead.
    expect(requests.filter((url) => url === `${checkoutOrigin()}/mf-manifest.json`)).toHaveLength(1);
  });

  test('checkout loads the payment page and Stripe.js once it is ready; proceed shows the card fields at once', async ({ openPage, devApi }) => {
    const probe = await openPage('phone');
    const { page } = probe;
    await watchPage(page);
    const preloaded = Promise.all([page.waitForRequest(isExposed(paymentOrigin(), 'PaymentPage')), page.waitForRequest(`${devApi.url}/stripe/v3/`)]);
    await signedInCheckout(probe, [ids.courseES]);
    const proceed = page.getByRole('button', { name: 'Continuar con el pago' });
    await proceed.and(page.locator(':enabled')).waitFor();
    await preloaded;

    await page.evaluate(() => (window as unknown as { __watchFromNow: () => void }).__watchFromNow());
    await proceed.click();
    await page.getByRole('textbox', { name: 'Número de tarjeta', exact: true }).waitFor();
    expect(await steps(page)).toMatchObject({ spinners: 0, placeholders: 0 });
  });

  test('with Save-Data, nothing is fetched ahead; a press still leads to the checkout', async ({ openPage }) => {
    const { page, context, requests } = await openPage('phone');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    // The landing's own work after its first view (its sections below the offers) waits for the same idle moment.
    const sections = page.waitForRequest((request) => /landing-sections\./.test(request.url()));
    await page.goto(route('/', { lang: 'es' }));
    await landingReady(page);
    await sections;
    await idleTwice(page);
    expect(requests.filter((url) => url.startsWith(checkoutOrigin()))).toEqual([]);

    await page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme' }).first().click();
    await page.getByTestId('checkout-page').getByRole('button', { name: 'Continuar con el pago' }).waitFor();
  });
});

test.describe('faults: a load ahead that fails', () => {
  test.afterEach(async ({ stack }) => {
    await stack.start('checkout');
  });

  /** The landing, ready, whose load of the checkout ahead has failed: its remote is down. */
  async function landingWithCheckoutDown(openPage: OpenPage, stack: typeof stackControl): Promise<PageProbe> {
    await stack.stop('checkout');
    const probe = await openPage('phone');
    const tried = probe.page.waitForEvent('requestfailed', (request) => request.url() === `${checkoutOrigin()}/mf-manifest.json`);
    await probe.page.goto(route('/', { lang: 'es' }));
    await landingReady(probe.page);
    await tried;
    return probe;
  }

  test('changes nothing: no message, no report; the step then loads as it would have, with its retry', async ({ openPage, devApi, stack }) => {
    const { page, context } = await landingWithCheckoutDown(openPage, stack);
    await idleTwice(page);
    await expect(page.getByTestId('remote-failure')).toHaveCount(0);
    const reported = (await devApi.trackingEvents(context)).filter((event) => event.event_type === 'client_error');
    expect(reported).toEqual([]);

    // Still down when the buyer subscribes: the step says so and offers its retry, as without the load ahead.
    await page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme' }).first().click();
    const failure = page.getByTestId('remote-failure');
    await failure.waitFor();
    await stack.start('checkout');
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByTestId('checkout-page').waitFor();
  });

  test('back before the buyer moves on: the step loads at once', async ({ openPage, stack }) => {
    const { page } = await landingWithCheckoutDown(openPage, stack);
    await stack.start('checkout');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme' }).first().click();
    await page.getByTestId('checkout-page').getByRole('button', { name: 'Continuar con el pago' }).waitFor();
    await expect(page.getByTestId('remote-failure')).toHaveCount(0);
  });
});

test.describe('a page keeps the remote versions it started with', () => {
  test.afterEach(async () => {
    await control('remote/checkout');
    await control('canary/checkout');
  });

  test('a release while the page is open: the step shows the version loaded ahead; the next page takes the new one', async ({ openPage }) => {
    const { page, context, requests } = await openPage('phone');
    const preloaded = page.waitForRequest(isExposed(checkoutOrigin(), 'CheckoutPage'));
    await page.goto(route('/', { lang: 'es' }));
    await landingReady(page);
    await preloaded;
    await control('remote/checkout', `${secondOrigin()}/mf-manifest.json`);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme' }).first().click();
    await page.getByTestId('checkout-page').getByRole('button', { name: 'Continuar con el pago' }).waitFor();
    expect(requests.filter((url) => url.startsWith(secondOrigin()))).toEqual([]);

    // A new page reads the config anew: the release's checkout.
    const next = await context.newPage();
    const fromRelease = next.waitForRequest(isExposed(secondOrigin(), 'CheckoutPage'));
    await next.goto(route('/checkout', { lang: 'es' }));
    await fromRelease;
  });

  test('a canary visitor loads ahead the canary’s version, and only it; the others the released one', async ({ openPage }) => {
    await control('canary/checkout', JSON.stringify({ manifest: `${secondOrigin()}/mf-manifest.json`, percent: 50 }));
    for (const [bucket, chosen, other] of [
      [10, secondOrigin(), checkoutOrigin()],
      [90, checkoutOrigin(), secondOrigin()],
    ] as const) {
      const { page, context, requests } = await openPage('phone');
      // The visitor's bucket, as the host keeps it (remotes/canary.ts): below the percent gets the canary.
      await context.addCookies([{ name: 'suscripciones_bucket', value: String(bucket), url: route('/') }]);
      const preloaded = page.waitForRequest(isExposed(chosen, 'CheckoutPage'));
      await page.goto(route('/', { lang: 'es' }));
      await landingReady(page);
      await preloaded;
      await page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme' }).first().click();
      await page.getByTestId('checkout-page').getByRole('button', { name: 'Continuar con el pago' }).waitFor();
      expect(requests.filter((url) => url.startsWith(other))).toEqual([]);
      await context.close();
    }
  });
});

test.describe('money races: nothing loaded ahead pays a stale price', () => {
  test('a price changed while the buyer was on checkout is said on the payment page and is the price to pay', async ({ openPage, devApi }) => {
    const probe = await openPage('phone');
    const { page } = probe;
    const preloaded = page.waitForRequest(`${devApi.url}/stripe/v3/`);
    // A buyer holding no membership pays the course's normal price (150 €).
    await signedInCheckout(probe, [ids.courseES], 'guest-1');
    const proceed = page.getByRole('button', { name: 'Continuar con el pago' });
    await proceed.and(page.locator(':enabled')).waitFor();
    await preloaded;
    await devApi.changeProduct(ids.courseES, { price: '165.00' });
    await proceed.click();
    await page.getByTestId('price-changes').waitFor();
    await expect(page.getByTestId('pay-button')).toContainText('165');
  });
});
