import { openPage, route, stack, useBrowser, landingReady } from '../../support/browser';

const browser = useBrowser();
afterAll(async () => {
  await stack.start('landing');
});

describe('faults: a remote that is down', () => {
  it('leaves the host, the header and the other routes alive, and recovers with retry', async () => {
    await stack.stop('landing');
    const { page, context } = await openPage(browser());
    await page.goto(route('/', { lang: 'es' }));
    const failure = page.getByTestId('remote-failure');
    await failure.waitFor();
    await expect(failure.getByRole('heading').textContent()).resolves.toBe('Esta sección no está disponible en este momento.');
    await expect(page.locator('header').getByRole('link', { name: 'Membresías' }).isVisible()).resolves.toBe(true);

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
    await context.close();
  });

  it.each(['checkout', 'payment'] as const)('%s down leaves the landing working', async (remote) => {
    await stack.stop(remote);
    try {
      const { page, context } = await openPage(browser());
      await page.goto(route(remote === 'checkout' ? '/checkout' : '/payment', { lang: 'en' }));
      await page.getByTestId('remote-failure').waitFor();
      await page.locator('header').getByRole('link', { name: 'Memberships' }).click();
      await landingReady(page);
      await context.close();
    } finally {
      await stack.start(remote);
    }
  });
});
