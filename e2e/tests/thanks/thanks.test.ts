import { devApiUrl, hostUrl } from '../../support/env';
import { cartFor, chooseCountry, fillCard, openPayment, payAndExpectThanks } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';

test.describe('/thanks', () => {
  test('after a payment, keeps the language and the allowed urlredirect, and goes there after 5 seconds', async ({ openPage }) => {
    const portalPage = `${devApiUrl}/portal/?from=thanks`;
    const { page } = await openPayment(openPage, { lang: 'pt', query: { urlredirect: portalPage } });
    await fillCard(page, '4242424242424242', { lang: 'pt' });
    await chooseCountry(page, 'Espanha');
    // The page's clock stands still from here: the thanks page's 5 s are the page's, whatever the machine's load.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await payAndExpectThanks(page);
    const thanksUrl = new URL(page.url());
    expect(thanksUrl.searchParams.get('lang')).toBe('pt');
    expect(thanksUrl.searchParams.get('urlredirect')).toBe(portalPage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obrigado pela sua compra!');
    await expect(page.getByTestId('thanks-mark')).toHaveAttribute('data-outcome', 'paid');
    const text = await page.getByTestId('thanks-page').textContent();
    expect(text).toContain('Seu pedido foi processado com sucesso.');
    // The number and the sentence say the same.
    const countdown = (await page.getByTestId('thanks-countdown').textContent()) ?? '';
    expect(countdown).toMatch(/^([45])Esta janela será fechada em \1 segundos\.$/);
    await expect(page.getByTestId('order-reference')).toHaveText(/^[0-9A-Z]+$/);
    await expect(page.getByTestId('order-total')).toHaveText('90 €');
    // Still there 1 ms before its 5 s; gone to the portal page at them.
    await page.clock.runFor(4_999);
    expect(page.url()).toBe(thanksUrl.href);
    await page.clock.runFor(1);
    await page.waitForURL(portalPage);
    await expect(page).toHaveURL(portalPage);
    // The shop marker is gone after the payment.
    await page.goto(route('/terms', { lang: 'pt' }));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('agrishop'))).toBeNull();
  });

  test('drops a foreign urlredirect on the way from payment to thanks', async ({ openPage }) => {
    const { page } = await openPayment(openPage, { lang: 'en', query: { urlredirect: 'https://evil.example/steal' } });
    await fillCard(page, '4242424242424242');
    await chooseCountry(page, 'Spain');
    await payAndExpectThanks(page);
    expect(new URL(page.url()).searchParams.has('urlredirect')).toBe(false);
  });

  test('opened without a payment: refuses a foreign urlredirect, goes to the main site profile, and keeps the cart', async ({ openPage }) => {
    const { page, requests } = await openPage();
    await page.goto(route('/terms', { lang: 'es' }));
    const cart = await cartFor([20]);
    await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);
    // The page's clock, for the thanks page's 5 s.
    await page.clock.install();
    await page.goto(route('/thanks', { lang: 'es', urlredirect: 'https://evil.example/' }));
    await page.getByTestId('thanks-page').waitFor();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias!');
    // Told there is no recent payment, under a neutral mark: no success check for a visit.
    await expect(page.getByTestId('thanks-mark')).toHaveAttribute('data-outcome', 'none');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('agrishop'))).not.toBeNull();
    // The main site's profile: the address before /suscripciones plus /profile (locally served by dev-api's portal).
    await page.clock.runFor(5_000);
    await page.waitForURL((url) => url.pathname.endsWith('/profile'));
    expect(requests.some((url) => url.startsWith(`${new URL(hostUrl).origin}/profile`))).toBe(true);
    expect(requests.some((url) => new URL(url).hostname === 'evil.example')).toBe(false);
    await page.goto(route('/terms', { lang: 'es' }));
    // No payment was made in this tab: the cart stays.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('agrishop'))).not.toBeNull();
  });
});
