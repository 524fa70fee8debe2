import type { BrowserContext, Page } from 'playwright-core';

/** The tour's storage key: set it before the page loads to keep the tour out of a test. */
export const tourKey = 'tourCompletedSubscriptions';

export async function skipTour(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), tourKey);
}

/** Counts React renderers: every copy of react-dom registers itself with the devtools hook. */
export const installRendererCounter = () => {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
};

export const rendererCount = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);

/** The page's vertical scroll position. */
export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Where an element's top is relative to the viewport. */
export const topOf = (page: Page, selector: string): Promise<number> =>
  page.evaluate((css) => document.querySelector(css)?.getBoundingClientRect().top ?? Number.NaN, selector);

export const member = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com' };
