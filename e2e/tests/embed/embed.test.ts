import type { CDPSession, Page } from '@playwright/test';
import { devApiUrl, testPorts } from '../../support/env';
import { installRendererCounter, rendererCount } from '../landing/support';
import { expect, test } from '../../support/fixtures';
import { unsignedToken } from '../../support/stack';

/** The landing's own server, where the portal page loads it from. */
const landingOrigin = () => `http://localhost:${testPorts.landing}`;

/** The portal's element on dev-api's portal page (another origin than the shop): `<suscripciones-offers>`. */
const target = (page: Page) => page.getByTestId('portal-embed-target');
/** The list, in the element's shadow root (Playwright's locators go through open shadow roots). */
const list = (page: Page) => target(page).getByTestId('landing-embed');

/** The files of the router (react-router-dom as the landing shares it), from the landing's manifest. */
async function routerFiles(): Promise<string[]> {
  const manifest = (await (await fetch(`${landingOrigin()}/mf-manifest.json`)).json()) as {
    shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  };
  const router = manifest.shared.find((entry) => entry.name === 'react-router-dom');
  if (!router) throw new Error('the landing shares no react-router-dom');
  return [...router.assets.js.sync, ...router.assets.js.async];
}

test.describe('the landing embedded in a portal page with its element', () => {
  test('mounts with Module Federation, one React and no router, and subscribing leads into the host checkout', async ({ openPage, devApi }) => {
    const { page, context, errors, requests } = await openPage();
    await page.addInitScript(installRendererCounter);
    await page.goto(`${devApiUrl}/portal/embed?lang=es`);
    await list(page).waitFor();
    expect(requests.some((url) => url === `${landingOrigin()}/mf-manifest.json`)).toBe(true);
    // The entry that brings its own federation runtime: the portal page has none.
    expect(requests.some((url) => /\/remoteEntry\.[0-9a-f]{10}\.js$/.test(url))).toBe(true);
    // No inline script in the page: the loader's <script src> and the element.
    await expect.poll(() => page.evaluate(() => [...document.scripts].filter((script) => !script.src).length)).toBe(0);

    await expect(list(page).getByRole('tab', { name: 'España' })).toHaveAttribute('aria-selected', 'true');
    await expect(list(page).getByTestId('subscription-card')).toHaveCount(4);
    await expect(list(page).getByTestId('offer-price').first()).toContainText('120 €');
    await list(page).getByRole('tab', { name: 'Brasil' }).click();
    await expect(list(page).getByTestId('subscription-card')).toHaveCount(2);
    await expect.poll(() => rendererCount(page)).toBe(1);
    // The landing page's extras (slider, tour) and the router are not part of the embed: it routes nothing.
    expect(requests.filter((url) => url.includes('landing-slider') || url.includes('landing-tour'))).toEqual([]);
    const router = await routerFiles();
    expect(requests.filter((url) => router.some((file) => url.endsWith(`/${file}`)))).toEqual([]);

    await list(page).getByRole('button', { name: 'Suscribirme' }).first().click();
    await page.waitForURL((url) => url.pathname === '/suscripciones/checkout');
    const url = new URL(page.url());
    expect(url.searchParams.get('ids')).toBe('6');
    expect(url.searchParams.get('lang')).toBe('es');
    await page.getByTestId('checkout-page').waitFor();
    expect(errors).toEqual([]);

    await expect
      .poll(async () => (await devApi.trackingEvents(context)).find((event) => event.event_type === 'subcription_clicked_Plan Premium aviNews Brasil'))
      .toMatchObject({
        token_id: null,
        event_target: 'subscribe-6',
      });
  });

  test('shows the offers error inside the list, and keeps the portal page working', async ({ openPage, fault }) => {
    await fault('get-products', 'status-500');
    const { page } = await openPage('phone');
    await page.goto(`${devApiUrl}/portal/embed?lang=en`);
    const alert = list(page).getByRole('alert');
    await alert.waitFor();
    await expect(alert).toHaveText(/^Error: [^/]+$/);
    await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
  });

  test("is not changed by the portal's styles, and its language follows the element's lang, in place; two in one page keep their own", async ({ openPage }) => {
    const { page, errors } = await openPage();
    await page.goto(`${devApiUrl}/portal/embed?lang=es`);
    const heading = list(page).getByRole('heading', { level: 2 });
    await expect(heading).toHaveText('Membresías');
    // dev-api's portal styles every h2 and button in the element serif, red and upper case.
    const look = await heading.evaluate((element) => {
      const style = getComputedStyle(element);
      return { font: style.fontFamily, color: style.color, transform: style.textTransform };
    });
    expect(look.font).not.toMatch(/^serif$/);
    expect(look.color).not.toBe('rgb(204, 0, 0)');
    expect(look.transform).toBe('none');

    // A second list in English, added by the portal's own script.
    await page.evaluate(() => {
      const second = document.createElement('suscripciones-offers');
      second.id = 'second';
      for (const name of ['config-url', 'host-url']) second.setAttribute(name, document.getElementById('subscriptions-embed')?.getAttribute(name) ?? '');
      second.setAttribute('lang', 'en');
      document.querySelector('main')?.append(second);
    });
    const second = page.locator('#second').getByTestId('landing-embed');
    await expect(second.getByRole('heading', { level: 2 })).toHaveText('Memberships');

    await list(page).evaluate((section) => ((section as HTMLElement & { mark?: boolean }).mark = true));
    await target(page).evaluate((element) => element.setAttribute('lang', 'pt'));
    await expect(list(page).getByRole('heading', { level: 2 })).toHaveText('Assinaturas');
    await expect(second.getByRole('heading', { level: 2 })).toHaveText('Memberships');
    await expect(list(page).getByRole('tab', { name: 'Brasil' })).toHaveCount(1);
    // The same list, its language switched: not mounted again.
    await expect.poll(() => list(page).evaluate((section) => (section as HTMLElement & { mark?: boolean }).mark)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('mounts by the older script tag too, which the portal unmounts through the mounted event', async ({ openPage }) => {
    const { page, errors } = await openPage();
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.getElementById('subscriptions-embed')?.addEventListener('suscripciones:mounted', (event) => {
          (window as unknown as { unmountOffers: () => void }).unmountOffers = (event as CustomEvent<{ unmount: () => void }>).detail.unmount;
        });
      });
    });
    await page.goto(`${devApiUrl}/portal/embed?lang=pt&tag=script`);
    await expect(list(page).getByRole('heading', { level: 2 })).toHaveText('Assinaturas');
    await page.waitForFunction(() => typeof (window as unknown as { unmountOffers?: unknown }).unmountOffers === 'function');
    await page.evaluate(() => (window as unknown as { unmountOffers: () => void }).unmountOffers());
    await expect(list(page)).toHaveCount(0);
    await expect(target(page).getByRole('link', { name: 'Go to the subscriptions' })).toBeVisible();
    await expect.poll(() => target(page).evaluate((element) => element.getAttributeNames().sort())).toEqual(['data-testid', 'id']);
    expect(errors).toEqual([]);
  });
});

