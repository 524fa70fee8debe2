import type { Browser, Page } from 'playwright-core';
import { median } from './median';

/**
 * DevTools-style throttling of a mid-range phone on a slow mobile network:
 * 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU 4x
 * slower. Applied by Chromium itself (CDP), on a real page load, unlike
 * Lighthouse's simulation.
 */
export const slowPhone = {
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
} as const;

/** What a throttled load waits for: the route's content visible, then the route doing what it is for (hydrated). */
export interface ThrottledTargets {
  visible: string;
  interactive: string;
}

export interface ThrottledLoad {
  /** Largest contentful paint, ms from navigation start. */
  lcpMs: number;
  /** When the first element matching `visible` (the offers) appeared, ms from navigation start. */
  visibleMs: number;
  /** When the first element matching `interactive` (a hydrated Subscribe) appeared, ms from navigation start. */
  interactiveMs: number;
  /** The layout shifts of the load (without those right after an input), summed. */
  cls: number;
}

/**
 * Records the page's largest paint, its layout shifts and the first
 * appearance of each target, in ms from navigation start. A string, not a
 * function: transpilers add helpers to functions that do not exist in the
 * page.
 */
function paintWatcher(targets: ThrottledTargets): string {
  return `(() => {
    const state = { lcp: NaN, visible: NaN, interactive: NaN, cls: 0 };
    window.__throttledLoad = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const selectors = ${JSON.stringify(targets)};
    const mark = () => {
      for (const key of Object.keys(selectors)) {
        if (Number.isNaN(state[key]) && document.querySelector(selectors[key])) state[key] = performance.now();
      }
      return !Number.isNaN(state.visible) && !Number.isNaN(state.interactive);
    };
    const observer = new MutationObserver(() => { if (mark()) observer.disconnect(); });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', mark);
  })();`;
}

/** The phone's screen, as a browser context's options. */
export const slowPhoneContext = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

/**
 * Applies the slow phone's network and CPU to a page (by CDP), with the cache off unless `cache` (a returning
 * buyer's browser, whose cache holds the files of an earlier visit).
 */
export async function throttleLikeSlowPhone(page: Page, { cache = false }: { cache?: boolean } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: slowPhone.downloadBytesPerSecond,
    uploadThroughput: slowPhone.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
}

/** One load of `url` on the throttled phone, cache empty. */
async function measureThrottledLoad(browser: Browser, url: string, targets: ThrottledTargets): Promise<ThrottledLoad> {
  const context = await browser.newContext(slowPhoneContext);
  try {
    const page = await context.newPage();
    await throttleLikeSlowPhone(page);
    await page.addInitScript({ content: paintWatcher(targets) });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForSelector(targets.interactive, { timeout: 60_000 });
    // Let the paint that shows it be reported (LCP entries arrive after the frame), and any shift after it.
    await page.waitForTimeout(1500);
    const state = await page.evaluate(
      () => (window as unknown as { __throttledLoad: { lcp: number; visible: number; interactive: number; cls: number } }).__throttledLoad,
    );
    return { lcpMs: Math.round(state.lcp), visibleMs: Math.round(state.visible), interactiveMs: Math.round(state.interactive), cls: state.cls };
  } finally {
    await context.close();
  }
}

/** The median of `runs` throttled loads. */
export async function throttledMedian(browser: Browser, url: string, targets: ThrottledTargets, runs: number): Promise<ThrottledLoad> {
  const loads: ThrottledLoad[] = [];
  for (let run = 0; run < runs; run += 1) loads.push(await measureThrottledLoad(browser, url, targets));
  const of = (figure: keyof ThrottledLoad) => median(loads.map((load) => load[figure]));
  return { lcpMs: of('lcpMs'), visibleMs: of('visibleMs'), interactiveMs: of('interactiveMs'), cls: of('cls') };
}
