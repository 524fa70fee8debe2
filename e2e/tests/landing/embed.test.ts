import type { Page } from 'playwright-core';
import { devApi, openPage, unsignedToken, useBrowser } from '../../support/browser';
import { devApiUrl } from '../../support/env';
import { installRendererCounter, rendererCount } from './support';

const browser = useBrowser();

beforeEach(async () => {
  await devApi.reset();
});

describe('landing embedded in the parent portal', () => {
  it('loads landing/mount with Module Federation into a portal page, with one React, and subscribing leads into the host checkout', async () => {
    const { page, context, errors, requests } = await openPage(browser());
    await page.addInitScript(installRendererCounter);
    await page.goto(`${devApiUrl}/portal/embed?lang=es`);
    const target = page.getByTestId('portal-embed-target');
    const embed = target.getByTestId('landing-embed');
    await embed.waitFor();
    await expect(target.getAttribute('data-landing-state')).resolves.toBe('mounted');
    expect(requests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(requests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    // The page carries no inline script: only the loader's <script src>.
    await expect(page.evaluate(() => [...document.scripts].filter((script) => !script.src).length)).resolves.toBe(0);

    await expect(embed.getByRole('tab', { name: 'España' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(embed.getByTestId('subscription-card').count()).resolves.toBe(4);
    await expect(embed.getByTestId('offer-price').first().textContent()).resolves.toContain('120 €');
    await embed.getByRole('tab', { name: 'Brasil' }).click();
    await expect(embed.getByTestId('subscription-card').count()).resolves.toBe(2);
    await expect(rendererCount(page)).resolves.toBe(1);
    // The landing page's extras (slider, tour) are not part of the embed.
    expect(requests.some((url) => url.includes('landing-slider') || url.includes('landing-tour'))).toBe(false);

    await embed.getByRole('button', { name: 'Suscribirme' }).first().click();
    await page.waitForURL((url) => url.pathname === '/suscripciones/checkout');
    const url = new URL(page.url());
    expect(url.searchParams.get('ids')).toBe('6');
    expect(url.searchParams.get('lang')).toBe('es');
    await page.getByTestId('checkout-page').waitFor();
    expect(errors).toEqual([]);

    const tracked = await devApi.trackingEvents(context);
    expect(tracked.find((event) => event.event_type === 'subcription_clicked_Plan Premium aviNews Brasil')).toMatchObject({
      token_id: null,
      event_target: 'subscribe-6',
    });
    await context.close();
  });

  it('shows the error in the embed too, and keeps the portal page working', async () => {
    await devApi.fault('get-products', 'status-500');
    const { page, context } = await openPage(browser(), 'phone');
    await page.goto(`${devApiUrl}/portal/embed?lang=en`);
    const alert = page.getByTestId('landing-embed').getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toMatch(/^Error: [^/]+$/);
    await expect(page.getByRole('navigation', { name: 'Portal' }).isVisible()).resolves.toBe(true);
    await devApi.fault('get-products', 'none');
    await context.close();
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

describe('the embed leaves the portal page alone', () => {
  it("keeps the portal's ?token, its session storage and its <html> attributes, after mount and after choosing a region", async () => {
    const { page, context, errors } = await openPage(browser());
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
    const embed = page.getByTestId('portal-embed-target').getByTestId('landing-embed');
    await embed.getByTestId('subscription-card').first().waitFor();
    await expect(page.getByTestId('portal-embed-target').getAttribute('data-landing-state')).resolves.toBe('mounted');

    expect(page.url()).toBe(address);
    const mounted = await portalProbe(page);
    expect(mounted.atStart.local).toEqual({ decodedToken: JSON.stringify(portalUser), portalSession: 'portal-7' });
    expect(mounted.atStart.session).toEqual({ portalSession: 'portal-7' });
    expect(mounted.now).toEqual(mounted.atStart);

    await embed.getByRole('tab', { name: 'Brasil' }).click();
    await expect(embed.getByTestId('subscription-card').count()).resolves.toBe(2);
    expect(page.url()).toBe(address);
    const afterClick = await portalProbe(page);
    expect(afterClick.now).toEqual(afterClick.atStart);
    expect(afterClick.htmlChanges).toEqual([]);
    // The embed still speaks its own language and wears the portal's brand, on its own element.
    await expect(embed.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).resolves.toBe('es');
    expect(errors).toEqual([]);
    await context.close();
  });
});
