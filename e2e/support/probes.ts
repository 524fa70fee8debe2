import type { BrowserContext, Page, Route } from 'playwright-core';
import { hostUrl } from './env';

/**
 * Probes shared by the fault, security and accessibility tests: a shorter
 * request timeout through the served config, a page that is alive (header
 * and content, no uncaught error), injected-script detection and CSP
 * violation capture.
 */

/**
 * Serves this page a config.json whose requestTimeoutMs is `ms`: the same
 * config the stack serves, changed as a deploy would change it, so a hang
 * test waits `ms` instead of the local 10 s.
 */
export async function useRequestTimeout(page: Page, ms: number): Promise<void> {
  await page.route(`${hostUrl}/config.json`, async (route: Route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    // Fresh headers: the original ones may name a compression this body no longer has.
    await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Cache-Control': 'no-cache' }, body: JSON.stringify({ ...config, requestTimeoutMs: ms }) });
  });
}

/** The header is there and the main region shows something: never a blank page. */
export async function expectAlive(page: Page): Promise<void> {
  await page.locator('header').first().waitFor();
  await expect(page.locator('header').first().isVisible()).resolves.toBe(true);
  const text = await page.locator('#main').innerText();
  expect(text.trim().length).toBeGreaterThan(10);
}

/** Uncaught errors only (console errors are how the client logs a failed call, as the spec says). */
export const uncaught = (errors: readonly string[]): string[] => errors.filter((error) => error.startsWith('pageerror'));

/** Set by the hostile strings' payloads if any of them ever runs. */
export const pwnedFlag = '__pwned';
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

/** Markup elements that hostile strings would create: none may exist in the page. */
export const injectedElements = (page: Page): Promise<number> =>
  page.evaluate(() => document.querySelectorAll('img[src="x"], #main script, svg[onload], a[href^="javascript:"], iframe[src^="javascript:"]').length);

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

/** Waits until the element with this test id is the focused element. */
export async function waitForFocus(page: Page, testId: string): Promise<void> {
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, testId);
}
