import { test as base, expect, type Browser, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import type { FaultMode, FaultRoute } from '../../dev-api/src/control/faults';
import { devApiUrl, useStackPorts, workerPorts, type TestStackPorts } from './env';
import { addedPortalOrigin, prodPortsFor, useProdTestPorts } from './prod/ports';
import { guardPages, unexpectedProblems, type PageProblemAllowance } from './prod/pageGuard';
import { devApiControl, serveForTests, stackControl, viewports, type Viewport } from './stack';

export { expect };

/** A page in a fresh context (empty storage), with what it did: its errors and the addresses it asked for. */
export interface PageProbe {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and console errors seen so far (`pageerror: …`, `console: …`). */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
}

/** Opens a page at a viewport's size in a context of its own (closed after the test). */
export type OpenPage = (viewport?: Viewport, options?: { javaScriptEnabled?: boolean }) => Promise<PageProbe>;

export interface StackOptions {
  /** The stack a project's tests run against: the built product served by Node (`scripts/serve.mjs`) or by nginx. */
  stackKind: 'node' | 'nginx';
}

export interface TestOptions {
  /** Fail a test on any console error, uncaught error or CSP violation of its pages that it does not allow (the nginx project). */
  guardPages: boolean;
  /** The page problems a test file provokes on purpose (`test.use`), each with why. */
  allowedPageProblems: PageProblemAllowance[];
}

interface WorkerFixtures {
  /** The worker's stack, started before its first test and stopped after its last: its ports and its test control. */
  stack: typeof stackControl & { ports: TestStackPorts };
}

/** dev-api, reset to its seed before each test: its records and controls. */
export type DevApi = Omit<typeof devApiControl, 'trackingEvents'> & {
  url: string;
  /** The tracking events dev-api recorded from the pages of `context` (made by openPage), oldest first. */
  trackingEvents(context: BrowserContext): Promise<Array<Record<string, unknown>>>;
};

interface TestFixtures {
  openPage: OpenPage;
  devApi: DevApi;
  /** dev-api's fault switch: the route fails this way (for `times` requests) until the test ends. */
  fault: (route: FaultRoute, mode: FaultMode, times?: number) => Promise<void>;
}

/**
 * Every context openPage makes has a user agent of its own: the browser's, with a mark naming the context. Tracking
 * events carry the page's user agent, so a test reads the events of its own pages only (devApi.trackingEvents): a
 * page closed by an earlier test may still deliver its last field-data report (sent with keepalive on pagehide)
 * after the next test's reset, as a real visitor's late report would.
 */
const contextUserAgents = new WeakMap<BrowserContext, string>();
let contextsOpened = 0;

async function userAgentOf(browser: Browser): Promise<string> {
  const session = await browser.newBrowserCDPSession();
  const version = await session.send('Browser.getVersion');
  await session.detach();
  return version.userAgent;
}

/**
 * The browser's note that the document itself was answered 404: the app's 404 page is served with that status
 * (so search engines do not index it), which is no error of the page. A 404 of anything the page loads still is.
 */
const isOwnNotFoundStatus = (message: ConsoleMessage, page: Page): boolean =>
  message.text().startsWith('Failed to load resource: the server responded with a status of 404') && message.location().url === page.url();

/** One line of a page's console record, kept for a failed test. */
const consoleLine = (message: ConsoleMessage): string => {
  const { url, lineNumber } = message.location();
  return `${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
};

export const test = base.extend<TestOptions & TestFixtures, StackOptions & WorkerFixtures & { browserUserAgent: string }>({
  stackKind: ['node', { scope: 'worker', option: true }],
  guardPages: [false, { option: true }],
  allowedPageProblems: [[], { option: true }],

  stack: [
    async ({ stackKind }, use, workerInfo) => {
      const slot = workerInfo.parallelIndex;
      const served =
        stackKind === 'nginx'
          ? await serveForTests('scripts/prod/serve.mjs', prodPortsFor(slot), { PORTAL_ORIGINS: addedPortalOrigin })
          : await serveForTests('scripts/serve.mjs', workerPorts(slot));
      const ports = stackKind === 'nginx' ? prodPortsFor(slot) : workerPorts(slot);
      useStackPorts(ports);
      if (stackKind === 'nginx') useProdTestPorts(prodPortsFor(slot));
      await use({ ...stackControl, ports });
      await served.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000, title: 'the stack' },
  ],

  browserUserAgent: [async ({ browser }, use) => use(await userAgentOf(browser)), { scope: 'worker' }],

  openPage: async ({ browser, browserUserAgent: userAgent, guardPages: guarded, allowedPageProblems }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    /** What every page of these contexts logged, in order, for a failed test. */
    const record: string[] = [];
    const problems: string[] = [];
    await use(async (viewport = 'desktop', options = {}) => {
      contextsOpened += 1;
      const markedUserAgent = `${userAgent} suscripciones-e2e/${process.pid}.${contextsOpened}`;
      const context = await browser.newContext({ viewport: viewports[viewport], userAgent: markedUserAgent, ...options });
      contexts.push(context);
      contextUserAgents.set(context, markedUserAgent);
      const name = `context ${contexts.length}`;
      context.on('console', (message) => record.push(`${name}, ${message.page()?.url() ?? 'a worker'}: ${consoleLine(message)}`));
      context.on('weberror', (error) =>
        record.push(`${name}, ${error.page()?.url() ?? 'a worker'}: pageerror: ${error.error().stack ?? error.error().message}`),
      );
      if (guarded) await guardPages(context, problems);
      const page = await context.newPage();
      const probe: PageProbe = { page, context, errors: [], requests: [] };
      page.on('pageerror', (error) => probe.errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !isOwnNotFoundStatus(message, page)) probe.errors.push(`console: ${message.text()}`);
      });
      page.on('request', (request) => probe.requests.push(request.url()));
      return probe;
    });
    // A failed test keeps what its pages logged beside its trace, named in the run's log with it.
    if (testInfo.status !== testInfo.expectedStatus && record.length > 0)
      await testInfo.attach('console.txt', { body: `${record.join('\n')}\n`, contentType: 'text/plain' });
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    if (guarded) expect(unexpectedProblems(problems, allowedPageProblems, testInfo.titlePath.slice(1).join(' '))).toEqual([]);
  },

  devApi: [
    async ({ stack: _stack }, use) => {
      await devApiControl.reset();
      await use({
        ...devApiControl,
        url: devApiUrl,
        async trackingEvents(context) {
          const userAgent = contextUserAgents.get(context);
          if (!userAgent) throw new Error('trackingEvents reads the events of a context made by openPage');
          return (await devApiControl.trackingEvents()).filter((event) => event.user_agent === userAgent);
        },
      });
    },
    { auto: true },
  ],

  fault: async ({ devApi }, use) => {
    const faulted = new Set<FaultRoute>();
    await use(async (route, mode, times) => {
      faulted.add(route);
      await devApi.fault(route, mode, times);
    });
    for (const route of faulted) await devApi.fault(route, 'none');
  },
});
