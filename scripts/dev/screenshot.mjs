// Takes screenshots of a page at phone and desktop widths:
// node scripts/dev/screenshot.mjs <url> <out-prefix> [phone|desktop|both]
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../e2e/package.json'));
const { chromium } = require('playwright-core');
const [url, out = '/tmp/shot', which = 'both'] = process.argv.slice(2);
const sizes = { phone: { width: 375, height: 800 }, desktop: { width: 1280, height: 900 } };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const [name, viewport] of Object.entries(sizes)) {
  if (which !== 'both' && which !== name) continue;
  const page = await browser.newPage({ viewport });
  page.on('pageerror', (error) => console.log('pageerror', error.message));
  page.on('console', (message) => message.type() === 'error' && console.log('console', message.text()));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(Number(process.env.WAIT ?? 300));
  await page.screenshot({ path: `${out}-${name}.png`, fullPage: process.env.FULL === '1' });
  console.log(`${out}-${name}.png`);
  await page.close();
}
await browser.close();