interface PortalState {
  html: Record<string, string | null>;
  local: Record<string, string | null>;
  session: Record<string, string | null>;
}
interface PortalProbe {
  portalState: () => PortalState;
  /** The state when the page's HTML was parsed, before the embed's loader could mount anything. */
  portalAtStart: PortalState;
  /** Attribute changes of <html> from the page's start (one undone later still counts). */
  htmlChanges: string[];
}

/** Installed before the portal page's scripts: what an embed must leave alone, its <html> attributes and both storages. */
function recordPortalState(): void {
  const probe = window as unknown as PortalProbe;
  const entries = (storage: Storage) =>
    Object.fromEntries(
      Object.keys(storage)
        .sort()
        .map((key) => [key, storage.getItem(key)]),
    );
  probe.portalState = () => {
    const html = document.documentElement;
    return {
      html: Object.fromEntries(html.getAttributeNames().map((name) => [name, html.getAttribute(name)])),
      local: entries(localStorage),
      session: entries(sessionStorage),
    };
  };
  probe.htmlChanges = [];
  new MutationObserver((records) => {
    for (const record of records) if (record.target === document.documentElement) probe.htmlChanges.push(record.attributeName ?? '');
  }).observe(document, { attributes: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    probe.portalAtStart = probe.portalState();
  });
}

