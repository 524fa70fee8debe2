import type { BrowserContext, Page, Route } from '@playwright/test';
import { hostUrl } from './env';
import { expect } from './fixtures';

/**
 * Probes shared by the fault, security and accessibility tests: a shorter
 * request timeout through the served config, a page that is alive (header
 * and content, no uncaught error), injected-script detection and CSP
 * violation capture.
 */

/**
 * Serves this page a deployed config.json answer: at /config.json, and in the
 * page's config block as the server writes it (scripts/stack/stack.mjs): the
 * body when the file is read, nothing when it is not (an error answer). Both
 * paths are exercised: the block first, config.json when the block is
 * unusable. The block is rewritten as the parser inserts it, before the boot
 * script that reads it runs (a served document cannot be replaced here:
 * Chromium then blocks the page's requests to localhost).
 */
export async function serveConfig(page: Page, answer: { status: number; contentType: string; body: string }): Promise<() => Promise<void>> {
  await page.addInitScript(
    (inline: string) => {
      const observer = new MutationObserver(() => {
        const block = document.querySelector('script[data-runtime-config]');
        if (!block) return;
        block.textContent = inline;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    answer.status === 200 ? answer.body : '',
  );
  const serveFile = (route: Route) => route.fulfill({ ...answer, headers: { 'Cache-Control': 'no-cache' } });
  await page.route(`${hostUrl}/config.json`, serveFile);
  // Undo: config.json answers from the stack again (the page then falls back to it).
  return () => page.unroute(`${hostUrl}/config.json`, serveFile);
}

/**
 * Serves this page a config whose requestTimeoutMs is `ms`: the same
 * config the stack serves, changed as a deploy would change it, so a hang
 * test waits `ms` instead of the local 10 s.
 */
export async function useRequestTimeout(page: Page, ms: number): Promise<void> {
  const config = (await (await fetch(`${hostUrl}/config.json`)).json()) as Record<string, unknown>;
  await serveConfig(page, { status: 200, contentType: 'application/json', body: JSON.stringify({ ...config, requestTimeoutMs: ms }) });
}

/** The header is there and the main region shows something: never a blank page. */
export async function expectAlive(page: Page): Promise<void> {
  await expect(page.locator('header').first()).toBeVisible();
  await expect.poll(async () => (await page.locator('#main').innerText()).trim().length).toBeGreaterThan(10);
}

/** Uncaught errors only (console errors are how the client logs a failed call, as the spec says). */
export const uncaught = (errors: readonly string[]): string[] => errors.filter((error) => error.startsWith('pageerror'));

/** Set by the hostile strings' payloads if any of them ever runs. */
const pwnedFlag = '__pwned';
export const injectionRan = (page: Page): Promise<boolean> =>
  page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag] !== undefined, pwnedFlag);

/** Strings that would run script or add markup if a page ever treated them as HTML. */
export const hostileStrings = {
  img: `<img src=x onerror="window.${pwnedFlag}=1">`,
  script: `<script>window.${pwnedFlag}=2</script>`,
  svg: `<svg onload="window.${pwnedFlag}=3"></svg>`,
  link: `<a href="javascript:window.${pwnedFlag}=4">click</a>`,
  iframe: `<iframe src="javascript:parent.${pwnedFlag}=5"></iframe>`,
} as const;

/**
 * Markup elements that hostile strings would create: none may exist in the page. The landing's own data elements
 * (its offers' snapshot and their JSON-LD: JSON the browser never runs) are the only scripts the page's main holds.
 */
export const injectedElements = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      document.querySelectorAll(
        'img[src="x"], #main script:not([type="application/json"][data-offers-snapshot], [type="application/ld+json"]), svg[onload], a[href^="javascript:"], iframe[src^="javascript:"]',
      ).length,
  );

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every securitypolicyviolation of every page of the context in window.__cspViolations. */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const list: Array<{ directive: string; blocked: string; source: string }> = [];
    (window as unknown as { __cspViolations: typeof list }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
}

export const cspViolations = (page: Page): Promise<CspViolation[]> =>
  page.evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? []);

/** Keeps the guided tour of the landing out of a test (its storage key set before the page loads). */
export async function skipTour(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('tourCompletedSubscriptions', 'true'));
}
