import type { Page } from '@playwright/test';
import { route } from './stack';

/** What the browser tests wait for and measure on the product's pages. */

/**
 * The landing's offers as the live call 1 answered them: the page is hydrated and its cards are the service's,
 * no longer the snapshot the HTML brought (which has cards, tabs and a tab panel before any script has run).
 */
export async function offersLive(page: Page): Promise<void> {
  await page.locator('[data-testid="landing-page"] [data-offers-source="live"]').waitFor();
}

/**
 * The landing as a visitor can use it: hydrated, with the live offers shown. Its HTML (its test ids, the offers'
 * snapshot) is there before any script has run, so no test id alone says anything about the remote.
 */
export async function landingReady(page: Page): Promise<void> {
  await offersLive(page);
  await page.getByTestId('landing-page').getByRole('tabpanel').waitFor();
}

/**
 * Every remote in one page, in English: the landing, the cart (by its link), then the payment (an in-app
 * navigation, as the router makes one), so each remote has had its chance to bring its own copies.
 */
export async function visitEveryRemote(page: Page): Promise<void> {
  await page.goto(route('/', { lang: 'en' }));
  await landingReady(page);
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await page.getByTestId('checkout-page').waitFor();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/suscripciones/payment?lang=en');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByTestId('payment-page').waitFor();
}

/** Records the page's layout shifts (not those right after input) from the next navigation on; read with layoutShiftTotal. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const shifts: Array<{ value: number; moved: string[] }> = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    const described = ({ node, previousRect: from, currentRect: to }: Source) =>
      `${node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName}: x ${from.x} -> ${to.x}, y ${from.y} -> ${to.y}, width ${from.width} -> ${to.width}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }>)
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: entry.sources.map(described) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the current document's layout shifts since recordLayoutShifts (the score CLS takes when they come in one burst). */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShifts: Array<{ value: number }> }).layoutShifts.reduce((sum, { value }) => sum + value, 0));
}

/** What moved in the current document's layout shifts since recordLayoutShifts: each element, its position before and after. */
export function layoutShiftsMoved(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: Array<{ moved: string[] }> }).layoutShifts.flatMap(({ moved }) => moved));
}

/**
 * Resolves once the page has drawn two more frames: what it changed before is on screen, and the browser has
 * measured it (a layout shift is reported for the frame that draws it). Not with a paused clock (it holds frames).
 */
export function framesDrawn(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * The page at rest for a layout-shift reading: every image it loads at once has come (or failed: lazy ones wait for
 * a scroll, with their room kept by width and height), and two more frames are drawn.
 */
export async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
  await framesDrawn(page);
}
