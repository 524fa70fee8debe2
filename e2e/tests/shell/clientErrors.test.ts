import type { BrowserContext, Page } from 'playwright-core';
import { devApi, landingReady, openPage, route, stack, useBrowser } from '../../support/browser';
import { expectAlive, skipTour, useRequestTimeout } from '../../support/probes';
import { fillShipping } from '../../support/shipping';
import { chooseCountry, errorBanner, fillCard, ids, openPayment, payButton, signedInUrl } from '../payment/paymentSupport';

/**
 * The errors real buyers hit, as dev-api's tracking service receives them (call 7, event_type client_error):
 * each kind provoked on the running stack, with a signed-in buyer whose name, e-mail, token, address and card
 * number are in the page and in the thrown messages; none of it may arrive, and every required field must.
 * Call 7 failing makes no loop. The stack's config reports every page, up to 100 events each.
 */
const browser = useBrowser();
const perPage = 100;
beforeEach(() => devApi.reset());
afterAll(async () => {
  await devApi.reset();
  await stack.csp(false);
});

type Event = Record<string, unknown>;

/** The client_error events dev-api received from this context's pages, once `done` says they are all there. */
async function clientErrors(context: BrowserContext, done: (events: Event[]) => boolean): Promise<Event[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const events = (await devApi.trackingEvents(context)).filter((event) => event.event_type === 'client_error');
    if (done(events)) return events;
    if (Date.now() > deadline) throw new Error(`client errors never complete: ${JSON.stringify(events, null, 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const hasKinds =
  (...kinds: string[]) =>
  (events: Event[]) =>
    kinds.every((kind) => events.some((event) => event.kind === kind));

/** What every client_error event carries: the spec's minimal event, the page without its query, and where it happened. */
function expectRequiredFields(event: Event, where: { route: string | null; remote: string | null }): void {
  expect(event).toMatchObject({
    event_type: 'client_error',
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    page_url: expect.stringMatching(/^http:\/\/localhost:\d+\/suscripciones(\/[a-z]*)?$/),
    portal: expect.any(String),
    user_agent: expect.any(String),
    kind: expect.any(String),
    route: where.route,
    language: 'en',
    app: 'host',
    app_version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    remote: where.remote,
  });
  const version = event.remote_version;
  expect(version === null || (typeof version === 'string' && /^\d+\.\d+\.\d+/.test(version))).toBe(true);
}

describe('client errors, as the tracking service receives them', () => {
  it('an uncaught error, a rejection and a payment Stripe failed carry nothing of the buyer', async () => {
    const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.magazine], partner: false, lang: 'en' });
    const token = new URL(await signedInUrl('guest-1', route('/payment'))).searchParams.get('token') ?? '';
    expect(token).toMatch(/^eyJ/);
    const card = '4000000000000002';
    await fillShipping(page, 'en');
    await fillCard(page, card);
    await chooseCountry(page, 'Spain');
    // The buyer is in the page: name and e-mail in the header's menu, the address saved, the card typed.
    const personal = [
      'Pablo',
      'Martín',
      'Ruiz',
      'pablo.martin@example.com',
      'guest-1',
      token,
      ...token.split('.'),
      'Calle Mayor',
      '28001',
      'Madrid',
      card,
      '4000 0000',
      '612345678',
      '612 34 56 78',
    ];
    const hostile = `Cannot pay for Pablo Martín Ruiz <pablo.martin@example.com> (guest-1, ${token}) at Calle Mayor 1, 28001 Madrid, card 4000 0000 0000 0002 / ${card}, phone +34 612 34 56 78, from ${page.url()}?token=${token}`;

    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      }, 0);
      void Promise.reject(new Error(`rejected: ${message}`));
    }, hostile);

    // Stripe unreachable while the payment method is made: its api_connection_error is reported…
    await page.route('**/stripe/api/payment_methods', (stripe) => stripe.abort('connectionrefused'));
    await payButton(page).click();
    await errorBanner(page).waitFor();
    await page.unroute('**/stripe/api/payment_methods');
    // …the buyer's declined card is theirs, not reported.
    await expect(errorBanner(page).textContent()).resolves.toBeTruthy();
    await payButton(page).click();
    await page.getByText('Your card was declined.').first().waitFor();
    // Reported after the decline: once it is in, a report of the decline would be too.
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('after the decline');
      }, 200),
    );

    const events = await clientErrors(
      context,
      (found) => hasKinds('uncaught_error', 'unhandled_rejection', 'payment_failed')(found) && found.some((event) => event.message === 'after the decline'),
    );
    const sent = JSON.stringify(events);
    for (const value of personal) expect(sent).not.toContain(value);
    for (const event of events) expectRequiredFields(event, { route: '/payment', remote: 'payment' });
    expect(events.find((event) => event.kind === 'uncaught_error')).toMatchObject({
      error_name: 'Error',
      message: expect.stringMatching(/^Cannot pay for \[personal\]/),
    });
    const payments = events.filter((event) => event.kind === 'payment_failed');
    expect(payments).toEqual([expect.objectContaining({ stage: 'creatingMethod', stripe_type: 'api_connection_error', remote_version: expect.any(String) })]);
    await context.close();
  });

  it('failed calls by name and how they failed, never their address (call 5 holds the token_id)', async () => {
    await devApi.fault('products', 'status-500');
    await devApi.fault('get-pays-subs', 'bad-schema');
    const { page, context } = await openPage(browser());
    await page.goto(await signedInUrl('member-1', route('/checkout', { lang: 'en', ids: String(ids.courseES) })));
    await page.getByTestId('checkout-page').waitFor();
    const events = await clientErrors(context, (found) => found.filter((event) => event.kind === 'call_failed').length >= 2);
    const calls = events.filter((event) => event.kind === 'call_failed');
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ call: 'products', failure: 'status', status: 500 }),
        expect.objectContaining({ call: 'get-pays-subs', failure: 'schema', status: null }),
      ]),
    );
    for (const event of calls) expectRequiredFields(event, { route: '/checkout', remote: 'checkout' });
    expect(JSON.stringify(events)).not.toMatch(/member-1|\/profile|get-pays-subs\//);
    await context.close();
  });

  it('a call that does not answer in time is a timeout', async () => {
    await devApi.fault('get-products', 'hang');
    const { page, context } = await openPage(browser());
    await skipTour(context);
    await useRequestTimeout(page, 1_500);
    await page.goto(route('/', { lang: 'en' }));
    const events = await clientErrors(context, (found) => found.some((event) => event.call === 'get-products'));
    const [timeout] = events.filter((event) => event.call === 'get-products');
    expect(timeout).toMatchObject({ kind: 'call_failed', failure: 'timeout', status: null });
    expectRequiredFields(timeout ?? {}, { route: '/', remote: 'landing' });
    await context.close();
  });

  it('a remote that did not load: which one and why', async () => {
    await stack.stop('checkout');
    try {
      const { page, context } = await openPage(browser());
      await page.goto(route('/checkout', { lang: 'en', ids: '20' }));
      await page.getByTestId('remote-failure').waitFor();
      const [failure] = await clientErrors(context, hasKinds('remote_failed'));
      expect(failure).toMatchObject({ kind: 'remote_failed', reason: 'manifest', remote_version: null, error_name: expect.any(String) });
      expectRequiredFields(failure ?? {}, { route: '/checkout', remote: 'checkout' });
      await context.close();
    } finally {
      await stack.start('checkout');
    }
  });

  it("a remote whose entry did not load: the federation runtime's error code, by which its docs go", async () => {
    const { page, context } = await openPage(browser());
    // The network loses the checkout's entry script (its manifest answers).
    await page.route(/\/remoteEntry\.lean\.[0-9a-f]+\.js$/, (request) => request.abort('connectionreset'));
    await page.goto(route('/checkout', { lang: 'en', ids: '20' }));
    await page.getByTestId('remote-failure').waitFor();
    const [failure] = await clientErrors(context, hasKinds('remote_failed'));
    expect(failure).toMatchObject({ kind: 'remote_failed', remote: 'checkout', reason: 'entry', runtime_code: 'RUNTIME-008' });
    expect(String(failure?.message)).not.toContain('#RUNTIME');
    await context.close();
  });

  it('a CSP violation: the directive and the blocked origin only', async () => {
    await stack.csp(true);
    try {
      const { page, context } = await openPage(browser());
      await skipTour(context);
      await page.goto(route('/', { lang: 'en' }));
      await landingReady(page);
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.src = 'https://images.evil.example/pixel.png?token=secret-value#x';
        document.body.append(image);
      });
      const [violation] = await clientErrors(context, hasKinds('csp_violation'));
      expect(violation).toMatchObject({ kind: 'csp_violation', directive: 'img-src', blocked_origin: 'https://images.evil.example' });
      expectRequiredFields(violation ?? {}, { route: '/', remote: 'landing' });
      expect(JSON.stringify(violation)).not.toMatch(/pixel|secret-value/);
      await context.close();
    } finally {
      await stack.csp(false);
    }
  });
});

describe('call 7 failing', () => {
  /** Throws `count` different errors in the page, and the same one `count` times. */
  const throwErrors = (page: Page, count: number) =>
    page.evaluate((times) => {
      for (let index = 0; index < times; index += 1) {
        setTimeout(() => {
          throw new Error(`distinct ${index}`);
        }, 0);
        setTimeout(() => {
          throw new Error('the same');
        }, 0);
      }
    }, count);

  it.each(['status-500', 'hang'])('(%s) makes no loop: a bounded number of requests, the page alive', async (mode) => {
    await devApi.fault('track', mode);
    const { page, context } = await openPage(browser());
    await skipTour(context);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/tracking/track') && (request.postData() ?? '').includes('"client_error"')) reports.push(request.postData() ?? '');
    });
    await page.goto(route('/', { lang: 'en' }));
    await landingReady(page);
    await throwErrors(page, perPage + 50);
    await page.waitForTimeout(3_000);
    const afterErrors = reports.length;
    expect(afterErrors).toBeGreaterThan(0);
    expect(afterErrors).toBeLessThanOrEqual(perPage);
    // Nothing more is sent once the errors stop: no report of a report.
    await page.waitForTimeout(2_000);
    expect(reports.length).toBe(afterErrors);
    expect(reports.filter((body) => body.includes('"the same"'))).toHaveLength(1);
    await expectAlive(page);
    await context.close();
  });
});
