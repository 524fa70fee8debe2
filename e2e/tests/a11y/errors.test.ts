import type { Page, Route } from 'playwright-core';
import { devApi, useBrowser } from '../../support/browser';
import { devApiUrl } from '../../support/env';
import { useReliability } from '../../support/reliability';
import { fillShipping } from '../../support/shipping';
import { texts } from '../../support/texts';
import { chooseCountry, fillCard, ids, openPayment, payButton } from '../payment/paymentSupport';

/**
 * Errors a buyer can meet on /payment, as assistive technology meets them:
 * the banner is a focused role="alert"; the fields in error carry
 * aria-invalid and an aria-describedby that leads to their message; the pay
 * button says it is busy while the payment runs.
 */
const browser = useBrowser();
const tally = useReliability(__filename);
beforeEach(() => devApi.reset());

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

/** Each control that is aria-invalid, with the text its aria-describedby points to. */
const invalidControls = (page: Page, scope: string) =>
  page.evaluate((selector) => {
    return Array.from(document.querySelectorAll(`${selector} [aria-invalid="true"]`)).map((control) => ({
      id: control.id,
      described: (control.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`),
    }));
  }, scope);

describe('errors on the payment page', () => {
  it('pay with nothing filled: a focused alert; each card field and the country say they are required', () =>
    tally.run('a11y', async () => {
      const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false, lang: 'es' });
      await payButton(page).click();
      const banner = page.getByTestId('payment-error');
      await expect(banner.textContent()).resolves.toBe(texts.errorRequiredFields.es);
      await expect(banner.getAttribute('role')).resolves.toBe('alert');
      await expect(focusedTestId(page)).resolves.toBe('payment-error');
      // The double mirrors the container's aria-describedby onto its input, as the page sets it.
      for (const id of ['payment-card-number', 'payment-card-expiry', 'payment-card-cvc']) {
        const input = page.locator(`#${id} input`);
        await expect(input.getAttribute('aria-describedby')).resolves.toBe(`${id}-error`);
        await expect(page.locator(`#${id}-error`).textContent()).resolves.toBe('Este campo es obligatorio.');
      }
      // The card fields are aria-invalid too, not only described.
      await expect(invalidControls(page, '#payment-form')).resolves.toEqual([
        ...['cardNumber', 'cardExpiry', 'cardCvc'].map((type) => ({
          id: expect.stringMatching(new RegExp(`^stripe-double-${type}-`)),
          described: ['Este campo es obligatorio.'],
        })),
        { id: 'payment-country', described: ['Este campo es obligatorio.', expect.any(String)] },
      ]);
      await context.close();
    }));

  it('saving an empty shipping form: a focused alert; every required field is aria-invalid and described by its message', () =>
    tally.run('a11y', async () => {
      const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.magazine], partner: false, lang: 'pt' });
      await page.getByTestId('shipping-form').getByRole('button', { name: 'Salvar endereço de entrega' }).click();
      await expect(focusedTestId(page)).resolves.toBe('payment-error');
      await expect(page.getByTestId('payment-error').getAttribute('role')).resolves.toBe('alert');
      const invalid = await invalidControls(page, '[data-testid="shipping-form"]');
      expect(invalid.map((control) => control.id).sort()).toEqual(
        [
          'shipping-apellido',
          'shipping-ciudad',
          'shipping-codigoPostal',
          'shipping-direccion',
          'shipping-nombre',
          'shipping-pais',
          'shipping-provincia',
          'shipping-telefono',
        ].sort(),
      );
      for (const control of invalid) expect(control.described).toContain('Este campo é obrigatório.');
      await context.close();
    }));

  it('the billing form likewise, and it clears a field’s error once it is valid', () =>
    tally.run('a11y', async () => {
      const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false, lang: 'en' });
      await page.getByLabel('I want an invoice').check();
      const billing = page.getByTestId('billing-form');
      await billing.getByRole('button', { name: 'Save billing details' }).click();
      await expect(focusedTestId(page)).resolves.toBe('payment-error');
      const invalid = await invalidControls(page, '[data-testid="billing-form"]');
      expect(invalid.map((control) => control.id)).toEqual(expect.arrayContaining(['billing-nombre', 'billing-nif', 'billing-pais']));
      for (const control of invalid) expect(control.described).toContain('This field is required.');
      await billing.getByLabel('First name', { exact: true }).fill('Marta');
      await billing.getByRole('button', { name: 'Save billing details' }).click();
      await expect(page.locator('#billing-nombre').getAttribute('aria-invalid')).resolves.not.toBe('true');
      await context.close();
    }));

  it('the pay button is aria-busy while the payment runs, and the page reaches thanks', () =>
    tally.run('a11y', async () => {
      const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.magazine], partner: false, lang: 'en' });
      await fillShipping(page, 'en');
      await fillCard(page, '4242424242424242');
      await chooseCountry(page, 'Spain');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${devApiUrl}/profile/payment/checkout/buy`, async (handle: Route) => {
        await held;
        await handle.continue();
      });
      await payButton(page).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="pay-button"]')?.getAttribute('aria-busy') === 'true');
      await expect(payButton(page).getAttribute('aria-disabled')).resolves.toBe('true');
      release();
      await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
      // The thanks heading takes focus, so the confirmation is read first.
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('thanks-title');
      await context.close();
    }));
});
