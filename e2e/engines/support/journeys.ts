import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { devApiControl as devApi, route, viewports } from '../../support/stack';
import { devApiUrl, hostUrl, testPorts } from '../../support/env';
import type { Engine, EnginePage } from './engine';

/**
 * The buyer's journeys, written once for every engine: the whole
 * purchase (landing, cart, sign-in on the identity site, card, thanks), the
 * phone menu, the language switch and the 404, at 375 and 1280 px, and the
 * list a parent portal's page shows with its element, each failing on any
 * uncaught error or console error.
 */
type Width = keyof typeof viewports;
type Lang = 'es' | 'pt';

/** Waits, with the engine's driver, until an expression is true in the page; fails saying what it waited for. */
async function until(page: EnginePage, expression: string, what: string, timeoutMs = 15_000): Promise<void> {
  if (await page.waitFor(expression, timeoutMs)) return;
  throw new Error(`Waited ${timeoutMs} ms for ${what} (${expression}) at ${await page.evaluate<string>('location.href').catch(() => '?')}`);
}

const onPath = (pathname: string) => `location.pathname === ${JSON.stringify(pathname)}`;
const present = (selector: string) => `document.querySelector(${JSON.stringify(selector)})`;
const enabled = (selector: string) => `(${present(selector)} && !${present(selector)}.disabled)`;
/** The route opened at its top with its heading focused. */
const openedAtTop = `window.scrollY === 0 && document.activeElement && document.activeElement.tagName === 'H1'`;

const countries: Record<Lang, string> = { es: 'España', pt: 'Espanha' };
const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

async function purchase(page: EnginePage, lang: Lang): Promise<void> {
  // Keep the one-time guided tour out of the way: it is the landing's own test.
  await page.goto(route('/terms', { lang }));
  // Leaving a page whose lazy chunk is still loading makes Firefox report the aborted load as an uncaught ChunkLoadError.
  await until(page, present('[data-testid="terms-page"]'), 'the terms');
  await page.evaluate(`localStorage.setItem('tourCompletedSubscriptions', 'true')`);
  await page.goto(route('/', { lang }));
  const subscribe = '[role="tabpanel"] button:not([disabled])';
  await until(page, present(subscribe), 'the offers');
  await page.click(subscribe);
  await until(page, `${onPath('/suscripciones/checkout')} && ${present('[data-testid="cart-item"]')}`, 'the cart');
  await until(page, openedAtTop, 'checkout at its top, heading focused');
  // Signing in from the cart on dev-api's identity site, which sends the buyer back to this cart with a token.
  await page.click('main a[href*="/identity/login"]');
  const signIn = 'form:has(input[name="user"][value="guest-1"]) button[type="submit"]';
  await until(page, present(signIn), 'the identity site');
  await page.click(signIn);
  await until(
    page,
    `${onPath('/suscripciones/checkout')} && ${present('[data-testid="cart-item"]')} && !${present('main a[href*="/identity/login"]')}`,
    'the cart, signed in',
  );
  await until(page, enabled('[data-testid="proceed"]'), 'Proceed enabled');
  await page.click('[data-testid="proceed"]');
  const field = (name: string) => `input[data-elements-stable-field-name="${name}"]`;
  await until(page, `${onPath('/suscripciones/payment')} && ${present(field('cardNumber'))}`, 'the card fields');
  await until(page, openedAtTop, 'payment at its top, heading focused');
  // A membership brings the printed magazine: a shipping address first.
  await until(page, present('[data-testid="shipping-form"]'), 'the shipping form');
  const shipping = {
    nombre: 'Pablo',
    apellido: 'Martín Ruiz',
    telefono: '612345678',
    direccion: 'Calle Mayor 1',
    codigoPostal: '28001',
    ciudad: 'Madrid',
    provincia: 'Madrid',
  };
  for (const [name, value] of Object.entries(shipping)) await page.type(`#shipping-${name}`, value);
  if (await page.evaluate<boolean>(`!document.querySelector('#shipping-pais').disabled`)) await page.select('#shipping-pais', 'ES');
  await page.click('[data-testid="shipping-form"] button[type="submit"]');
  await until(page, present('[data-testid="shipping-summary"]'), 'the saved address');
  await page.type(field('cardNumber'), '4242424242424242');
  await page.type(field('cardExpiry'), `12${nextYear}`);
  await page.type(field('cardCvc'), '123');
  await until(page, present(`#payment-country option[value="${countries[lang]}"]`), 'the countries');
  await page.select('#payment-country', countries[lang]);
  await page.click('[data-testid="pay-button"]');
  await until(page, present('[data-testid="thanks-mark"][data-outcome="paid"]'), 'thanks for a paid order', 30_000);
}

