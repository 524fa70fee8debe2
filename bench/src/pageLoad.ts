import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession } from 'playwright-core';
import { statePaths } from '../../shared/src/api/callPaths';
import { allRulesInline, inlineStyles } from './inlineCss';

interface BytesBefore {
  bytes: number;
  gzipBytes: number;
  files: number;
}

/** The gzip -9 size of what an address serves (decoded first, whatever encoding it came in). */
export async function gzipSizeOf(url: string): Promise<number> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

/** What a real page load of one route fetched, and when its page first rendered. */
export interface RouteLoad {
  url: string;
  /** ms from navigation start until the route's own page element appeared. */
  firstRenderMs: number;
  /**
   * JS and CSS that finished before that first render: bytes as transferred
   * (the encoding the server chose, brotli here), the same files' gzip -9
   * size (the unit of the budgets), and how many files.
   */
  jsBeforeRender: BytesBefore;
  cssBeforeRender: BytesBefore;
  /** All requests that finished before the first render. */
  requestsBeforeRender: number;
  /** Longest chain of requests each started by the previous one (the document is 1), before the first render. */
  chainDepthBeforeRender: number;
  /** Third-party packages in the JS fetched before the first render, and by the end of the load. */
  librariesBeforeRender: string[];
  librariesLoaded: string[];
  /** Every URL requested during the load. */
  requested: string[];
  /** Style sheets fetched before the first render whose rules are all in the page's inline styles already. */
  cssAlreadyInline: string[];
  /** Per-language translation chunks (`locale-<lang>` in the file name) fetched before the first render. */
  localeFilesBeforeRender: string[];
  /**
   * What the page fetched for the routes after it (addresses under the prefixes it was given: the next steps'
   * remotes, the card provider's script) until the load settled: files and bytes as transferred, and how many of them started before
   * the route was ready (none should: the page's own work first).
   */
  laterRoutes: { files: number; bytes: number; startedBeforeReady: number };
}

/** A per-language translation chunk by its file name (`locale-en-landing.abc123.js`), and its language. */
export function localeOfFile(url: string): string | null {
  return /locale-(es|en|pt)/.exec(new URL(url).pathname.split('/').pop() ?? '')?.[1] ?? null;
}

/** The style sheets among `urls` whose every rule the document already has inline. */
async function sheetsAlreadyInline(documentUrl: string, urls: readonly string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const inline = inlineStyles(await (await fetch(documentUrl)).text());
  const sheets = await Promise.all(urls.map(async (url) => ({ url, css: await (await fetch(url)).text() })));
  return sheets.filter((sheet) => allRulesInline(sheet.css, inline)).map((sheet) => sheet.url);
}

export interface RequestRecord {
  id: string;
  url: string;
  parentUrl: string | null;
  /** CDP's initiator type: 'parser', 'script', 'preload', 'other'. */
  initiatorType: string;
  type: string;
  encodedBytes: number;
  finishedAt: number | null;
  startedAt: number;
}

function initiatorUrl(initiator: { url?: string; stack?: { callFrames: Array<{ url: string }>; parent?: unknown } } | undefined): string | null {
  if (!initiator) return null;
  if (initiator.url) return initiator.url;
  let stack = initiator.stack;
  while (stack) {
    const frame = stack.callFrames.find((candidate) => candidate.url);
    if (frame) return frame.url;
    stack = stack.parent as typeof stack;
  }
  return null;
}

function recordNetwork(cdp: CDPSession): Map<string, RequestRecord> {
  const requests = new Map<string, RequestRecord>();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, {
      id: event.requestId,
      url: event.request.url,
      parentUrl: initiatorUrl(event.initiator),
      initiatorType: event.initiator.type,
      type: event.type ?? 'Other',
      encodedBytes: 0,
      finishedAt: null,
      startedAt: event.timestamp,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      request.encodedBytes = event.encodedDataLength;
      request.finishedAt = event.timestamp;
    }
  });
  return requests;
}

/** Package names in a source map's sources: node_modules/<pkg> and our workspace packages. */
export function packagesInSources(sources: readonly string[]): string[] {
  const names = new Set<string>();
  for (const source of sources) {
    const matches = [...source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/@.][^/]*)/g)];
    const last = matches.at(-1);
    if (last?.[1] && last[1] !== '.pnpm') names.add(last[1]);
    else if (/(^|\/)shared\/src\//.test(source)) names.add('@suscripciones/shared');
  }
  return [...names].sort();
}

export async function librariesOf(urls: readonly string[]): Promise<string[]> {
  const names = new Set<string>();
  await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(`${url}.map`);
        if (!response.ok) return;
        const map = (await response.json()) as { sources?: string[] };
        packagesInSources(map.sources ?? []).forEach((name) => names.add(name));
      } catch {
        /* no source map: nothing to attribute */
      }
    }),
  );
  return [...names].sort();
}

/**
 * The longest chain of requests that each waited for the one before. The
 * initiator says who started a request; but a script that awaits a fetch
 * and then starts another request (index.html's early route load: config,
 * then manifest, then the remote's files) names only itself. So a request a
 * page script started also waits for the latest fetch that page's scripts
 * started and that finished before it began: each such step is a round trip.
 */
