// Screenshots of the product, to look at before saying a screen is done.
//
//   node scripts/dev/screenshot.mjs <url> <out-prefix> [phone|desktop|both]
//     one page at 375 and/or 1280 px (FULL=1 for the whole page, WAIT=ms after load)
//
//   node scripts/dev/screenshot.mjs --set [--widths 320,375,768,1280] [--langs es,en,pt] [--only landing,thanks] [--out .tmp/screens]
//     every screen and state a buyer meets (landing, its error, checkout with
//     items, benefits modal, login dialog, zero total, empty cart, payment for
//     a visitor, payment with forms open, its error banner, thanks with and
//     without an order, terms, privacy, 404, the mobile menu) at each width
//     and language, as <state>-<lang>-<width>.png. Against a served build:
//     HOST_URL (default http://localhost:3000/suscripciones) and DEV_API_URL
//     (default http://localhost:3010).
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

await import('../lib/tooling.mjs');
const { chromiumFlags, chromiumPath } = await import('../lib/chromium.ts');

const require = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../e2e/package.json'));
const { chromium } = require('playwright-core');

const launch = () =>
  chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags],
  });

const argv = process.argv.slice(2);
if (argv[0] === '--set') await screenshotSet(argv.slice(1));
else await singlePage(argv);

async function singlePage([url, out = '/tmp/shot', which = 'both']) {
  const sizes = { phone: { width: 375, height: 800 }, desktop: { width: 1280, height: 900 } };
  const browser = await launch();
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
}

function option(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

/** The whole page in parts of at most 1600 px, so each part stays readable when looked at. */
async function capture(page, file, whole) {
  if (!whole) {
    await page.screenshot({ path: file });
    return [file];
  }
  const { width, height } = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.scrollHeight }));
  const part = 1600;
  if (height <= part) {
    await page.screenshot({ path: file, fullPage: true });
    return [file];
  }
  const files = [];
  for (let top = 0, index = 1; top < height; top += part, index += 1) {
    const partFile = file.replace(/\.png$/, `-p${index}.png`);
    await page.screenshot({ path: partFile, fullPage: true, clip: { x: 0, y: top, width, height: Math.min(part, height - top) } });
    files.push(partFile);
  }
  return files;
}

