import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type ConsoleMessage } from 'playwright-core';
import { chromiumFlags, headlessShellPath } from '../../scripts/lib/chromium';
import { controlUrl, devApiUrl, failedTestKey, hostUrl } from './env';

/** Chromium's flags, and no QUIC (nothing here speaks it; the browser would try it first). */
const launchArgs = [...chromiumFlags, '--disable-quic'];

/** Chromium's headless shell: the same engine as the browser, at about a quarter of its CPU per page load. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: headlessShellPath, headless: true, args: launchArgs });
}

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 900 },
} as const;

export interface PageProbe {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and console errors seen so far. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
}

type ContextHook = (context: BrowserContext) => Promise<void>;
const contextHooks: ContextHook[] = [];

/** Runs `hook` on every context openPage creates, before its page opens (the nginx suite watches every page with it). */
export function onNewContext(hook: ContextHook): void {
  contextHooks.push(hook);
}

/**
 * Every context openPage makes has a user agent of its own: the browser's, with a mark naming the context. Tracking
 * events carry the page's user agent, so a test reads the events of its own pages only (devApi.trackingEvents):
 * a page closed by an earlier test may still deliver its last field-data report (sent with keepalive on pagehide)
 * after the next test's reset, as a real visitor's late report would.
 */
const contextUserAgents = new WeakMap<BrowserContext, string>();
const browserUserAgents = new WeakMap<Browser, Promise<string>>();
let contextsOpened = 0;

function browserUserAgent(browser: Browser): Promise<string> {
  let userAgent = browserUserAgents.get(browser);
  if (!userAgent) {
    userAgent = browser.newBrowserCDPSession().then(async (session) => {
      const version = await session.send('Browser.getVersion');
      await session.detach();
      return version.userAgent;
    });
    browserUserAgents.set(browser, userAgent);
  }
  return userAgent;
}

/**
 * The browser's note that the document itself was answered 404: the app's 404 page is served with that status
 * (so search engines do not index it), which is no error of the page. A 404 of anything the page loads still is.
 */
const isOwnNotFoundStatus = (message: ConsoleMessage, page: Page): boolean =>
  message.text().startsWith('Failed to load resource: the server responded with a status of 404') && message.location().url === page.url();

/** A fresh context (empty storage) with a page that records errors and requests. */
export async function openPage(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
  options: { javaScriptEnabled?: boolean } = {},
): Promise<PageProbe> {
  contextsOpened += 1;
  const userAgent = `${await browserUserAgent(browser)} suscripciones-e2e/${process.pid}.${contextsOpened}`;
  const context = await browser.newContext({ viewport: viewports[viewport], locale: 'en-GB', userAgent, ...options });
  contextUserAgents.set(context, userAgent);
  for (const hook of contextHooks) await hook(context);
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !isOwnNotFoundStatus(message, page)) errors.push(`console: ${message.text()}`);
  });
  page.on('request', (request) => requests.push(request.url()));
  return { page, context, errors, requests };
}

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

/** An address of the product: `route('/checkout', { lang: 'es' })`. */
export function route(path: string, query: Record<string, string> = {}): string {
  const url = new URL(`${hostUrl}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

async function post(url: string, body?: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

/** Stops or starts one app's server of the running stack, or its offers job (stopped, its files are removed). */
export const stack = {
  stop: (app: 'host' | 'landing' | 'checkout' | 'payment' | 'offers') => post(`${controlUrl}/stop/${app}`),
  start: (app: 'host' | 'landing' | 'checkout' | 'payment' | 'offers') => post(`${controlUrl}/start/${app}`),
  csp: (on: boolean) => post(`${controlUrl}/csp/${on ? 'on' : 'off'}`),
};

/** dev-api's test controls. */
export const devApi = {
  url: devApiUrl,
  reset: () => post(`${devApiUrl}/__control/reset`),
  fault: (route: string, mode: string) => post(`${devApiUrl}/__control/faults`, { route, mode }),
  /**
   * Changes a seed product until the reset, for data the seed never has: its medios (`medio_id` is the spec's
   * comma list) or its price ("79.50", as the service writes prices).
   */
  changeProduct: (id: number, change: { id_medio?: number | null; medio_id?: string; price?: string }) =>
    post(`${devApiUrl}/__control/catalogue/products`, { id, ...change }),
  /** The tracking events dev-api recorded from the pages of `context` (made by openPage), oldest first. */
  async trackingEvents(context: BrowserContext): Promise<Array<Record<string, unknown>>> {
    const userAgent = contextUserAgents.get(context);
    if (!userAgent) throw new Error('trackingEvents reads the events of a context made by openPage');
    const response = await fetch(`${devApiUrl}/__control/tracking-events`);
    const events = (await response.json()) as Array<Record<string, unknown>>;
    return events.filter((event) => event.user_agent === userAgent);
  },
};

/** A token for a seeded user, as the identity site would hand back. */
export function unsignedToken(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.test-signature`;
}

/** Where a failed test leaves a screenshot and the HTML of every page it left open. */
export const failuresDir = path.resolve(__dirname, '../../.tmp/e2e-failures');

/** A file name from a test's name: its words, nothing a file system could read as a path. */
const fileNameOf = (name: string): string =>
  name
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/** The screenshot and HTML of each page still open after a failed test, named by the test file and test. */
async function keepFailedPages(browser: Browser, testName: string): Promise<void> {
  const folder = path.join(failuresDir, fileNameOf(path.relative(path.resolve(__dirname, '../tests'), expect.getState().testPath ?? 'unknown')));
  mkdirSync(folder, { recursive: true });
  const pages = browser.contexts().flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const base = path.join(folder, `${fileNameOf(testName)}-${index + 1}`);
    await page.screenshot({ path: `${base}.png`, timeout: 5000 }).catch(() => undefined);
    const html = await page.content().catch(() => '');
    writeFileSync(`${base}.html`, `<!-- ${page.url()} -->\n${html}`);
  }
  console.warn(`${testName}: ${pages.length} open page(s) kept in ${path.relative(process.cwd(), folder)}`);
}

/**
 * One browser per test file: launched before its tests, closed after. Call the getter inside tests. A test that
 * fails leaves a screenshot and the HTML of each page it left open in .tmp/e2e-failures/<file>/.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    const failed = (globalThis as Record<string, unknown>)[failedTestKey];
    if (browser && typeof failed === 'string') await keepFailedPages(browser, failed);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is used before beforeAll ran');
    return browser;
  };
}
