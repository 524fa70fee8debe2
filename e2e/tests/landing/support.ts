import type { Page } from '@playwright/test';

export { installRendererCounter, rendererCount } from '../../support/reactRenderers';
export { skipTour } from '../../support/probes';

/** The tour's storage key: set it before the page loads to keep the tour out of a test (skipTour does). */
export const tourKey = 'tourCompletedSubscriptions';

/** The page's vertical scroll position. */
export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Where an element's top is relative to the viewport. */
export const topOf = (page: Page, selector: string): Promise<number> =>
  page.evaluate((css) => document.querySelector(css)?.getBoundingClientRect().top ?? Number.NaN, selector);

export const member = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com' };
