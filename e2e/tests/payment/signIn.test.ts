import { langs, type Lang } from '../../support/texts';
import { cardNumber, doubleScriptRequests, ids, openPayment, signedInUrl } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';

/**
 * /payment for a visitor: signing in is asked first, with
 * the Login button to the identity site and a way back to /payment; the card
 * form is not rendered and Stripe.js not loaded until then; the order stays
 * in view. Back from the identity site, the card form opens.
 */

const gateTexts: Record<Lang, { text: string; login: string }> = {
  es: { text: 'Por favor, inicia sesión para realizar el pago.', login: 'Iniciar sesión' },
  en: { text: 'Please log in to complete the payment.', login: 'Log in' },
  pt: { text: 'Por favor, faça login para concluir o pagamento.', login: 'Entrar' },
};

test.describe('/payment before signing in', () => {
  for (const lang of langs) {
    test(`in ${lang}: says so first, with the login back to /payment; no card form, no Stripe.js; the order in view`, async ({ openPage }) => {
      const { page, requests } = await openPayment(openPage, { user: null, productIds: [ids.courseES, ids.magazine], lang, viewport: 'phone' });
      const gate = page.getByTestId('sign-in-gate');
      await expect(gate).toContainText(gateTexts[lang].text);
      // The request to sign in is the first thing of the page's content, before the order.
      const [gateTop, summaryTop] = await Promise.all([gate.boundingBox(), page.getByTestId('payment-item').first().boundingBox()]);
      expect(gateTop?.y).toBeLessThan(summaryTop?.y ?? 0);
      await expect(page.getByTestId('payment-item')).toHaveCount(2);

      await expect(page.locator('#payment-form')).toHaveCount(0);
      await expect(page.getByTestId('pay-button')).toHaveCount(0);
      await expect(page.locator('input')).toHaveCount(0);
      expect(doubleScriptRequests(requests)).toEqual([]);

      const href = (await gate.getByRole('link', { name: gateTexts[lang].login, exact: true }).getAttribute('href')) ?? '';
      const login = new URL(href);
      expect(login.pathname).toBe('/identity/login');
      expect(login.searchParams.get('edicion')).toBe(lang === 'pt' ? 'br' : lang);
      const back = new URL(login.searchParams.get('checkoutUrl') ?? '');
      expect(back.pathname).toBe('/suscripciones/payment');
      expect(back.searchParams.get('lang')).toBe(lang);

      // The identity site sends the buyer back signed in: now the card form opens, with the same cart.
      await page.goto(await signedInUrl('guest-1', back.toString()));
      await cardNumber(page, lang).waitFor();
      await expect(page.getByTestId('sign-in-gate')).toHaveCount(0);
      expect(doubleScriptRequests(requests).length).toBeGreaterThan(0);
    });
  }
});