const menuButton = 'header button[aria-controls="site-menu"]';
const menuIsOpen = `document.querySelector('#site-menu[role="dialog"]') && document.activeElement && document.activeElement.closest('#site-menu')`;

async function openPhoneMenu(page: EnginePage): Promise<void> {
  await page.click(menuButton);
  await until(page, menuIsOpen, 'the open menu with focus inside');
  // And its slide-in has ended (its close button is off the screen until then).
  await until(page, `['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(document.querySelector('#site-menu')).transform)`, 'the menu in place');
}

async function phoneMenu(page: EnginePage): Promise<void> {
  await page.goto(route('/terms', { lang: 'es' }));
  await until(page, present('[data-testid="terms-page"]'), 'the terms');
  await openPhoneMenu(page);
  await page.click('#site-menu [data-menu-close]');
  await until(
    page,
    `!document.querySelector('#site-menu[role="dialog"]') && document.activeElement === ${present(menuButton)}`,
    'the menu closed, focus on its button',
  );
}

async function switchLanguage(page: EnginePage, width: Width): Promise<void> {
  await page.goto(route('/checkout', { ids: '20', lang: 'es' }));
  await until(page, present('[data-testid="cart-item"]'), 'the cart');
  const heading = await page.evaluate<string>(`document.querySelector('#main h1').textContent`);
  if (width === 'phone') await openPhoneMenu(page);
  await page.click('[data-testid="language-menu"]');
  await page.click('button[lang="pt"]');
  await until(page, `new URLSearchParams(location.search).get('lang') === 'pt' && document.documentElement.lang.startsWith('pt')`, 'the page in Portuguese');
  await until(
    page,
    `document.querySelector('#main h1').textContent !== ${JSON.stringify(heading)} && ${present('[data-testid="cart-item"]')}`,
    'the heading translated, the cart kept',
  );
}

/**
 * The landing's HTML, its offers' snapshot among it, hydrated in each language: the live offers shown and
 * Subscribe the spec's button, with no error (a hydration mismatch is logged as one, and fails the journey).
 */
async function hydration(page: EnginePage): Promise<void> {
  await page.goto(route('/terms', { lang: 'en' }));
  await until(page, present('[data-testid="terms-page"]'), 'the terms');
  await page.evaluate(`localStorage.setItem('tourCompletedSubscriptions', 'true')`);
  for (const lang of ['es', 'en', 'pt']) {
    await page.goto(route('/', { lang }));
    await until(page, present('[data-testid="landing-page"] [data-offers-source="live"] [role="tabpanel"] button'), `the live offers in ${lang}`);
    await until(page, `document.documentElement.lang === ${JSON.stringify(lang)}`, `the page in ${lang}`);
    // The sections below the offers come once the page is idle: leaving before their chunk has come would abort
    // its load, which the page reports as an error of its own.
    await until(
      page,
      `performance.getEntriesByType('resource').some((entry) => /landing-sections\\.[0-9a-f]+\\.js$/.test(entry.name))`,
      `the sections in ${lang}`,
    );
  }
}

/**
 * The buyer leaves the cart for the identity site while call 4 is still on its way: the browser cancels the call as
 * the page goes (Firefox and WebKit while the page still runs), which is no failure of the service to log or report.
 */
async function leaveWhileLoading(page: EnginePage): Promise<void> {
  await devApi.fault('product-suggestions', 'hang');
  await page.goto(route('/checkout', { ids: '20', lang: 'es' }));
  await until(page, `${present('[data-testid="cart-item"]')} && ${present('main a[href*="/identity/login"]')}`, 'the cart');
  await page.click('main a[href*="/identity/login"]');
  await until(page, present('form:has(input[name="user"]) button[type="submit"]'), 'the identity site');
  // Whatever the left page reported, late as it may be, is in the tab's log.
  await page.reportsIn();
}

async function notFound(page: EnginePage): Promise<void> {
  await page.goto(route('/no-such-page', { lang: 'pt' }));
  await until(page, present('#not-found-title'), 'the 404 page');
  // Its way home opens the landing at its top, heading focused.
  await page.click('main a.sc-button');
  await until(page, `/^\\/suscripciones\\/?$/.test(location.pathname) && ${present('[role="tabpanel"]')}`, 'the landing');
  await until(page, openedAtTop, 'the landing at its top, heading focused');
}

