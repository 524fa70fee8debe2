import type { Page, Route } from '@playwright/test';
import { devApiUrl } from '../../support/env';
import { hostileStrings, injectedElements, injectionRan, skipTour, uncaught } from '../../support/probes';
import { useReliability } from '../../support/tally';
import { expect, test, type OpenPage, type PageProbe } from '../../support/fixtures';
import { route, unsignedToken } from '../../support/stack';

/**
 * API answers whose texts hold markup and script (product and offer names,
 * benefits, product types, images, the suggested membership, country names,
 * paid subscription names): every screen shows them as text, nothing runs,
 * no element is injected.
 */
const tally = useReliability();

const guest = unsignedToken({ token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo.martin@example.com', foto: null });
const member = unsignedToken({ token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com', foto: null });
const hostileName = `${hostileStrings.img} Plan ${hostileStrings.script}`;
const hostileBenefits = [hostileStrings.script, hostileStrings.link, hostileStrings.svg];
const hostileProduct = `${hostileStrings.iframe} Curso ${hostileStrings.svg}`;

type Json = Record<string, unknown>;

/** Answers one dev-api path with the real answer changed by `change`. */
async function rewrite(page: Page, pathname: string, change: (value: unknown) => unknown): Promise<void> {
  await page.route(
    (url) => url.origin === devApiUrl && url.pathname === pathname,
    async (handle: Route) => {
      try {
        const response = await handle.fetch();
        const value: unknown = await response.json();
        await handle.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: JSON.stringify(change(value)),
        });
      } catch (error) {
        // The test closed the page while a late request (a price refresh) was on its way.
        if (!page.isClosed()) throw error;
      }
    },
  );
}

const mapList = (value: unknown, change: (entry: Json) => Json): unknown => {
  if (Array.isArray(value)) return value.map((entry) => change(entry as Json));
  const wrapped = value as { data?: unknown };
  return Array.isArray(wrapped.data) ? { ...wrapped, data: wrapped.data.map((entry) => change(entry as Json)) } : value;
};

async function open(openPage: OpenPage): Promise<PageProbe> {
  const probe = await openPage('desktop');
  await skipTour(probe.context);
  return probe;
}

/**
 * Closes the test's context once its late requests (price refreshes) can no longer fail it: unrouting with
 * `ignoreErrors` lets a rewrite still under way end quietly, where closing first disposed its response mid-read.
 */
async function close({ page, context }: PageProbe): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
}

async function expectInert(probe: PageProbe): Promise<void> {
  await expect.poll(() => injectionRan(probe.page)).toBe(false);
  await expect.poll(() => injectedElements(probe.page)).toBe(0);
  expect(uncaught(probe.errors)).toEqual([]);
}

test.describe('security: API texts holding markup are shown as text', () => {
  test('call 1: offer names and benefits on the landing, the toast and the checkout', ({ openPage }) =>
    tally.run('bad-input', async () => {
      const probe = await open(openPage);
      const { page } = probe;
      await rewrite(page, '/profile/checkout/products/get-products', (value) =>
        mapList(value, (offer) => ({
          ...offer,
          name: hostileName,
          name_en: hostileName,
          name_pt: hostileName,
          benefits: hostileBenefits,
          benefits_en: hostileBenefits,
          benefits_pt: hostileBenefits,
        })),
      );
      // The membership's full product comes from call 2 when it enters the cart: the same names there.
      await rewrite(page, '/profile/checkout/products/', (value) =>
        mapList(value, (product) => ({ ...product, name: hostileName, name_en: hostileName, name_pt: hostileName })),
      );
      await page.goto(route('/', { lang: 'en' }));
      const card = page.getByTestId('subscription-card').first();
      await card.getByText(hostileName, { exact: true }).waitFor();
      await card.getByText(hostileStrings.link, { exact: true }).waitFor();
      await expectInert(probe);

      await card.getByRole('button').last().click();
      await page.getByTestId('checkout-page').waitFor();
      await page.getByTestId('cart-item').getByRole('heading', { name: hostileName, exact: true }).waitFor();
      await expectInert(probe);
      await close(probe);
    }));

  test('call 2: product name, type and image in the checkout and the payment summary', ({ openPage }) =>
    tally.run('bad-input', async () => {
      const probe = await open(openPage);
      const { page } = probe;
      await rewrite(page, '/profile/checkout/products/', (value) =>
        mapList(value, (product) => ({
          ...product,
          name: hostileProduct,
          name_en: hostileProduct,
          name_pt: hostileProduct,
          type: hostileStrings.svg,
          image: `javascript:window.__pwned=6`,
        })),
      );
      await page.goto(route('/checkout', { ids: '20', lang: 'pt', token: guest }));
      const item = page.getByTestId('cart-item');
      await item.getByRole('heading', { name: hostileProduct, exact: true }).waitFor();
      await item.getByText(hostileStrings.svg, { exact: true }).waitFor();
      await expectInert(probe);

      await expect(page.getByTestId('proceed')).toBeEnabled();
      await page.getByTestId('proceed').click();
      await page.getByTestId('payment-item').getByText(hostileProduct, { exact: true }).waitFor();
      await expectInert(probe);
      await close(probe);
    }));

  test('call 4: the suggested membership and its benefits dialog', ({ openPage }) =>
    tally.run('bad-input', async () => {
      const probe = await open(openPage);
      const { page } = probe;
      await rewrite(page, '/profile/checkout/products/product-suggestions', (value) => {
        const answer = value as { success: boolean; suggestions: Json[] };
        return { ...answer, suggestions: answer.suggestions.map((entry) => ({ ...entry, name: hostileName, name_en: hostileName, name_pt: hostileName })) };
      });
      // The suggested membership is shown from its full product (call 2): the same names there.
      await rewrite(page, '/profile/checkout/products/', (value) =>
        mapList(value, (product) =>
          product.type === 'Subscription' ? { ...product, name: hostileName, name_en: hostileName, name_pt: hostileName } : product,
        ),
      );
      await page.goto(route('/checkout', { ids: '20', lang: 'en' }));
      const suggestion = page.getByTestId('suggested-membership');
      await suggestion.getByText(hostileName, { exact: true }).waitFor();
      await suggestion.getByRole('button', { name: 'See benefits' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expect(dialog.getByRole('heading').first()).toContainText(hostileName);
      await expectInert(probe);
      await close(probe);
    }));

  test('call 5: paid subscription names in the header menu', ({ openPage }) =>
    tally.run('bad-input', async () => {
      const probe = await open(openPage);
      const { page } = probe;
      await rewrite(page, '/profile/subs/get-pays-subs/member-1', (value) => mapList(value, (entry) => ({ ...entry, medio: hostileName })));
      await page.goto(route('/terms', { lang: 'en', token: member }));
      await page.getByTestId('subscriptions-menu').click();
      await page.locator('header').getByText(hostileName, { exact: true }).waitFor();
      await expectInert(probe);
      await close(probe);
    }));

  test('call 6: country names in the country select', ({ openPage }) =>
    tally.run('bad-input', async () => {
      const probe = await open(openPage);
      const { page } = probe;
      await rewrite(page, '/identity/wp-admin/admin-ajax.php', (value) =>
        mapList(value, (country) =>
          country.code === 'ES'
            ? { ...country, countrynameENG: hostileStrings.script, countrynameES: hostileStrings.script, countrynamePT: hostileStrings.script }
            : country,
        ),
      );
      await page.goto(route('/terms', { lang: 'en' }));
      await page.evaluate(async (api) => {
        const products = (await (await fetch(`${api}/profile/checkout/products/?ids=20`)).json()) as Array<Record<string, unknown>>;
        localStorage.setItem(
          'agrishop',
          JSON.stringify(products.map((product) => ({ ...product, current_price: Number(product.price), current_stripe_id: product.stripe_id }))),
        );
      }, devApiUrl);
      await page.goto(route('/payment', { lang: 'en', token: guest }));
      const option = page.locator('#payment-country option', { hasText: hostileStrings.script });
      await option.waitFor({ state: 'attached' });
      await page.locator('#payment-country').selectOption({ label: hostileStrings.script });
      await expectInert(probe);
      await close(probe);
    }));
});
