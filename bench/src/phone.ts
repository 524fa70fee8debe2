import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { interactionLatency, type EventTimingRecord } from './interactionLatency';
import { slowPhoneContext, throttleLikeSlowPhone } from './throttledLoad';

/** What the bench measures of one press on the throttled phone. */
export interface InteractionFigure {
  /** Interaction to Next Paint of this interaction (Event Timing), null when under 16 ms. */
  inpMs: number | null;
  /** From the press until its outcome showed (a toast, the next step ready): what the buyer waits for. */
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
export interface Outcome {
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
 * Presses `target` as a finger does (a tap: touch, pointer and click events) and measures the interaction: the Event
 * Timing entries from the press on (read once its outcome showed and the next frames were painted, as entries
 * arrive after the paint), and when the outcome showed. The outcome may be on the next page of the same document
 * (an in-app step): the observer lives in the document, which the host's router keeps.
 */
export async function measurePress(page: Page, target: Locator, outcome: Outcome): Promise<InteractionFigure> {
  await target.waitFor();
  await target.evaluate((element) => element.setAttribute('data-bench-target', ''));
  const since = await page.evaluate(() => performance.now());
  // When the finger came down, as the page's own clock has it (the event's time stamp): the driver's way of
  // sending the tap takes its own time, which no buyer waits for.
  const pressed = page.evaluate<number>(`new Promise((resolve) => {
    document.addEventListener('pointerdown', (event) => resolve(event.timeStamp), { capture: true, once: true });
  })`);
  const shown = outcomeTime(page, outcome);
  await target.tap();
  // A page that never shows the outcome (or a stack that went away) fails the bench instead of holding it.
  let timer: NodeJS.Timeout | undefined;
  const shownAt = await Promise.race([
    shown,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no ${outcome.selector} within 30 s of the press`)), 30_000);
    }),
  ]).finally(() => clearTimeout(timer));
  const pressedAt = await pressed;
  // Event Timing entries are queued after the frame that follows the handlers: two frames on, they are all there.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  const records = await page.evaluate(() => (window as unknown as { __eventTiming: EventTimingRecord[] }).__eventTiming);
  return { inpMs: interactionLatency(records, since).latencyMs, shownMs: Math.round(shownAt - pressedAt) };
}

/**
 * Waits as a buyer reading the page does: until nothing has been fetched for half a second (what loads after the
 * first view: sliders, tracking, and what the next step needs), then a moment more. Counted from the page's own
 * requests: after a step inside the page, the browser's load states still describe the first load.
 */
export async function settle(page: Page, quietMs = 500, maxMs = 20_000): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    // Requests already under way when this began are not counted: a moment for them to end (or show they go on).
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** A context of the throttled phone whose pages record Event Timing from their start; the tour already closed. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(slowPhoneContext);
  await context.addInitScript({ content: `${skipTour}\n${eventTimingRecorder}` });
  return context;
}

/** A page on the throttled phone, Event Timing recorded from its start. */
export async function phonePage(browser: Browser): Promise<Page> {
  return (await phoneContext(browser)).newPage();
}

/** Where dev-api's identity stand-in sends a signed-in buyer back to (its token in the address). */
export async function signedInAddress(devApiUrl: string, user: string, returnUrl: string): Promise<string> {
  const answer = await fetch(`${devApiUrl}/identity/login`, {
    method: 'POST',
    body: new URLSearchParams({ user, checkoutUrl: returnUrl }),
    redirect: 'manual',
  });
  const address = answer.headers.get('location');
  if (!address) throw new Error(`the identity stand-in answered ${answer.status} without a redirect`);
  return address;
}

export { throttleLikeSlowPhone };
