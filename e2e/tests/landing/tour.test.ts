import { tourKey } from './support';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { framesDrawn, landingReady } from '../../support/pages';

test.describe('landing: guided tour', () => {
  test('appears about 3 s after load on the subscribe block, once; closed, it never comes back', async ({ openPage }) => {
    const { page, requests, errors } = await openPage();
    // The page's clock stands still until the test moves it: "3 s after the page is ready" is the page's 3 s,
    // whatever the machine's load.
    await page.clock.pauseAt(new Date('2026-11-26T10:00:00Z'));
    await page.goto(route('/', { lang: 'en' }));
    await landingReady(page);
    const tour = page.getByTestId('landing-tour');
    await page.clock.runFor(2999);
    await expect(tour).toHaveCount(0);
    expect(requests.some((url) => url.includes('landing-tour'))).toBe(false);

    // The clock runs again (the tour's own code and its positioning need timers and frames): it is due in 1 ms.
    await page.clock.resume();
    await tour.waitFor({ timeout: 5000 });
    expect(requests.some((url) => url.includes('landing-tour'))).toBe(true);
    await expect(tour).toHaveAttribute('role', 'alertdialog');
    await expect(tour.getByRole('heading')).toHaveText('Start here');
    await expect(tour.getByTestId('landing-tour-progress')).toHaveText('1 of 1');
    await expect(tour.getByRole('button', { name: 'Done' })).toBeVisible();
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
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), tourKey)).toBe('true');

    // Every script of the reloaded page from the network (a route turns the page's cache off): a tour scheduled
    // again would ask for its chunk within the frames after its time has passed.
    await page.route(/\/landing-tour\.[0-9a-f]+\.js$/, (handle) => handle.continue());
    const reloadedAt = requests.length;
    await page.reload();
    await landingReady(page);
    await page.clock.fastForward(10_000);
    await framesDrawn(page);
    expect(requests.slice(reloadedAt).filter((url) => url.includes('landing-tour'))).toEqual([]);
    await expect(tour).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('finishing with Done (Hecho in Spanish) also stores the flag', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.clock.install();
    await page.goto(route('/', { lang: 'es' }));
    await landingReady(page);
    await page.clock.fastForward(3000);
    const tour = page.getByTestId('landing-tour');
    await tour.waitFor({ timeout: 8000 });
    await expect(tour.getByTestId('landing-tour-progress')).toHaveText('1 de 1');
    await tour.getByRole('button', { name: 'Hecho' }).click();
    await tour.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), tourKey)).toBe('true');
  });
});
