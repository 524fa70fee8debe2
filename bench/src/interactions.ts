import type { Browser } from 'playwright-core';
import { medianLatency } from './interactionLatency';
import { landingTargets } from './landingTargets';
import { median } from './median';
import { measurePress, phonePage, settle, throttleLikeSlowPhone, type InteractionFigure } from './phone';

/**
 * The interactions within a page, each measured on the throttled phone; the steps from one page to the next
 * (Subscribe, proceed, Pay) are the journey's (journey.ts).
 */
type InteractionName = 'region tab' | 'remove a cart line';

/** The landing: choosing another region's tab. */
async function regionTab(browser: Browser, hostUrl: string): Promise<InteractionFigure> {
  const page = await phonePage(browser);
  try {
    await throttleLikeSlowPhone(page);
    await page.goto(`${hostUrl}/?lang=es`, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator(landingTargets.interactive).first().waitFor({ timeout: 60_000 });
    await settle(page);
    return await measurePress(page, page.getByRole('tab', { name: 'Latinoamérica', exact: true }), {
      selector: '[data-bench-target][aria-selected="true"]',
    });
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
    return await measurePress(page, line.getByRole('button'), { selector: '[data-testid="cart-item"] [data-bench-target]', gone: true });
  } finally {
    await page.context().close();
  }
}

/** Each interaction `runs` times on the throttled phone: the median INP and time to its outcome. */
export async function measureInteractions(browser: Browser, hostUrl: string, runs: number): Promise<Record<InteractionName, InteractionFigure>> {
  const samples: Record<InteractionName, InteractionFigure[]> = { 'region tab': [], 'remove a cart line': [] };
  for (let run = 0; run < runs; run += 1) {
    samples['region tab'].push(await regionTab(browser, hostUrl));
    samples['remove a cart line'].push(await removeCartLine(browser, hostUrl));
  }
  return { 'region tab': medianFigure(samples['region tab']), 'remove a cart line': medianFigure(samples['remove a cart line']) };
}

/** The median INP and time to the outcome of several runs of one interaction. */
export function medianFigure(figures: readonly InteractionFigure[]): InteractionFigure {
  return { inpMs: medianLatency(figures.map((figure) => figure.inpMs)), shownMs: median(figures.map((figure) => figure.shownMs)) };
}
