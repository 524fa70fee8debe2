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

export interface ThrottledLoad {
  /** Largest contentful paint, ms from navigation start. */
  lcpMs: number;
  /** When the first element matching the ready selector (the offers) appeared, ms from navigation start. */
  readyMs: number;
}

/**
 * Records the page's largest paint and the first appearance of `selector`,
 * in ms from navigation start. A string, not a function: transpilers add
 * helpers to functions that do not exist in the page.
 */
function paintWatcher(selector: string): string {
  return `(() => {
    const state = { lcp: NaN, ready: NaN };
    window.__throttledLoad = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const mark = () => {
      if (Number.isNaN(state.ready) && document.querySelector(${JSON.stringify(selector)})) state.ready = performance.now();
      return !Number.isNaN(state.ready);
    };
    const observer = new MutationObserver(() => { if (mark()) observer.disconnect(); });
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

/** The phone's screen, as a browser context's options. */
export const slowPhoneContext = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

/** Applies the slow phone's network and CPU to a page (by CDP), with the cache off. */
export async function throttleLikeSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: slowPhone.downloadBytesPerSecond,
    uploadThroughput: slowPhone.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
}

/** One load of `url` on the throttled phone, cache empty. */
async function measureThrottledLoad(browser: Browser, url: string, readySelector: string): Promise<ThrottledLoad> {
  const context = await browser.newContext(slowPhoneContext);
  try {
    const page = await context.newPage();
    await throttleLikeSlowPhone(page);
    await page.addInitScript({ content: paintWatcher(readySelector) });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForSelector(readySelector, { timeout: 60_000 });
    // Let the paint that shows it be reported (LCP entries arrive after the frame).
    await page.waitForTimeout(1500);
    const state = await page.evaluate(() => (window as unknown as { __throttledLoad: { lcp: number; ready: number } }).__throttledLoad);
    return { lcpMs: Math.round(state.lcp), readyMs: Math.round(state.ready) };
  } finally {
    await context.close();
  }
}

/** The median of `runs` throttled loads. */
export async function throttledMedian(browser: Browser, url: string, readySelector: string, runs: number): Promise<ThrottledLoad> {
  const loads: ThrottledLoad[] = [];
  for (let run = 0; run < runs; run += 1) loads.push(await measureThrottledLoad(browser, url, readySelector));
  return { lcpMs: median(loads.map((load) => load.lcpMs)), readyMs: median(loads.map((load) => load.readyMs)) };
}
