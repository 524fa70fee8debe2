import type { Browser, Locator, Page } from 'playwright-core';
import { interactionLatency, medianLatency, type EventTimingRecord } from './interactionLatency';
import { median } from './median';
import { slowPhoneContext, throttleLikeSlowPhone } from './throttledLoad';

/** The interactions a buyer makes first on each page, each measured on the throttled phone. */
type InteractionName = 'region tab' | 'Subscribe' | 'remove a cart line' | 'Pay';

export interface InteractionFigure {
  /** Interaction to Next Paint of this interaction (Event Timing), null when under 16 ms. */
  inpMs: number | null;
  /** From the press until its outcome showed (a toast, the checkout, the busy button): what the buyer waits for. */
  shownMs: number;
}

/**
 * Keeps every Event Timing entry of the page, from its start. A string, not
 * a function: transpilers add helpers to functions that do not exist in the
 * page.
 */
const eventTimingRecorder = `(() => {
  const records = [];
  window.__eventTiming = records;
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      records.push({ entryType: entry.entryType, name: entry.name, interactionId: entry.interactionId || 0, startTime: entry.startTime, duration: entry.duration });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
})();`;

/** The tour would cover the page on a first visit; a buyer closes it once, the bench before. */
const skipTour = `localStorage.setItem('tourCompletedSubscriptions', 'true');`;

/** What shows that an interaction was answered: an element appearing, or the pressed one gone. */
interface Outcome {
  selector: string;
  gone?: boolean;
}

/**
 * Resolves with the page time at which the outcome is in the DOM, checked on
 * every mutation. A string, for the same reason as the recorder.
 */
function outcomeTime(page: Page, outcome: Outcome): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve) => {
    const met = () => (document.querySelector(${JSON.stringify(outcome.selector)}) === null) === ${outcome.gone === true};
    if (met()) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (!met()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  })`);
}

/**
 * Presses `target` and measures the interaction: the Event Timing entries
 * from the press on (read once its outcome showed and the next frames were
 * painted, as entries arrive after the paint), and when the outcome showed.
 */
async function measurePress(page: Page, target: Locator, outcome: Outcome): Promise<InteractionFigure> {
  await target.waitFor();
  await target.evaluate((element) => element.setAttribute('data-bench-target', ''));
  const since = await page.evaluate(() => performance.now());
  const shown = outcomeTime(page, outcome);
  await target.click();
  // A page that never shows the outcome (or a stack that went away) fails the bench instead of holding it.
  let timer: NodeJS.Timeout | undefined;
  const shownAt = await Promise.race([
    shown,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no ${outcome.selector} within 30 s of the press`)), 30_000);
    }),
  ]).finally(() => clearTimeout(timer));
  await page.waitForTimeout(1000);
  const records = await page.evaluate(() => (window as unknown as { __eventTiming: EventTimingRecord[] }).__eventTiming);
  return { inpMs: interactionLatency(records, since).latencyMs, shownMs: Math.round(shownAt - since) };
}

/** A page on the throttled phone, Event Timing recorded from its start. */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(slowPhoneContext);
  await context.addInitScript({ content: `${skipTour}\n${eventTimingRecorder}` });
  return context.newPage();
}

