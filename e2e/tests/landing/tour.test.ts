import { devApi, openPage, route, useBrowser } from '../../support/browser';
import { tourKey } from './support';

const browser = useBrowser();

beforeEach(async () => {
  await devApi.reset();
});

describe('landing: guided tour', () => {
  it('appears about 3 s after load on the subscribe block, once; closed, it never comes back', async () => {
    const { page, context, requests, errors } = await openPage(browser());
    await page.goto(route('/', { lang: 'en' }));
    await page.getByRole('tabpanel').waitFor();
    const readyAt = Date.now();
    const tour = page.getByTestId('landing-tour');
    await page.waitForTimeout(2000);
    await expect(tour.count()).resolves.toBe(0);
    expect(requests.some((url) => url.includes('landing-tour'))).toBe(false);

    await tour.waitFor({ timeout: 5000 });
    const shownAfter = Date.now() - readyAt;
    expect(shownAfter).toBeGreaterThanOrEqual(2800);
    expect(shownAfter).toBeLessThan(5000);
    expect(requests.some((url) => url.includes('landing-tour'))).toBe(true);
    await expect(tour.getAttribute('role')).resolves.toBe('alertdialog');
    await expect(tour.getByRole('heading').textContent()).resolves.toBe('Start here');
    await expect(tour.getByTestId('landing-tour-progress').textContent()).resolves.toBe('1 of 1');
    await expect(tour.getByRole('button', { name: 'Done' }).isVisible()).resolves.toBe(true);
    // The spotlight is on the subscribe block: the tooltip sits right above it.
    await page.waitForFunction(
      () => {
        const tooltip = document.querySelector('[data-testid="landing-tour"]')?.getBoundingClientRect();
        const block = document.getElementById('subscribe')?.getBoundingClientRect();
        return Boolean(tooltip && block && tooltip.top >= 0 && tooltip.bottom <= block.top);
      },
      undefined,
      { timeout: 3000 },
    );

    await tour.getByRole('button', { name: 'Close' }).click();
    await tour.waitFor({ state: 'detached' });
    await expect(page.evaluate((key) => window.localStorage.getItem(key), tourKey)).resolves.toBe('true');

    await page.reload();
    await page.getByRole('tabpanel').waitFor();
    await page.waitForTimeout(4500);
    await expect(tour.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finishing with Done (Hecho in Spanish) also stores the flag', async () => {
    const { page, context } = await openPage(browser(), 'phone');
    await page.goto(route('/', { lang: 'es' }));
    const tour = page.getByTestId('landing-tour');
    await tour.waitFor({ timeout: 8000 });
    await expect(tour.getByTestId('landing-tour-progress').textContent()).resolves.toBe('1 de 1');
    await tour.getByRole('button', { name: 'Hecho' }).click();
    await tour.waitFor({ state: 'detached' });
    await expect(page.evaluate((key) => window.localStorage.getItem(key), tourKey)).resolves.toBe('true');
    await context.close();
  });
});
