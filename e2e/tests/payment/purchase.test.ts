import type { Request } from 'playwright-core';
import { devApi, useBrowser, landingReady } from '../../support/browser';
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

const browser = useBrowser();
beforeEach(() => devApi.reset());

/** The publishable keys the card fields sent to the provider API. */
function providerKeys(posts: Request[]): string[] {
  return posts
    .filter((request) => request.url().startsWith(`${devApiUrl}/stripe/api/`))
    .map((request) => new URLSearchParams(request.postData() ?? '').get('key') ?? '');
}

describe('a purchase on /payment against the running stack', () => {
  it('a member buys a course at partner price in EUR with the ES account, and lands on thanks with an empty cart', async () => {
    const { page, requests, errors, context } = await openPayment(browser(), { user: 'member-1', productIds: [ids.courseES], lang: 'en' });
    const posts: Request[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request));
    await fillCard(page, '4242424242424242');
    await chooseCountry(page, 'Spain');
    await payAndExpectThanks(page);

    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await expect(page.evaluate(() => localStorage.getItem('agrishop'))).resolves.toBeNull();
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
    expect(await confirmations(order?.paymentIntentId ?? '')).toEqual([expect.objectContaining({ outcome: 'succeeded' })]);
    expect(doubleScriptRequests(requests)).toHaveLength(1);
    expect(providerHostRequests(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a buyer pays a USD course with the global account', async () => {
    const { page, context, requests } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseUSD], partner: false, lang: 'es' });
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
    await context.close();
  });

  it('keeps the pay button disabled until the shipping of a printed magazine is saved, then sends it', async () => {
    const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.magazine], partner: false, lang: 'en' });
    await expect(payButton(page).isDisabled()).resolves.toBe(true);
    await expect(page.getByText('Save your shipping address to continue.').isVisible()).resolves.toBe(true);

    const shipping = page.getByTestId('shipping-form');
    await shipping.getByRole('button', { name: 'Save shipping address' }).click();
    await expect(errorBanner(page).textContent()).resolves.toBe('Please fill in and save your shipping address.');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('payment-error');
    await expect(shipping.getByLabel('First name').getAttribute('aria-invalid')).resolves.toBe('true');

    await shipping.getByLabel('First name').fill('Pablo');
    await shipping.getByLabel('Last name').fill('Martín Ruiz');
    await shipping.getByLabel('Phone country code').selectOption('ES');
    await shipping.getByRole('textbox', { name: 'Phone' }).pressSequentially('612345678');
    await expect(shipping.getByRole('textbox', { name: 'Phone' }).inputValue()).resolves.toBe('612 34 56 78');
    await shipping.getByLabel('Address', { exact: true }).fill('Calle Mayor 1');
    await shipping.getByLabel('Postcode').fill('28001');
    await shipping.getByLabel('City').fill('Madrid');
    await shipping.getByLabel('Province or state').fill('Madrid');
    await shipping.getByLabel('Country', { exact: true }).selectOption('ES');
    await shipping.getByRole('button', { name: 'Save shipping address' }).click();

    const summary = page.getByTestId('shipping-summary');
    await expect(summary.textContent()).resolves.toContain('Calle Mayor 1');
    await expect(payButton(page).isEnabled()).resolves.toBe(true);
    // The pencil goes back to edit mode (and disables paying again); cancel returns to the summary.
    await summary.getByRole('button', { name: 'Edit shipping address' }).click();
    await expect(payButton(page).isDisabled()).resolves.toBe(true);
    await page.getByTestId('shipping-form').getByRole('button', { name: 'Cancel' }).click();
    await expect(payButton(page).isEnabled()).resolves.toBe(true);

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
    await context.close();
  });

  it('sends the billing data of an invoice, phone with a leading plus, also as shipping data', async () => {
    const { page, context } = await openPayment(browser(), { user: 'member-1', productIds: [ids.courseES], lang: 'es' });
    await page.getByLabel('Quiero factura').check();
    await expect(payButton(page).isDisabled()).resolves.toBe(true);
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
    await expect(payButton(page).isEnabled()).resolves.toBe(true);

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
    await context.close();
  });

  it('asks to log in first, in the page language, with a way to the login', async () => {
    const { page, context } = await openPayment(browser(), { user: null, lang: 'es' });
    // Before the card form, not after a press of pay.
    const gate = page.getByTestId('sign-in-gate');
    await expect(gate.textContent()).resolves.toContain('Por favor, inicia sesión para realizar el pago.');
    const login = gate.getByRole('link', { name: 'Iniciar sesión' });
    const href = new URL((await login.getAttribute('href')) ?? '');
    expect(href.pathname).toBe('/identity/login');
    expect(new URL(href.searchParams.get('checkoutUrl') ?? '').pathname).toBe('/suscripciones/payment');
    await context.close();
  });

  it('checks the card and the country before anything is sent', async () => {
    const { page, context } = await openPayment(browser(), { lang: 'en' });
    await payButton(page).click();
    await expect(errorBanner(page).textContent()).resolves.toBe('Please fill in all the required fields.');
    await fillCard(page, '4242424242424242');
    await payButton(page).click();
    await expect(errorBanner(page).textContent()).resolves.toBe('Invalid country selected, please select a valid country.');
    expect(await orders()).toEqual([]);
    await context.close();
  });

  it('goes back to checkout with the cart ids and language', async () => {
    const { page, context } = await openPayment(browser(), { productIds: [ids.courseES, ids.magazine], lang: 'pt' });
    await page.getByRole('link', { name: 'Voltar ao carrinho' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/checkout'));
    const url = new URL(page.url());
    expect(url.searchParams.get('ids')).toBe(`${ids.courseES},${ids.magazine}`);
    expect(url.searchParams.get('lang')).toBe('pt');
    await context.close();
  });

  it('shows a message and a way back when the cart is empty', async () => {
    const { page, context } = await openPayment(browser(), { productIds: [], lang: 'en' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Your cart is empty.');
    await page.getByRole('link', { name: 'See memberships' }).click();
    await landingReady(page);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await context.close();
  });
});
