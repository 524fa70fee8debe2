import { devApi, openPage, route, stack, useBrowser, landingReady } from '../../support/browser';
import { cartFor, chooseCountry, doubleScriptRequests, fillCard, openPayment, orders, payButton, providerHostRequests } from './paymentSupport';

const browser = useBrowser();

describe('Stripe.js is loaded only on /payment, from the configured address', () => {
  it('is not requested on the landing page or the checkout', async () => {
    const { page, requests, context } = await openPage(browser());
    await page.goto(route('/', { lang: 'es' }));
    await landingReady(page);
    await page.goto(route('/terms', { lang: 'es' }));
    await page.evaluate(async (items) => localStorage.setItem('agrishop', JSON.stringify(items)), await cartFor([20]));
    await page.goto(route('/checkout', { lang: 'es', ids: '20' }));
    await page.getByTestId('checkout-page').waitFor();
    await page.waitForLoadState('networkidle');
    expect(doubleScriptRequests(requests)).toEqual([]);
    expect(requests.filter((url) => /\/stripe\//.test(url))).toEqual([]);
    expect(providerHostRequests(requests)).toEqual([]);
    await expect(page.evaluate(() => 'Stripe' in window)).resolves.toBe(false);
    await context.close();
  });

  it('is loaded once on /payment from dev-api, never from the provider host, also across a language change', async () => {
    const { page, requests, context } = await openPayment(browser(), { lang: 'es' });
    expect(doubleScriptRequests(requests)).toHaveLength(1);
    await page.getByLabel('Quiero factura').check();
    // The language menu of the header: the card fields come back in English, the forms keep what was entered.
    await page.getByTestId('language-menu').click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('textbox', { name: 'Card number', exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Card number', exact: true }).getAttribute('placeholder')).resolves.toBe('1234 1234 1234 1234');
    await expect(page.getByLabel('I want an invoice').isChecked()).resolves.toBe(true);
    expect(doubleScriptRequests(requests)).toHaveLength(1);
    expect(providerHostRequests(requests)).toEqual([]);
    await expect(page.evaluate(() => document.querySelectorAll('script[src*="stripe.com"]').length)).resolves.toBe(0);
    await expect(page.evaluate(() => document.querySelectorAll('[data-payment-stripe]').length)).resolves.toBe(1);
    await context.close();
  });
});

describe('under the strict Content-Security-Policy of the host', () => {
  beforeAll(() => stack.csp(true));
  afterAll(() => stack.csp(false));
  beforeEach(() => devApi.reset());

  it('loads the card fields and pays through 3-D Secure without a policy violation', async () => {
    const { page, context, errors } = await openPayment(browser(), { lang: 'en' });
    const violations: string[] = [];
    page.on('console', (message) => /Content.Security.Policy|Refused to/i.test(message.text()) && violations.push(message.text()));
    await fillCard(page, '4000002760003184');
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    await page.getByRole('dialog', { name: '3D Secure authentication' }).getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByTestId('thanks-page').waitFor();
    expect((await orders()).map((order) => order.paymentStatus)).toEqual(['succeeded']);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
