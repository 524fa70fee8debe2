import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

/** The remote-down tests: against the Node stack (remoteDown.test.ts) and the nginx stack (prod/remoteDown.test.ts). */
export function describeRemoteDown(): void {
  test.afterAll(async ({ stack }) => {
    await stack.start('landing');
  });

  test.describe('faults: a remote that is down', () => {
    test('leaves the host, the header and the other routes alive, and recovers with retry', async ({ openPage, stack }) => {
      await stack.stop('landing');
      const { page } = await openPage();
      await page.goto(route('/', { lang: 'es' }));
      const failure = page.getByTestId('remote-failure');
      await failure.waitFor();
      await expect(failure.getByRole('heading')).toHaveText('Esta sección no está disponible en este momento.');
      await expect(page.locator('header').getByRole('link', { name: 'Membresías' })).toBeVisible();

      // Another remote and a host page still work from the same page.
      await page
        .locator('header')
        .getByRole('link', { name: /^Carrito/ })
        .first()
        .click();
      await page.getByTestId('checkout-page').waitFor();
      await page.goto(route('/terms', { lang: 'es' }));
      await page.getByTestId('terms-page').waitFor();

      // Back home: still down; the remote comes back; retry loads it without a reload.
      await page.locator('header').getByRole('link', { name: 'Membresías' }).click();
      await failure.waitFor();
      await stack.start('landing');
      await failure.getByRole('button', { name: 'Reintentar' }).click();
      await landingReady(page);
    });

    for (const remote of ['checkout', 'payment'] as const) {
      test(`${remote} down leaves the landing working`, async ({ openPage, stack }) => {
        await stack.stop(remote);
        try {
          const { page, context } = await openPage();
          await page.goto(route(remote === 'checkout' ? '/checkout' : '/payment', { lang: 'en' }));
          await page.getByTestId('remote-failure').waitFor();
          await page.locator('header').getByRole('link', { name: 'Memberships' }).click();
          await landingReady(page);
          await context.close();
        } finally {
          await stack.start(remote);
        }
      });
    }
  });
}
