import type { BrowserContext, Page } from 'playwright-core';

export { installRendererCounter, rendererCount } from '../../support/reactRenderers';

/** The tour's storage key: set it before the page loads to keep the tour out of a test. */
export const tourKey = 'tourCompletedSubscriptions';

export async function skipTour(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), tourKey);
}

/** The page's vertical scroll position. */
export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Where an element's top is relative to the viewport. */
export const topOf = (page: Page, selector: string): Promise<number> =>
  page.evaluate((css) => document.querySelector(css)?.getBoundingClientRect().top ?? Number.NaN, selector);

export const member = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com' };