/** The portal's element on dev-api's portal page (another origin than the shop) and the list in its shadow root. */
const portalElement = '#subscriptions-embed';
const secondElement = '#second-offers';
const landingOrigin = `http://localhost:${testPorts.landing}`;
/** An element of the list in the shadow root of `host` (null until the list is there). */
const inList = (host: string, selector = '') =>
  `document.querySelector(${JSON.stringify(host)})?.shadowRoot?.querySelector(${JSON.stringify(`[data-testid="landing-embed"] ${selector}`.trim())})`;
const headingOf = (host: string) => `${inList(host, 'h2')}?.textContent`;
const cardsOf = (host: string) =>
  `(document.querySelector(${JSON.stringify(host)})?.shadowRoot?.querySelectorAll('[data-testid="landing-embed"] [data-testid="subscription-card"]').length ?? 0)`;
const selectedTab = (host: string) => `${inList(host, '[role="tab"][aria-selected="true"]')}?.textContent.trim()`;
const shows = (host: string, heading: string, tab: string) =>
  `${headingOf(host)} === ${JSON.stringify(heading)} && ${selectedTab(host)} === ${JSON.stringify(tab)} && ${cardsOf(host)} > 0`;

interface Leftovers {
  /** Style sheet links from the landing's origin and <style> elements in the portal's document (its own CSP allows no inline style). */
  sheets: string[];
  /** The shop's tokens on the portal's root. */
  tokens: string[];
  /** A custom property of the portal's own root, seen by the same enumeration: the probe sees custom properties at all. */
  portalTokenSeen: boolean;
}

/** What of the landing's the portal's document holds outside the lists' shadow roots. */
const leftovers = (page: EnginePage) =>
  page.evaluate<Leftovers>(`(() => {
    const sheets = [...document.querySelectorAll('link, style')]
      .filter((element) => element.localName === 'style' || (element.href || '').startsWith(${JSON.stringify(landingOrigin)}))
      .map((element) => element.outerHTML);
    const names = [...getComputedStyle(document.documentElement)];
    return { sheets, tokens: names.filter((name) => name.startsWith('--sc-')), portalTokenSeen: names.includes('--line') };
  })()`);

/**
 * A portal page showing the list with its element, `<suscripciones-offers>`: mounted in its shadow root, its
 * language switched in place, nothing left in the portal's page once removed, a second list in another language
 * beside it, and Subscribe leading into the host's checkout. One page load for all of it.
 */
async function portalEmbed(page: EnginePage): Promise<void> {
  await page.goto(`${devApiUrl}/portal/embed?lang=es`);
  await until(page, `${headingOf(portalElement)} === 'Membresías' && ${cardsOf(portalElement)} === 4`, 'the list in Spanish, four cards');
  await expect(page.evaluate<string>(selectedTab(portalElement))).resolves.toBe('España');
  expect(await page.errors()).toEqual([]);
  await expect(leftovers(page)).resolves.toEqual({ sheets: [], tokens: [], portalTokenSeen: true });

  // Marks that a reload or a new mount would lose: the language changes in the same page and the same list.
  await page.evaluate(`((list) => ((window.sameVisit = true), (list.dataset.sameList = 'yes'), true))(${inList(portalElement)})`);
  await page.evaluate(`(document.querySelector(${JSON.stringify(portalElement)}).setAttribute('lang', 'pt'), true)`);
  await until(page, shows(portalElement, 'Assinaturas', 'Brasil'), 'the list in Portuguese, Brasil chosen');
  await expect(page.evaluate<unknown>(`window.sameVisit === true && ${inList(portalElement)}.dataset.sameList`)).resolves.toBe('yes');

  // Removed from the page, the element unmounts: its shadow root keeps only the slot for its own content.
  await page.evaluate(`(window.firstOffers = document.querySelector(${JSON.stringify(portalElement)}), window.firstOffers.remove(), true)`);
  await until(
    page,
    `[...window.firstOffers.shadowRoot.children].map((child) => child.localName).join() === 'slot'`,
    'the removed element holding only its slot',
  );
  await expect(leftovers(page)).resolves.toEqual({ sheets: [], tokens: [], portalTokenSeen: true });

  // Back in the page it mounts again, in its language; a second one, added by the portal's script, in its own.
  await page.evaluate(`(document.querySelector('main').append(window.firstOffers), true)`);
  await until(page, shows(portalElement, 'Assinaturas', 'Brasil'), 'the element back, in Portuguese');
  await page.evaluate(`(() => {
    const second = document.createElement('suscripciones-offers');
    second.id = ${JSON.stringify(secondElement.slice(1))};
    for (const name of ['config-url', 'host-url']) second.setAttribute(name, window.firstOffers.getAttribute(name));
    second.setAttribute('lang', 'en');
    document.querySelector('main').append(second);
    return true;
  })()`);
  await until(page, `${headingOf(secondElement)} === 'Memberships' && ${cardsOf(secondElement)} > 0`, 'the second list in English');
  await expect(page.evaluate<string>(headingOf(portalElement))).resolves.toBe('Assinaturas');
  await expect(page.evaluate<boolean>('window.sameVisit === true')).resolves.toBe(true);

  // Subscribe leaves the portal for the host's checkout, in the list's language, the offer in the cart.
  const subscribe = '[role="tabpanel"] [data-testid="subscription-card"] button:not([disabled])';
  const offerId = await page.evaluate<string>(`${inList(portalElement, subscribe)}.closest('[data-testid="subscription-card"]').dataset.offerId`);
  await page.clickInShadow(portalElement, `[data-testid="landing-embed"] ${subscribe}`);
  await until(page, `location.href.startsWith(${JSON.stringify(`${hostUrl}/checkout?`)}) && ${present('[data-testid="cart-item"]')}`, "the host's cart");
  const query = new URL(await page.evaluate<string>('location.href')).searchParams;
  expect({ ids: query.get('ids'), lang: query.get('lang') }).toEqual({ ids: offerId, lang: 'pt' });
}

