import { devApi, landingReady, openPage, route, useBrowser } from '../../support/browser';
import { tourKey } from './support';

const browser = useBrowser();

beforeEach(async () => {
  await devApi.reset();
});

describe('landing: guided tour', () => {
  it('appears about 3 s after load on the subscribe block, once; closed, it never comes back', async () => {
    const { page, context, requests, errors } = await openPage(browser());
    // The page's clock stands still until the test moves it: "3 s after the page is ready" is the page's 3 s,
    // whatever the machine's load.
    await page.clock.pauseAt(new Date('2026-11-26T10:00:00Z'));
    await page.goto(route('/', { lang: 'en' }));
    await landingReady(page);
    const tour = page.getByTestId('landing-tour');
    await page.clock.runFor(2999);
    await expect(tour.count()).resolves.toBe(0);
    expect(requests.some((url) => url.includes('landing-tour'))).toBe(false);

    // The clock runs again (the tour's own code and its positioning need timers and frames): it is due in 1 ms.
    await page.clock.resume();
    await tour.waitFor({ timeout: 5000 });
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
    await landingReady(page);
    await page.clock.fastForward(10_000);
    await page.waitForTimeout(300);
    await expect(tour.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finishing with Done (Hecho in Spanish) also stores the flag', async () => {
    const { page, context } = await openPage(browser(), 'phone');
    await page.clock.install();
    await page.goto(route('/', { lang: 'es' }));
    await landingReady(page);
    await page.clock.fastForward(3000);
    const tour = page.getByTestId('landing-tour');
    await tour.waitFor({ timeout: 8000 });
    await expect(tour.getByTestId('landing-tour-progress').textContent()).resolves.toBe('1 de 1');
    await tour.getByRole('button', { name: 'Hecho' }).click();
    await tour.waitFor({ state: 'detached' });
    await expect(page.evaluate((key) => window.localStorage.getItem(key), tourKey)).resolves.toBe('true');
    await context.close();
  });
});
