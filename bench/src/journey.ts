import type { Browser, Page } from 'playwright-core';
import { medianFigure } from './interactions';
import { landingTargets } from './landingTargets';
import { median } from './median';
import { measurePress, phoneContext, settle, signedInAddress, throttleLikeSlowPhone, type InteractionFigure } from './phone';
import type { StripeHost } from './stripeHost';

/**
 * The buyer's journey as a buyer walks it, on the throttled phone: a signed-in buyer's first visit from the landing
 * to the thanks page in one page (each step an in-app navigation), and the two pages a buyer also opens afresh
 * (a link from an e-mail, a reload). What each step waits for is what the buyer needs to go on.
 */
const journeyTargets = {
  /** Checkout ready: its proceed button enabled (the cart's lines, prices and the session known). */
  checkoutReady: '[data-testid="proceed"]:not([disabled])',
  /** Payment ready: the card number field accepts input (Stripe.js loaded, its element mounted). */
  cardFields: '#payment-card-number input:not([disabled])',
  /** The payment went through. */
  thanks: '[data-testid="thanks-mark"][data-outcome="paid"]',
  /** A cart opened afresh shows its lines and its total. */
  cartShown: '[data-testid="checkout-page"]:has([data-testid="cart-item"]):has([data-testid="cart-total"])',
} as const;

/** The buyer: signed in, holding no membership, so Subscribe and Pay are open to them. */
const buyer = 'guest-1';
const language = 'es';

interface JourneyRun {
  /** The landing's offers visible, ms from navigation start (a first visit, cache empty). */
  offersMs: number;
  /** Subscribe tapped → checkout ready. */
  subscribe: InteractionFigure;
  /** Proceed tapped → card fields accept input. */
  proceed: InteractionFigure;
  /** Pay tapped → thanks shown. */
  pay: InteractionFigure;
}

interface OpenedAfresh {
  /** /checkout?ids= from an e-mail: its cart lines and total, ms from navigation start. */
  checkoutMs: number;
  /** /payment reloaded with a cart: the card number field accepting input, ms from navigation start. */
  paymentMs: number;
}

/**
 * Records, from the document's start, when the first element matching each selector appeared (ms from navigation
 * start). A string, not a function: transpilers add helpers to functions that do not exist in the page.
 */
function firstSeenWatcher(selectors: Record<string, string>): string {
  return `(() => {
    const seen = {};
    window.__firstSeen = seen;
    const selectors = ${JSON.stringify(selectors)};
    const mark = () => {
      for (const key of Object.keys(selectors)) if (!(key in seen) && document.querySelector(selectors[key])) seen[key] = performance.now();
    };
    new MutationObserver(mark).observe(document, { childList: true, subtree: true, attributes: true });
    document.addEventListener('DOMContentLoaded', mark);
  })();`;
}

/** Waits until the watcher saw `key` and returns when, in ms from navigation start. */
async function firstSeen(page: Page, key: string, selector: string): Promise<number> {
  await page.locator(selector).first().waitFor({ state: 'attached', timeout: 60_000 });
  return page.evaluate((name) => Math.round((window as unknown as { __firstSeen: Record<string, number> }).__firstSeen[name] ?? Number.NaN), key);
}