const portalProbe = (page: Page) =>
  page.evaluate(() => {
    const probe = window as unknown as PortalProbe;
    return { now: probe.portalState(), atStart: probe.portalAtStart, htmlChanges: probe.htmlChanges };
  });

/**
 * What of ours the portal's document holds outside the list's shadow root: style sheets and links from the
 * landing, custom properties on its root, keyframes, and the rules of every sheet it has that are not its own.
 */
function oursInDocument(page: Page, landing: string) {
  return page.evaluate((origin) => {
    const sheets = [...document.styleSheets];
    const rulesOf = (sheet: CSSStyleSheet) => {
      try {
        return [...sheet.cssRules];
      } catch {
        return [];
      }
    };
    return {
      links: [...document.querySelectorAll('link, style')].filter(
        (element) => (element as HTMLLinkElement).href?.startsWith(origin) || element.localName === 'style',
      ).length,
      sheets: sheets.filter((sheet) => sheet.href?.startsWith(origin)).length,
      rootTokens: [...getComputedStyle(document.documentElement)].filter((name) => name.startsWith('--sc-')),
      keyframes: sheets
        .flatMap(rulesOf)
        .filter((rule) => rule instanceof CSSKeyframesRule)
        .map((rule) => (rule as CSSKeyframesRule).name),
    };
  }, landing);
}

/**
 * The event listeners on the portal's window and document that scripts from `origin` added, by type (Chromium's
 * DevTools protocol names each listener's script). Other scripts' (the portal's, the test driver's) are not counted.
 */
async function listenersFrom(session: CDPSession, scripts: Map<string, string>, origin: string): Promise<string[]> {
  const types: string[] = [];
  for (const expression of ['window', 'document']) {
    const { result } = await session.send('Runtime.evaluate', { expression });
    const { listeners } = await session.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
    for (const listener of listeners) if (scripts.get(listener.scriptId)?.startsWith(origin)) types.push(`${expression}:${listener.type}`);
  }
  return types.sort();
}