export function chainDepth(records: readonly RequestRecord[], documentUrl: string): number {
  const byUrl = new Map(records.map((record) => [record.url, record]));
  const depth = new Map<string, number>();
  const awaitedFetches = (record: RequestRecord) =>
    record.initiatorType !== 'script' || record.parentUrl !== documentUrl
      ? []
      : records.filter(
          (other) =>
            other !== record &&
            other.type === 'Fetch' &&
            other.initiatorType === 'script' &&
            other.parentUrl === documentUrl &&
            other.finishedAt !== null &&
            other.finishedAt <= record.startedAt,
        );
  const depthOf = (record: RequestRecord, seen: Set<string>): number => {
    const known = depth.get(record.url);
    if (known) return known;
    if (record.url === documentUrl) return 1;
    const next = new Set(seen).add(record.url);
    const parents = [record.parentUrl ? byUrl.get(record.parentUrl) : undefined, ...awaitedFetches(record)].filter(
      (parent): parent is RequestRecord => parent !== undefined && !seen.has(parent.url),
    );
    const value = parents.length === 0 ? 1 : Math.max(...parents.map((parent) => depthOf(parent, next))) + 1;
    depth.set(record.url, value);
    return value;
  };
  return records.reduce((max, record) => Math.max(max, depthOf(record, new Set())), 0);
}

/**
 * Call 7 (tracking): sent and never awaited (keepalive, its answer unread). Whether one ends before the route is ready
 * depends on the machine's speed, not on what the route needs, so the figures before the first render leave it out.
 */
export const isFireAndForget = (url: string): boolean => new URL(url).pathname.endsWith(statePaths.track);

/**
 * Records, in wall-clock ms, when the first element matching the selector
 * appears. A string, not a function: transpilers add helpers to functions
 * that do not exist in the page.
 */
function firstRenderWatcher(selector: string): string {
  return `(() => {
    const selector = ${JSON.stringify(selector)};
    const mark = () => {
      if (window.__firstRenderWall === undefined && document.querySelector(selector)) {
        window.__firstRenderWall = performance.timeOrigin + performance.now();
      }
      return window.__firstRenderWall !== undefined;
    };
    const observer = new MutationObserver(() => { if (mark()) observer.disconnect(); });
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

/**
 * Loads a route in a fresh context (cache off, phone viewport) and measures
 * it. `readySelector` names the route's own page element: its first
 * appearance is the route's first render.
 */
export async function measureRouteLoad(
  browser: Browser,
  url: string,
  readySelector: string,
  { laterRoutePrefixes = [], settleMs = 4000 }: { laterRoutePrefixes?: readonly string[]; settleMs?: number } = {},
): Promise<RouteLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = recordNetwork(cdp);
  // CDP times are monotonic seconds; the document request gives their offset to wall-clock ms.
  let clockOffsetMs: number | null = null;
  let navigationWallMs = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (clockOffsetMs === null && event.type === 'Document') {
      clockOffsetMs = event.wallTime * 1000 - event.timestamp * 1000;
      navigationWallMs = event.wallTime * 1000;
    }
  });
  await page.addInitScript({ content: firstRenderWatcher(readySelector) });
  await page.goto(url);
  await page.waitForSelector(readySelector);
  await page.waitForTimeout(settleMs);
  const readyWallMs = await page.evaluate(() => (window as unknown as { __firstRenderWall?: number }).__firstRenderWall ?? Number.NaN);
  await context.close();

  const offset = clockOffsetMs ?? 0;
  const records = [...requests.values()];
  const before = records.filter((record) => !isFireAndForget(record.url) && record.finishedAt !== null && record.finishedAt * 1000 + offset <= readyWallMs);
  const sum = async (kind: RegExp): Promise<BytesBefore> => {
    const files = before.filter((record) => kind.test(new URL(record.url).pathname));
    const gzipSizes = await Promise.all(files.map((record) => gzipSizeOf(record.url)));
    return {
      bytes: files.reduce((total, record) => total + record.encodedBytes, 0),
      gzipBytes: gzipSizes.reduce((total, size) => total + size, 0),
      files: files.length,
    };
  };
  const jsBefore = before.filter((record) => /\.m?js$/.test(new URL(record.url).pathname)).map((record) => record.url);
  const jsAll = records.filter((record) => /\.m?js$/.test(new URL(record.url).pathname)).map((record) => record.url);
  const cssBefore = before.filter((record) => /\.css$/.test(new URL(record.url).pathname)).map((record) => record.url);
  const later = records.filter((record) => laterRoutePrefixes.some((prefix) => record.url.startsWith(prefix)));
  return {
    url,
    firstRenderMs: Math.round(readyWallMs - navigationWallMs),
    jsBeforeRender: await sum(/\.m?js$/),
    cssBeforeRender: await sum(/\.css$/),
    requestsBeforeRender: before.length,
    chainDepthBeforeRender: chainDepth(before, url),
    librariesBeforeRender: await librariesOf(jsBefore),
    librariesLoaded: await librariesOf(jsAll),
    requested: records.map((record) => record.url),
    cssAlreadyInline: await sheetsAlreadyInline(url, cssBefore),
    localeFilesBeforeRender: jsBefore.filter((file) => localeOfFile(file) !== null),
    laterRoutes: {
      files: later.length,
      bytes: later.reduce((total, record) => total + record.encodedBytes, 0),
      startedBeforeReady: later.filter((record) => record.startedAt * 1000 + offset < readyWallMs).length,
    },
  };
}
