import { cartFor, chooseCountry, doubleScriptRequests, fillCard, openPayment, orders, payButton, providerHostRequests } from './paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

test.describe('Stripe.js is loaded only on /payment, from the configured address', () => {
  test('is not requested on the landing page or the checkout', async ({ openPage }) => {
    const { page, requests } = await openPage();
    await page.goto(route('/', { lang: 'es' }));
    await landingReady(page);
    await page.goto(route('/terms', { lang: 'es' }));
    await page.evaluate(async (items) => localStorage.setItem('agrishop', JSON.stringify(items)), await cartFor([20]));
    await page.goto(route('/checkout', { lang: 'es', ids: '20' }));
    await page.getByTestId('checkout-page').waitFor();
    // Until the checkout's document has gone quiet: what it fetches after its load (its idle work) counts too.
    await page.waitForLoadState('networkidle');
    expect(doubleScriptRequests(requests)).toEqual([]);
    expect(requests.filter((url) => /\/stripe\//.test(url))).toEqual([]);
    expect(providerHostRequests(requests)).toEqual([]);
    await expect.poll(() => page.evaluate(() => 'Stripe' in window)).toBe(false);
  });

  test('is loaded once on /payment from dev-api, never from the provider host, also across a language change', async ({ openPage }) => {
    const { page, requests } = await openPayment(openPage, { lang: 'es' });
    expect(doubleScriptRequests(requests)).toHaveLength(1);
    await page.getByLabel('Quiero factura').check();
    // The language menu of the header: the card fields come back in English, the forms keep what was entered.
    await page.getByTestId('language-menu').click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('textbox', { name: 'Card number', exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Card number', exact: true })).toHaveAttribute('placeholder', '1234 1234 1234 1234');
    await expect(page.getByLabel('I want an invoice')).toBeChecked();
    expect(doubleScriptRequests(requests)).toHaveLength(1);
    expect(providerHostRequests(requests)).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('script[src*="stripe.com"]').length)).toBe(0);
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-payment-stripe]').length)).toBe(1);
  });
});

test.describe('under the strict Content-Security-Policy of the host', () => {
  test.beforeAll(({ stack }) => stack.csp(true));
  test.afterAll(({ stack }) => stack.csp(false));

  test('loads the card fields and pays through 3-D Secure without a policy violation', async ({ openPage }) => {
    const { page, errors } = await openPayment(openPage, { lang: 'en' });
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
  });
});