test.describe('the embed leaves the portal page alone', () => {
  test("keeps the portal's ?token, its session storage and its <html> attributes, after mount and after choosing a region", async ({ openPage }) => {
    const { page, errors } = await openPage();
    // The portal's own session, on its own origin, before the embed is there.
    await page.goto(`${devApiUrl}/portal/`);
    const portalUser = { token_id: 'portal-7', nombre: 'Rosa', apellidos: 'Vidal', email: 'rosa@example.com', foto: null };
    await page.evaluate((user) => {
      localStorage.setItem('decodedToken', JSON.stringify(user));
      localStorage.setItem('portalSession', 'portal-7');
      sessionStorage.setItem('portalSession', 'portal-7');
    }, portalUser);
    await page.addInitScript(recordPortalState);

    const token = unsignedToken({ ...portalUser, exp: Math.floor(Date.now() / 1000) + 3600 });
    const address = `${devApiUrl}/portal/embed?lang=es&token=${token}`;
    await page.goto(address);
    await list(page).getByTestId('subscription-card').first().waitFor();

    expect(page.url()).toBe(address);
    const mounted = await portalProbe(page);
    expect(mounted.atStart.local).toEqual({ decodedToken: JSON.stringify(portalUser), portalSession: 'portal-7' });
    expect(mounted.atStart.session).toEqual({ portalSession: 'portal-7' });
    expect(mounted.now).toEqual(mounted.atStart);

    await list(page).getByRole('tab', { name: 'Brasil' }).click();
    await expect(list(page).getByTestId('subscription-card')).toHaveCount(2);
    expect(page.url()).toBe(address);
    const afterClick = await portalProbe(page);
    expect(afterClick.now).toEqual(afterClick.atStart);
    expect(afterClick.htmlChanges).toEqual([]);
    // The list speaks its own language and wears the portal's brand, on its own element in the shadow root.
    await expect.poll(() => list(page).evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('es');
    expect(errors).toEqual([]);
  });

  test('holds nothing of ours outside the list while mounted, and nothing at all once the element is gone', async ({ openPage }) => {
    const { page, context, errors } = await openPage();
    const session = await context.newCDPSession(page);
    const scripts = new Map<string, string>();
    session.on('Debugger.scriptParsed', (script) => scripts.set(script.scriptId, script.url));
    await session.send('Debugger.enable');
    await page.goto(`${devApiUrl}/portal/embed?lang=en`);
    await list(page).getByTestId('subscription-card').first().waitFor();
    const attributes = await target(page).evaluate((element) => element.getAttributeNames().sort());
    expect(attributes).toEqual(['config-url', 'data-testid', 'host-url', 'id', 'lang']);
    // Mounted: the sheets are in the shadow root; the portal's document holds none, nor our tokens or keyframes.
    expect(await oursInDocument(page, landingOrigin())).toEqual({ links: 0, sheets: 0, rootTokens: [], keyframes: [] });
    await expect.poll(() => target(page).evaluate((element) => element.shadowRoot?.querySelectorAll('link[rel="stylesheet"]').length)).toBeGreaterThan(0);

    await target(page).evaluate((element) => element.remove());
    // The element's removal unmounts the list: what it added goes with it.
    await expect.poll(() => oursInDocument(page, landingOrigin())).toEqual({ links: 0, sheets: 0, rootTokens: [], keyframes: [] });
    // React DOM itself keeps one selectionchange listener on a document once a React root was made in it, for
    // every root to come: React's own, and no more than any page that uses React has.
    await expect.poll(() => listenersFrom(session, scripts, landingOrigin())).toEqual(['document:selectionchange']);
    expect(errors).toEqual([]);
  });
});

test.describe('a mount that fails', () => {
  const ownContentShown = async (page: Page, attributes = ['config-url', 'data-testid', 'host-url', 'id', 'lang']) => {
    await expect(target(page).getByRole('link', { name: 'Go to the subscriptions' })).toBeVisible();
    await expect.poll(() => target(page).evaluate((element) => element.getAttributeNames().sort())).toEqual(attributes);
  };

  test("keeps the portal's content on a page whose origin may not read the shop's config, and says why", async ({ openPage }) => {
    const { page, errors } = await openPage();
    // The same page on 127.0.0.1: not a portal origin of the shop, so its config.json answers no CORS header.
    await page.goto(`${devApiUrl.replace('localhost', '127.0.0.1')}/portal/embed?lang=es`);
    await expect
      .poll(() => errors.find((error) => error.includes('[suscripciones]')))
      .toMatch(new RegExp(`config http://localhost:${testPorts.host}/suscripciones/config\\.json failed: TypeError: .*portal origins`));
    await ownContentShown(page);
  });

  test('names the manifest that cannot be read', async ({ openPage }) => {
    const { page, errors } = await openPage();
    await page.goto(`${devApiUrl}/portal/embed?lang=es`);
    await list(page).waitFor();
    await page.evaluate((manifest) => {
      const element = document.getElementById('subscriptions-embed');
      element?.addEventListener('suscripciones:failed', () => document.body.setAttribute('data-failed', ''));
      element?.setAttribute('manifest', manifest);
    }, `${landingOrigin()}/v9/mf-manifest.json`);
    await page.locator('body[data-failed]').waitFor();
    expect(errors.join('\n')).toContain(`the landing's manifest ${landingOrigin()}/v9/mf-manifest.json could not be read: Error: it answered 404`);
    await ownContentShown(page, ['config-url', 'data-testid', 'host-url', 'id', 'lang', 'manifest']);
  });

  test("reports a failure once the shop's config is known, with its address (the list's texts here)", async ({ openPage, devApi }) => {
    const { page, context, errors } = await openPage();
    await page.route(/\/locale-pt-landing\.[0-9a-f]+\.js$/, (request) => request.abort());
    await page.goto(`${devApiUrl}/portal/embed?lang=pt`);
    const said = /\[suscripciones\] the subscriptions could not be shown: [\s\S]*locale-pt-landing/;
    await expect.poll(() => errors.join('\n')).toMatch(said);
    await ownContentShown(page);
    await expect
      .poll(async () => (await devApi.trackingEvents(context)).find((event) => event.event_type === 'client_error'))
      .toMatchObject({
        kind: 'remote_failed',
        remote: 'landing',
        reason: 'mount',
        app: 'landing',
        message: expect.stringContaining('locale-pt-landing'),
      });
  });
});