/** The journeys as tests of one engine: `launch` starts it once for the file. */
export function describeJourneys(launch: () => Promise<Engine>): void {
  let engine: Engine | undefined;
  beforeAll(async () => {
    engine = await launch();
  }, 60_000);
  afterAll(async () => {
    await engine?.quit();
  });
  beforeEach(() => devApi.reset());

  /** Runs a journey in a fresh tab; the test fails on any error the tab saw. */
  const journey = (width: Width, run: (page: EnginePage) => Promise<void>) => async () => {
    if (!engine) throw new Error('the engine did not start');
    const page = await engine.open(width);
    try {
      await run(page);
      // At the width asked for (a browser window can refuse to be as narrow as a phone).
      await expect(page.evaluate<number>('window.innerWidth')).resolves.toBe(viewports[width].width);
      expect(await page.errors()).toEqual([]);
    } catch (error) {
      // What the engine showed, for whoever reads the failure (CI keeps .tmp).
      const folder = path.resolve(__dirname, '../../../.tmp/engines');
      mkdirSync(folder, { recursive: true });
      await page
        .screenshot(
          path.join(
            folder,
            `${engine.name}-${expect
              .getState()
              .currentTestName?.replace(/[^a-z0-9]+/gi, '-')
              .slice(0, 80)}.png`,
          ),
        )
        .catch(() => undefined);
      throw error;
    } finally {
      await page.close();
    }
  };

  it('the guard itself: a console error and an uncaught error in the page are reported', async () => {
    if (!engine) throw new Error('the engine did not start');
    const page = await engine.open('desktop');
    try {
      await page.goto(route('/terms', { lang: 'es' }));
      await page.evaluate(`(console.error('guard-check'), setTimeout(() => { throw new Error('guard-uncaught'); }), true)`);
      // The error's turn (the timer before this one's) taken, then the mark: both reports are in once it is.
      await page.evaluate(`new Promise((resolve) => setTimeout(resolve))`);
      await page.reportsIn();
      const errors = await page.errors();
      expect(errors).toEqual(expect.arrayContaining([expect.stringContaining('guard-check'), expect.stringContaining('guard-uncaught')]));
    } finally {
      await page.close();
    }
  });
  it(
    'a new buyer subscribes and pays at 375 px in es: landing, cart, sign-in, card, thanks',
    journey('phone', (page) => purchase(page, 'es')),
  );
  it(
    'a new buyer subscribes and pays at 1280 px in pt',
    journey('desktop', (page) => purchase(page, 'pt')),
  );
  it('the landing hydrates its HTML and the offers in it, in es, en and pt (1280 px)', journey('desktop', hydration));
  it('the phone menu opens as a dialog with focus inside, and closes back to its button (375 px)', journey('phone', phoneMenu));
  it(
    'the language switch at 375 px (inside the phone menu) keeps the cart',
    journey('phone', (page) => switchLanguage(page, 'phone')),
  );
  it(
    'the language switch at 1280 px keeps the cart',
    journey('desktop', (page) => switchLanguage(page, 'desktop')),
  );
  it('leaving the cart while call 4 is on its way logs no error (1280 px)', journey('desktop', leaveWhileLoading));
  it('the 404 at 1280 px, and its way home opens the landing at its top', journey('desktop', notFound));
  it('the 404 at 375 px', journey('phone', notFound));
  it('the landing embedded in a portal page with its element (1280 px)', journey('desktop', portalEmbed));
}
