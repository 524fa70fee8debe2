import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const finished = [];
page.on('requestfinished', (r) => finished.push({ url: r.url(), at: Date.now() }));
await page.addInitScript(() => {
  const s = { button: 0, live: 0 };
  window.__t = s;
  new MutationObserver(() => {
    if (!s.button && document.querySelector('[data-testid="subscription-card"] button')) s.button = Date.now();
    if (!s.live && document.querySelector('[data-offers-source="live"]')) s.live = Date.now();
  }).observe(document, { childList: true, subtree: true, attributes: true });
});
await page.goto('http://localhost:5100/suscripciones/?lang=es');
await page.waitForSelector('[data-offers-source="live"]');
await page.waitForTimeout(3000);
const t = await page.evaluate(() => window.__t);
const size = async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
let total = 0;
for (const f of finished.filter((f) => /\.(m?js|css)$/.test(new URL(f.url).pathname))) {
  const kb = (await size(f.url)) / 1024;
  const beforeButton = f.at <= t.button;
  if (beforeButton) total += kb;
  console.log(beforeButton ? 'B' : ' ', f.at <= t.live ? 'L' : ' ', kb.toFixed(1), new URL(f.url).pathname);
}
console.log('total before button', total.toFixed(1), 'button-live ms', t.live - t.button);
await browser.close();
