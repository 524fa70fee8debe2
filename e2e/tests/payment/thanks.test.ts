import { devApi, openPage, route, useBrowser } from '../../support/browser';
import { devApiUrl, hostUrl } from '../../support/env';
import { cartFor, chooseCountry, fillCard, openPayment, payAndExpectThanks } from './paymentSupport';

const browser = useBrowser();
beforeEach(() => devApi.reset());

const hostOrigin = new URL(hostUrl).origin;

describe('/thanks', () => {
  it('after a payment, keeps the language and the allowed urlredirect, and goes there after 5 seconds', async () => {
    const portalPage = `${devApiUrl}/portal/?from=thanks`;
    const { page, context } = await openPayment(browser(), { lang: 'pt', query: { urlredirect: portalPage } });
    await fillCard(page, '4242424242424242', { lang: 'pt' });
    await chooseCountry(page, 'Espanha');
    await payAndExpectThanks(page);
    const shownAt = Date.now();
    const thanksUrl = new URL(page.url());
    expect(thanksUrl.searchParams.get('lang')).toBe('pt');
    expect(thanksUrl.searchParams.get('urlredirect')).toBe(portalPage);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Obrigado pela sua compra!');
    await expect(page.getByTestId('thanks-mark').getAttribute('data-outcome')).resolves.toBe('paid');
    const text = await page.getByTestId('thanks-page').textContent();
    expect(text).toContain('Seu pedido foi processado com sucesso.');
    // The number and the sentence say the same.
    const countdown = (await page.getByTestId('thanks-countdown').textContent()) ?? '';
    expect(countdown).toMatch(/^([45])Esta janela será fechada em \1 segundos\.$/);
    await expect(page.getByTestId('order-reference').textContent()).resolves.toMatch(/^[0-9A-Z]+$/);
    await expect(page.getByTestId('order-total').textContent()).resolves.toBe('90 €');
    await page.waitForURL(portalPage, { timeout: 10_000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThan(4000);
    expect(waited).toBeLessThan(8000);
    // The shop marker is gone after the payment.
    await page.goto(route('/terms', { lang: 'pt' }));
    await expect(page.evaluate(() => localStorage.getItem('agrishop'))).resolves.toBeNull();
    await context.close();
  });

  it('drops a foreign urlredirect on the way from payment to thanks', async () => {
    const { page, context } = await openPayment(browser(), { lang: 'en', query: { urlredirect: 'https://evil.example/steal' } });
    await fillCard(page, '4242424242424242');
    await chooseCountry(page, 'Spain');
    await payAndExpectThanks(page);
    expect(new URL(page.url()).searchParams.has('urlredirect')).toBe(false);
    await context.close();
  });

  it('opened without a payment: refuses a foreign urlredirect, goes to the main site profile, and keeps the cart', async () => {
    const { page, context, requests } = await openPage(browser());
    await page.goto(route('/terms', { lang: 'es' }));
    const cart = await cartFor([20]);
    await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);
    await page.goto(route('/thanks', { lang: 'es', urlredirect: 'https://evil.example/' }));
    await page.getByTestId('thanks-page').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('¡Gracias!');
    // Told there is no recent payment, under a neutral mark: no success check for a visit.
    await expect(page.getByTestId('thanks-mark').getAttribute('data-outcome')).resolves.toBe('none');
    await expect(page.evaluate(() => localStorage.getItem('agrishop'))).resolves.not.toBeNull();
    // The main site's profile: the address before /suscripciones plus /profile (locally served by dev-api's portal).
    await page.waitForURL((url) => url.pathname.endsWith('/profile'), { timeout: 10_000 });
    expect(requests.some((url) => url.startsWith(`${hostOrigin}/profile`))).toBe(true);
    expect(requests.some((url) => new URL(url).hostname === 'evil.example')).toBe(false);
    await page.goto(route('/terms', { lang: 'es' }));
    // No payment was made in this tab: the cart stays.
    await expect(page.evaluate(() => localStorage.getItem('agrishop'))).resolves.not.toBeNull();
    await context.close();
  });
});