/** Types a test card, the country and (for a printed or membership item) the shipping address, as a buyer would. */
async function fillPayment(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Número de tarjeta', exact: true }).pressSequentially('4242424242424242');
  await page
    .getByRole('textbox', { name: 'Fecha de caducidad', exact: true })
    .pressSequentially(`12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await page.getByRole('textbox', { name: 'Código de seguridad (CVC)', exact: true }).pressSequentially('123');
  await page.locator('#payment-country').selectOption({ label: 'España' });
  const shipping = page.getByTestId('shipping-form');
  if (await shipping.isVisible()) {
    await shipping.getByLabel('Nombre', { exact: true }).fill('Pablo');
    await shipping.getByLabel('Apellidos', { exact: true }).fill('Martín Ruiz');
    await shipping.getByRole('textbox', { name: 'Teléfono', exact: true }).pressSequentially('612345678');
    await shipping.getByLabel('Dirección', { exact: true }).fill('Calle Mayor 1');
    await shipping.getByLabel('Código postal', { exact: true }).fill('28001');
    await shipping.getByLabel('Ciudad', { exact: true }).fill('Madrid');
    await shipping.getByLabel('Provincia', { exact: true }).fill('Madrid');
    const country = shipping.getByLabel('País', { exact: true });
    if (await country.isEnabled()) await country.selectOption('ES');
    await shipping.getByRole('button', { name: 'Guardar dirección de envío' }).click();
  }
  await page.locator('[data-testid="pay-button"]:not([disabled])').waitFor();
}

/** dev-api as the seed left it: the buyer has paid nothing yet, so the journey can be walked again. */
async function resetServices(devApiUrl: string): Promise<void> {
  const answer = await fetch(`${devApiUrl}/__control/reset`, { method: 'POST' });
  if (!answer.ok) throw new Error(`dev-api's reset answered ${answer.status}`);
}

/** One walk from the landing to the thanks page, in one page, cache empty. */
async function walk(browser: Browser, hostUrl: string, devApiUrl: string): Promise<JourneyRun> {
  await resetServices(devApiUrl);
  const context = await phoneContext(browser);
  try {
    await context.addInitScript({ content: firstSeenWatcher({ offers: landingTargets.visible }) });
    const page = await context.newPage();
    await throttleLikeSlowPhone(page, { cache: true });
    await page.goto(await signedInAddress(devApiUrl, buyer, `${hostUrl}/?lang=${language}`), { waitUntil: 'commit', timeout: 60_000 });
    const offersMs = await firstSeen(page, 'offers', landingTargets.visible);
    await page.locator(landingTargets.interactive).first().waitFor({ timeout: 60_000 });
    await settle(page);
    const subscribeButton = page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme', exact: true }).first();
    const subscribe = await measurePress(page, subscribeButton, { selector: journeyTargets.checkoutReady });
    await settle(page);
    const proceed = await measurePress(page, page.locator(journeyTargets.checkoutReady), { selector: journeyTargets.cardFields });
    await settle(page);
    await fillPayment(page);
    const pay = await measurePress(page, page.getByTestId('pay-button'), { selector: journeyTargets.thanks });
    return { offersMs, subscribe, proceed, pay };
  } finally {
    await context.close();
  }
}

/**
 * The two pages opened afresh by a returning buyer (the browser's cache holds an earlier visit's files): /checkout
 * from an e-mail's link, and /payment reloaded with a cart.
 */
async function openAfresh(browser: Browser, hostUrl: string, devApiUrl: string): Promise<OpenedAfresh> {
  await resetServices(devApiUrl);
  const context = await phoneContext(browser);
  try {
    await context.addInitScript({ content: firstSeenWatcher({ cart: journeyTargets.cartShown, card: journeyTargets.cardFields }) });
    // The earlier visit, at full speed: /checkout signed in with a course in the cart, then /payment.
    const payment = await context.newPage();
    await payment.goto(await signedInAddress(devApiUrl, buyer, `${hostUrl}/checkout?ids=20&lang=${language}`));
    await payment.locator(journeyTargets.checkoutReady).waitFor();
    await payment.goto(`${hostUrl}/payment?lang=${language}`);
    await payment.locator(journeyTargets.cardFields).waitFor();
    // Reloaded on the phone: the session is the tab's, so the same tab (docs/product-choices.md, Session).
    await throttleLikeSlowPhone(payment, { cache: true });
    await payment.reload({ waitUntil: 'commit', timeout: 60_000 });
    const paymentMs = await firstSeen(payment, 'card', journeyTargets.cardFields);
    await payment.close();

    const checkout = await context.newPage();
    await throttleLikeSlowPhone(checkout, { cache: true });
    await checkout.goto(`${hostUrl}/checkout?ids=30&lang=${language}`, { waitUntil: 'commit', timeout: 60_000 });
    const checkoutMs = await firstSeen(checkout, 'cart', journeyTargets.cartShown);
    return { checkoutMs, paymentMs };
  } finally {
    await context.close();
  }
}

export interface JourneyFigures {
  offersMs: number;
  subscribe: InteractionFigure;
  proceed: InteractionFigure;
  /** Proceed tapped → card fields, with Stripe.js delayed as Stripe's own host is (stripeHost.ts). */
  proceedStripeDelayed: InteractionFigure;
  pay: InteractionFigure;
  /** Opened afresh, Stripe.js delayed as Stripe's own host is. */
  openedAfresh: OpenedAfresh;
}

/**
 * The journey `runs` times with Stripe.js as fast as the page's own files and `runs` times delayed as Stripe's own
 * host is, and the pages opened afresh `runs` times (delayed): the medians.
 */
export async function measureJourney(browser: Browser, hostUrl: string, devApiUrl: string, stripe: StripeHost, runs: number): Promise<JourneyFigures> {
  const walks: JourneyRun[] = [];
  const delayedWalks: JourneyRun[] = [];
  const opened: OpenedAfresh[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      stripe.delayed = false;
      walks.push(await walk(browser, hostUrl, devApiUrl));
      stripe.delayed = true;
      delayedWalks.push(await walk(browser, hostUrl, devApiUrl));
      opened.push(await openAfresh(browser, hostUrl, devApiUrl));
    }
  } finally {
    stripe.delayed = false;
  }
  return {
    offersMs: median(walks.map((run) => run.offersMs)),
    subscribe: medianFigure(walks.map((run) => run.subscribe)),
    proceed: medianFigure(walks.map((run) => run.proceed)),
    proceedStripeDelayed: medianFigure(delayedWalks.map((run) => run.proceed)),
    pay: medianFigure(walks.map((run) => run.pay)),
    openedAfresh: { checkoutMs: median(opened.map((run) => run.checkoutMs)), paymentMs: median(opened.map((run) => run.paymentMs)) },
  };
}
