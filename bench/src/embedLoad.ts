import type { Browser } from 'playwright-core';
import { gzipSizeOf } from './pageLoad';

/** What a portal's page fetched of the landing until its list showed, and when. */
export interface EmbedLoad {
  /** JavaScript from the landing's origin (its loader and code), gzip -9 bytes. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  requests: number;
  /** From the start of the page's navigation until the first card showed. */
  shownMs: number;
}

/**
 * A portal's page with the landing embedded, loaded with an empty cache: every file it fetched from the
 * landing's origin once the list's first card is in the page and the network is quiet. The portal's own files
 * (its page, its React when it shares it with the landing) are the portal's, not counted.
 */
export async function measureEmbedLoad(browser: Browser, url: string, landingOrigin: string): Promise<EmbedLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(landingOrigin)) fetched.push(request.url());
  });
  await page.goto(url);
  // Playwright's CSS selectors go through the list's open shadow root.
  await page.locator('[data-testid="subscription-card"]').first().waitFor();
  const shownMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  await context.close();
  const sizes = async (pattern: RegExp) =>
    (await Promise.all(fetched.filter((file) => pattern.test(new URL(file).pathname)).map(gzipSizeOf))).reduce((sum, size) => sum + size, 0);
  return { jsGzipBytes: await sizes(/\.m?js$/), cssGzipBytes: await sizes(/\.css$/), requests: fetched.length, shownMs: Math.round(shownMs) };
}