/** Waits for the page to be idle after its first view (what loads after it: sliders, tracking), as a buyer reading it. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
}

/** The landing: choosing another region's tab, then Subscribe on its first offer (until the toast or the checkout shows). */
async function landingInteractions(browser: Browser, hostUrl: string): Promise<Record<'region tab' | 'Subscribe', InteractionFigure>> {
  const page = await phonePage(browser);
  try {
    await throttleLikeSlowPhone(page);
    await page.goto(`${hostUrl}/?lang=es`, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('[data-testid="subscription-card"]').first().waitFor({ timeout: 60_000 });
    await settle(page);
    const tab = await measurePress(page, page.getByRole('tab', { name: 'Latinoamérica', exact: true }), {
      selector: '[data-bench-target][aria-selected="true"]',
    });
    const subscribe = page.getByRole('tabpanel').getByRole('button', { name: 'Suscribirme', exact: true }).first();
    const subscribed = await measurePress(page, subscribe, { selector: '[data-sonner-toast], [data-testid="checkout-page"]' });
    return { 'region tab': tab, Subscribe: subscribed };
  } finally {
    await page.context().close();
  }
}

/** /checkout with two lines: removing the first (until it is gone). */
async function removeCartLine(browser: Browser, hostUrl: string): Promise<InteractionFigure> {
  const page = await phonePage(browser);
  try {
    await throttleLikeSlowPhone(page);
    await page.goto(`${hostUrl}/checkout?ids=20,30&lang=es`, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('[data-testid="cart-item"]').nth(1).waitFor({ timeout: 60_000 });
    await settle(page);
    const line = page.locator('[data-testid="cart-item"]').first();
    const figure = await measurePress(page, line.getByRole('button'), { selector: '[data-testid="cart-item"] [data-bench-target]', gone: true });
    return figure;
  } finally {
    await page.context().close();
  }
}

/** Where dev-api's identity stand-in sends a signed-in buyer back to (its token in the address). */
async function signedInAddress(devApiUrl: string, user: string, returnUrl: string): Promise<string> {
  const answer = await fetch(`${devApiUrl}/identity/login`, {
    method: 'POST',
    body: new URLSearchParams({ user, checkoutUrl: returnUrl }),
    redirect: 'manual',
  });
  const address = answer.headers.get('location');
  if (!address) throw new Error(`the identity stand-in answered ${answer.status} without a redirect`);
  return address;
}

/**
 * /payment for a signed-in member with a course in the cart (put there by
 * /checkout, unthrottled) and a valid test card typed into the Stripe
 * double's fields: pressing Pay, until the button shows it is processing.
 */
async function pressPay(browser: Browser, hostUrl: string, devApiUrl: string): Promise<InteractionFigure> {
  const page = await phonePage(browser);
  try {
    await page.goto(`${hostUrl}/checkout?ids=20&lang=es`);
    await page.locator('[data-testid="cart-item"]').waitFor();
    await throttleLikeSlowPhone(page);
    await page.goto(await signedInAddress(devApiUrl, 'member-1', `${hostUrl}/payment?lang=es`), { waitUntil: 'commit', timeout: 60_000 });
    const number = page.getByRole('textbox', { name: 'Número de tarjeta', exact: true });
    await number.waitFor({ timeout: 60_000 });
    await settle(page);
    await number.pressSequentially('4242424242424242');
    await page
      .getByRole('textbox', { name: 'Fecha de caducidad', exact: true })
      .pressSequentially(`12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
    await page.getByRole('textbox', { name: 'Código de seguridad (CVC)', exact: true }).pressSequentially('123');
    await page.locator('#payment-country').selectOption({ label: 'España' });
    return await measurePress(page, page.getByTestId('pay-button'), { selector: '[data-testid="pay-button"][aria-busy="true"]' });
  } finally {
    await page.context().close();
  }
}

/** Each interaction `runs` times on the throttled phone: the median INP and time to its outcome. */
export async function measureInteractions(
  browser: Browser,
  hostUrl: string,
  devApiUrl: string,
  runs: number,
): Promise<Record<InteractionName, InteractionFigure>> {
  const samples: Record<InteractionName, InteractionFigure[]> = { 'region tab': [], Subscribe: [], 'remove a cart line': [], Pay: [] };
  for (let run = 0; run < runs; run += 1) {
    const landing = await landingInteractions(browser, hostUrl);
    samples['region tab'].push(landing['region tab']);
    samples.Subscribe.push(landing.Subscribe);
    samples['remove a cart line'].push(await removeCartLine(browser, hostUrl));
    samples.Pay.push(await pressPay(browser, hostUrl, devApiUrl));
  }
  const summary = (figures: InteractionFigure[]): InteractionFigure => ({
    inpMs: medianLatency(figures.map((figure) => figure.inpMs)),
    shownMs: median(figures.map((figure) => figure.shownMs)),
  });
  return {
    'region tab': summary(samples['region tab']),
    Subscribe: summary(samples.Subscribe),
    'remove a cart line': summary(samples['remove a cart line']),
    Pay: summary(samples.Pay),
  };
}
