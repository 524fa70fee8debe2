import { devApi, openPage, useBrowser } from '../../support/browser';
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

    const tracked = await devApi.trackingEvents();
    expect(tracked.find((event) => event.event_type === 'subcription_clicked_Plan Premium aviNews Brasil')).toMatchObject({ token_id: null, event_target: 'subscribe-6' });
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