async function screenshotSet(args) {
  const host = (process.env.HOST_URL ?? 'http://localhost:3000/suscripciones').replace(/\/$/, '');
  const devApi = (process.env.DEV_API_URL ?? 'http://localhost:3010').replace(/\/$/, '');
  const widths = option(args, 'widths', '320,375,768,1280').split(',').map(Number);
  const langs = option(args, 'langs', 'es,en,pt').split(',');
  const only = option(args, 'only', '').split(',').filter(Boolean);
  const out = option(args, 'out', '.tmp/screens');
  mkdirSync(out, { recursive: true });

  const address = (route, query) => `${host}${route}?${new URLSearchParams(query)}`;
  const countryOf = { es: 'España', en: 'Spain', pt: 'Espanha' };
  const cardLabel = { es: 'Número de tarjeta', en: 'Card number', pt: 'Número do cartão' };

  /** Cart lines (key agrishop) of these products at their list price, as the checkout stores them. */
  async function cartFor(ids) {
    const products = await (await fetch(`${devApi}/profile/checkout/products/?ids=${ids.join(',')}`)).json();
    return products.map((product) => ({ ...product, current_price: Number(product.price), current_stripe_id: product.stripe_id }));
  }
  async function signedIn(user, returnUrl) {
    const response = await fetch(`${devApi}/identity/login`, {
      method: 'POST',
      body: new URLSearchParams({ user, checkoutUrl: returnUrl }),
      redirect: 'manual',
    });
    return response.headers.get('location');
  }
  async function withCart(page, lang, items) {
    await page.goto(address('/terms', { lang }));
    await page.evaluate((value) => (value ? localStorage.setItem('agrishop', JSON.stringify(value)) : localStorage.removeItem('agrishop')), items);
  }
  async function payment(page, lang, { user, ids }) {
    await withCart(page, lang, await cartFor(ids));
    const url = address('/payment', { lang });
    await page.goto(user ? await signedIn(user, url) : url);
    await page.getByTestId('payment-page').waitFor();
  }

  /** Each state: how to reach it, and whether it exists at this width. */
  const states = {
    landing: async (page, lang) => {
      await page.goto(address('/', { lang }));
      await page.getByTestId('subscription-card').first().waitFor();
    },
    'landing-error': async (page, lang) => {
      await page.route(`${devApi}/profile/checkout/products/get-products*`, (route) =>
        route.fulfill({ status: 500, body: 'down', headers: { 'Access-Control-Allow-Origin': '*' } }),
      );
      await page.goto(address('/', { lang }));
      await page.getByTestId('subscribe-block').getByRole('alert').waitFor();
    },
    checkout: async (page, lang) => {
      await withCart(page, lang, null);
      await page.goto(address('/checkout', { lang, ids: '20,30' }));
      await page.getByTestId('suggested-membership').waitFor();
    },
    'checkout-benefits': async (page, lang) => {
      await states.checkout(page, lang);
      await page.getByTestId('suggested-membership').getByRole('button').last().click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
    },
    'checkout-login': async (page, lang) => {
      await states.checkout(page, lang);
      await page.waitForFunction(() => !document.querySelector('[data-testid="proceed"]')?.disabled);
      await page.getByTestId('proceed').click();
      await page.getByTestId('need-login-login').waitFor();
    },
    'checkout-zero-total': async (page, lang) => {
      await withCart(page, lang, null);
      await page.goto(await signedIn('member-1', address('/checkout', { lang, ids: '30' })));
      await page.getByTestId('cart-item').waitFor();
      await page.waitForTimeout(500);
    },
    'checkout-empty': async (page, lang) => {
      await withCart(page, lang, null);
      await page.goto(address('/checkout', { lang }));
      await page.getByTestId('checkout-page').waitFor();
    },
    'payment-anonymous': async (page, lang) => payment(page, lang, { user: null, ids: [20, 30] }),
    'payment-forms': async (page, lang) => {
      await payment(page, lang, { user: 'guest-1', ids: [20, 30] });
      await page.getByRole('textbox', { name: cardLabel[lang], exact: true }).waitFor();
      await page.locator('#payment-invoice').check();
      await page.getByTestId('billing-form').waitFor();
    },
    'payment-error': async (page, lang) => {
      await payment(page, lang, { user: 'guest-1', ids: [20] });
      await page.getByRole('textbox', { name: cardLabel[lang], exact: true }).waitFor();
      await page.getByTestId('pay-button').click();
      await page.getByTestId('payment-error').waitFor();
      await page.waitForTimeout(600);
    },
    'payment-empty': async (page, lang) => {
      await withCart(page, lang, null);
      await page.goto(await signedIn('guest-1', address('/payment', { lang })));
      await page.getByTestId('payment-page').waitFor();
    },
    'thanks-order': async (page, lang) => {
      await payment(page, lang, { user: 'guest-1', ids: [1] });
      await page.getByRole('textbox', { name: cardLabel[lang], exact: true }).waitFor();
      const shipping = page.getByTestId('shipping-form');
      if (await shipping.count()) {
        for (const [field, value] of [
          ['nombre', 'Pablo'],
          ['apellido', 'Martín'],
          ['telefono', '612345678'],
          ['direccion', 'Calle Mayor 1'],
          ['codigoPostal', '28001'],
          ['ciudad', 'Madrid'],
          ['provincia', 'Madrid'],
        ]) {
          await page.locator(`#shipping-${field}`).pressSequentially(value);
        }
        if (await page.locator('#shipping-pais').isEnabled()) await page.locator('#shipping-pais').selectOption('ES');
        await shipping.locator('button[type="submit"]').click();
      }
      await page.getByRole('textbox', { name: cardLabel[lang], exact: true }).pressSequentially('4242424242424242');
      await page.locator('#payment-card-expiry input').pressSequentially('1240');
      await page.locator('#payment-card-cvc input').pressSequentially('123');
      await page.locator('#payment-country').selectOption({ label: countryOf[lang] });
      await page.getByTestId('pay-button').click();
      await page.getByTestId('thanks-page').waitFor({ timeout: 15000 });
      await page.evaluate(() => document.activeElement?.blur());
    },
    'thanks-no-order': async (page, lang) => {
      await page.goto(address('/thanks', { lang }));
      await page.getByTestId('thanks-page').waitFor();
    },
    terms: async (page, lang) => {
      await page.goto(address('/terms', { lang }));
      await page.getByTestId('terms-page').waitFor();
    },
    privacy: async (page, lang) => {
      await page.goto(address('/privacy', { lang }));
      await page.getByTestId('privacy-page').waitFor();
    },
    404: async (page, lang) => {
      await page.goto(address('/no-such-page', { lang }));
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
    'mobile-menu': async (page, lang, width) => {
      if (width > 768) return false;
      await page.goto(address('/terms', { lang }));
      await page.locator('header button[aria-controls="site-menu"]').click();
      await page.waitForTimeout(400);
    },
  };

  const browser = await launch();
  for (const [name, visit] of Object.entries(states)) {
    if (only.length > 0 && !only.includes(name)) continue;
    for (const lang of langs) {
      for (const width of widths) {
        const context = await browser.newContext({ viewport: { width, height: width < 768 ? 800 : 900 }, reducedMotion: 'reduce' });
        await context.addInitScript(() => localStorage.setItem('tourCompletedSubscriptions', 'true'));
        const page = await context.newPage();
        page.on('pageerror', (error) => console.log(name, lang, width, 'pageerror', error.message));
        const file = path.join(out, `${name}-${lang}-${width}.png`);
        try {
          // Thanks redirects after 5 s: the clock stops once the page is shown.
          if ((await visit(page, lang, width)) === false) continue;
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          const files = await capture(page, file, !['mobile-menu', 'checkout-benefits', 'checkout-login'].includes(name));
          console.log(`${files.join(' ')}${overflow > 0 ? `  OVERFLOW ${overflow}px` : ''}`);
        } catch (error) {
          console.log(`${file}  FAILED ${String(error).split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
    }
  }
  await browser.close();
}
