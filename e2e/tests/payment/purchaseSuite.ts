import type { Request } from '@playwright/test';
import { devApiUrl } from '../../support/env';
import {
  chooseCountry,
  confirmations,
  doubleScriptRequests,
  errorBanner,
  fillCard,
  ids,
  keys,
  openPayment,
  orders,
  payAndExpectThanks,
  payButton,
  providerHostRequests,
} from './paymentSupport';
import { expect, test } from '../../support/fixtures';
import { landingReady } from '../../support/pages';

/** The publishable keys the card fields sent to the provider API. */
function providerKeys(posts: Request[]): string[] {
  return posts
    .filter((request) => request.url().startsWith(`${devApiUrl}/stripe/api/`))
    .map((request) => new URLSearchParams(request.postData() ?? '').get('key') ?? '');
}

/** The purchase's tests: against the Node stack (purchase.test.ts) and the nginx stack (prod/purchase.test.ts). */
export function describePurchase(): void {
  test.describe('a purchase on /payment against the running stack', () => {
    test('a member buys a course at partner price in EUR with the ES account, and lands on thanks with an empty cart', async ({ openPage }) => {
      const { page, requests, errors } = await openPayment(openPage, { user: 'member-1', productIds: [ids.courseES], lang: 'en' });
      const posts: Request[] = [];
      page.on('request', (request) => request.method() === 'POST' && posts.push(request));
      await fillCard(page, '4242424242424242');
      await chooseCountry(page, 'Spain');
      await payAndExpectThanks(page);

      expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('agrishop'))).toBeNull();
      const [order, ...more] = await orders();
      expect(more).toEqual([]);
      expect(order).toEqual(
        expect.objectContaining({
          token_id: 'member-1',
          invoice: false,
          products: [{ id: ids.courseES, price: 90, stripe_id: 'price_curso_porcino_socio' }],
          currency: 'EUR',
          account: 'ES',
          amount: 9000,
          facturaData: null,
          shippingData: null,
          paymentStatus: 'succeeded',
          paymentMethodId: expect.stringMatching(/^pm_/),
          session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        }),
      );
      expect(providerKeys(posts)).toEqual([keys.ES, keys.ES]);
      await expect.poll(() => confirmations(order?.paymentIntentId ?? '')).toEqual([expect.objectContaining({ outcome: 'succeeded' })]);
      expect(doubleScriptRequests(requests)).toHaveLength(1);
      expect(providerHostRequests(requests)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('a buyer pays a USD course with the global account', async ({ openPage }) => {
      const { page, requests } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseUSD], partner: false, lang: 'es' });
      const posts: Request[] = [];
      page.on('request', (request) => request.method() === 'POST' && posts.push(request));
      await fillCard(page, '5555555555554444', { lang: 'es' });
      await chooseCountry(page, 'México');
      await payAndExpectThanks(page);
      const [order] = await orders();
      expect(order).toEqual(expect.objectContaining({ token_id: 'guest-1', currency: 'USD', account: 'global', amount: 9900, paymentStatus: 'succeeded' }));
      expect(order?.products).toEqual([{ id: ids.courseUSD, price: 99, stripe_id: 'price_curso_avicultura_global' }]);
      expect(providerKeys(posts)).toEqual([keys.global, keys.global]);
      expect(providerHostRequests(requests)).toEqual([]);
    });

    test('keeps the pay button disabled until the shipping of a printed magazine is saved, then sends it', async ({ openPage }) => {
      const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.magazine], partner: false, lang: 'en' });
      await expect(payButton(page)).toBeDisabled();
      await expect(page.getByText('Save your shipping address to continue.')).toBeVisible();

      const shipping = page.getByTestId('shipping-form');
      await shipping.getByRole('button', { name: 'Save shipping address' }).click();
      await expect(errorBanner(page)).toHaveText('Please fill in and save your shipping address.');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('payment-error');
      await expect(shipping.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

      await shipping.getByLabel('First name').fill('Pablo');
      await shipping.getByLabel('Last name').fill('Martín Ruiz');
      await shipping.getByLabel('Phone country code').selectOption('ES');
      await shipping.getByRole('textbox', { name: 'Phone' }).pressSequentially('612345678');
      await expect(shipping.getByRole('textbox', { name: 'Phone' })).toHaveValue('612 34 56 78');
      await shipping.getByLabel('Address', { exact: true }).fill('Calle Mayor 1');
      await shipping.getByLabel('Postcode').fill('28001');
      await shipping.getByLabel('City').fill('Madrid');
      await shipping.getByLabel('Province or state').fill('Madrid');
      await shipping.getByLabel('Country', { exact: true }).selectOption('ES');
      await shipping.getByRole('button', { name: 'Save shipping address' }).click();

      const summary = page.getByTestId('shipping-summary');
      await expect(summary).toContainText('Calle Mayor 1');
      await expect(payButton(page)).toBeEnabled();
      // The pencil goes back to edit mode (and disables paying again); cancel returns to the summary.
      await summary.getByRole('button', { name: 'Edit shipping address' }).click();
      await expect(payButton(page)).toBeDisabled();
      await page.getByTestId('shipping-form').getByRole('button', { name: 'Cancel' }).click();
      await expect(payButton(page)).toBeEnabled();

      await fillCard(page, '4242424242424242');
      await chooseCountry(page, 'Spain');
      await payAndExpectThanks(page);
      const [order] = await orders();
      expect(order?.shippingData).toEqual(
        expect.objectContaining({
          nombre: 'Pablo',
          apellido: 'Martín Ruiz',
          telefono: '34612345678',
          direccion: 'Calle Mayor 1',
          codigoPostal: '28001',
          ciudad: 'Madrid',
          provincia: 'Madrid',
          pais: 'ES',
        }),
      );
      expect(order?.products).toEqual([{ id: ids.magazine, price: 40, stripe_id: 'price_revista_porcinews' }]);
    });

    test('sends the billing data of an invoice, phone with a leading plus, also as shipping data', async ({ openPage }) => {
      const { page } = await openPayment(openPage, { user: 'member-1', productIds: [ids.courseES], lang: 'es' });
      await page.getByLabel('Quiero factura').check();
      await expect(payButton(page)).toBeDisabled();
      const billing = page.getByTestId('billing-form');
      await billing.getByLabel('Nombre', { exact: true }).fill('Marta');
      await billing.getByLabel('Apellidos').fill('García López');
      await billing.getByRole('textbox', { name: 'Teléfono' }).pressSequentially('612345678');
      await billing.getByLabel('NIF / CIF').fill('12345678Z');
      await billing.getByLabel('Dirección').fill('Gran Vía 2');
      await billing.getByLabel('Ciudad').fill('Madrid');
      await billing.getByLabel('Provincia').fill('Madrid');
      await billing.getByLabel('País', { exact: true }).selectOption('ES');
      await billing.getByRole('button', { name: 'Guardar datos de facturación' }).click();
      await page.getByTestId('billing-summary').waitFor();
      await expect(payButton(page)).toBeEnabled();

      await fillCard(page, '4242424242424242', { lang: 'es' });
      await chooseCountry(page, 'España');
      await payAndExpectThanks(page);
      const [order] = await orders();
      expect(order?.invoice).toBe(true);
      expect(order?.facturaData).toEqual(
        expect.objectContaining({
          nombre: 'Marta',
          apellido: 'García López',
          telefono: '+34612345678',
          phoneCountry: 'ES',
          nif: '12345678Z',
          direccion: 'Gran Vía 2',
          codigoPostal: '',
          pais: 'ES',
        }),
      );
      expect(order?.shippingData).toEqual(order?.facturaData);
    });

    test('asks to log in first, in the page language, with a way to the login', async ({ openPage }) => {
      const { page } = await openPayment(openPage, { user: null, lang: 'es' });
      // Before the card form, not after a press of pay.
      const gate = page.getByTestId('sign-in-gate');
      await expect(gate).toContainText('Por favor, inicia sesión para realizar el pago.');
      const login = gate.getByRole('link', { name: 'Iniciar sesión' });
      const href = new URL((await login.getAttribute('href')) ?? '');
      expect(href.pathname).toBe('/identity/login');
      expect(new URL(href.searchParams.get('checkoutUrl') ?? '').pathname).toBe('/suscripciones/payment');
    });

    test('checks the card and the country before anything is sent', async ({ openPage }) => {
      const { page } = await openPayment(openPage, { lang: 'en' });
      await payButton(page).click();
      await expect(errorBanner(page)).toHaveText('Please fill in all the required fields.');
      await fillCard(page, '4242424242424242');
      await payButton(page).click();
      await expect(errorBanner(page)).toHaveText('Invalid country selected, please select a valid country.');
      await expect.poll(() => orders()).toEqual([]);
    });

    test('goes back to checkout with the cart ids and language', async ({ openPage }) => {
      const { page } = await openPayment(openPage, { productIds: [ids.courseES, ids.magazine], lang: 'pt' });
      await page.getByRole('link', { name: 'Voltar ao carrinho' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/checkout'));
      const url = new URL(page.url());
      expect(url.searchParams.get('ids')).toBe(`${ids.courseES},${ids.magazine}`);
      expect(url.searchParams.get('lang')).toBe('pt');
    });

    test('shows a message and a way back when the cart is empty', async ({ openPage }) => {
      const { page } = await openPayment(openPage, { productIds: [], lang: 'en' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty.');
      await page.getByRole('link', { name: 'See memberships' }).click();
      await landingReady(page);
      expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    });
  });
}
