import type { Page, Route } from '@playwright/test';
import { devApiUrl } from '../../support/env';
import { useReliability } from '../../support/tally';
import { fillShipping, shippingLabels } from '../../support/shipping';
import { langs, texts, type Lang } from '../../support/texts';
import { chooseCountry, errorBanner, fillCard, ids, openPayment, payButton } from './paymentSupport';
import { expect, test } from '../../support/fixtures';

/**
 * Errors a buyer can meet on /payment, as assistive technology meets them. Each field says its own error where it
 * is: the card fields, the country select and the address fields are aria-invalid with their message in
 * aria-describedby (announced: the card and country messages are live regions, the banner a focused role="alert"),
 * and the banner at the top goes away by itself as the buyer fixes what it asked for, in es, en and pt. The pay
 * button says it is busy while the payment runs.
 */
const tally = useReliability();

const spain: Record<Lang, string> = { es: 'España', en: 'Spain', pt: 'Espanha' };
const required: Record<Lang, string> = { es: 'Este campo es obligatorio.', en: 'This field is required.', pt: 'Este campo é obrigatório.' };
const shippingRequired: Record<Lang, string> = {
  es: 'Por favor, completa y guarda tu dirección de envío.',
  en: 'Please fill in and save your shipping address.',
  pt: 'Por favor, preencha e salve seu endereço de entrega.',
};

interface FieldState {
  invalid: string | null;
  described: string[];
  live: Array<string | null>;
}

/** The control's aria-invalid, the texts its aria-describedby leads to, and whether each is a live region. */
function fieldState(page: Page, selector: string): Promise<FieldState> {
  return page.evaluate((css) => {
    const control = document.querySelector(css);
    const ids = (control?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return {
      invalid: control?.getAttribute('aria-invalid') ?? null,
      described: ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`),
      live: ids.map((id) => document.getElementById(id)?.getAttribute('aria-live') ?? null),
    };
  }, selector);
}

const cardInputs = ['#payment-card-number input', '#payment-card-expiry input', '#payment-card-cvc input'];

test.describe('accessibility: errors at the fields, and a banner that goes once they are fixed', () => {
  for (const lang of langs) {
    test(`in ${lang}: card fields and country`, async ({ openPage }) => {
      const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false, lang });
      await payButton(page).click();
      await expect(errorBanner(page)).toHaveText(texts.errorRequiredFields[lang]);
      for (const input of cardInputs) {
        await expect.poll(() => fieldState(page, input)).toEqual({ invalid: 'true', described: [required[lang]], live: ['polite'] });
      }
      await expect.poll(() => fieldState(page, '#payment-country')).toEqual(expect.objectContaining({ invalid: 'true', live: ['polite', null] }));
      await expect.poll(() => fieldState(page, '#payment-country').then((state) => state.described[0])).toBe(required[lang]);

      // The card done, the banner that asked for it goes, and so do the card fields' errors.
      await fillCard(page, '4242424242424242', { lang });
      await errorBanner(page).waitFor({ state: 'detached' });
      for (const input of cardInputs) await expect.poll(() => fieldState(page, input)).toEqual({ invalid: 'false', described: [], live: [] });

      // Now the country: its own banner, gone once a country is chosen.
      await payButton(page).click();
      await expect(errorBanner(page)).toHaveText(texts.errorInvalidCountry[lang]);
      await chooseCountry(page, spain[lang]);
      await errorBanner(page).waitFor({ state: 'detached' });
      await expect.poll(() => fieldState(page, '#payment-country').then((state) => state.invalid)).toBeNull();
    });
  }

  for (const lang of langs) {
    test(`in ${lang}: the shipping form`, async ({ openPage }) => {
      const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.magazine], partner: false, lang });
      const labels = shippingLabels[lang];
      const form = page.getByTestId('shipping-form');
      await form.getByRole('button', { name: labels.save }).click();
      await expect(errorBanner(page)).toHaveText(shippingRequired[lang]);
      for (const field of ['nombre', 'apellido', 'telefono', 'direccion', 'codigoPostal', 'ciudad', 'provincia', 'pais']) {
        const state = await fieldState(page, `#shipping-${field}`);
        expect({ field, invalid: state.invalid, described: state.described[0] }).toEqual({ field, invalid: 'true', described: required[lang] });
      }
      // A field's error goes as it is filled in; the banner stays until the address is saved.
      await form.getByLabel(labels.nombre, { exact: true }).fill('Pablo');
      await expect.poll(() => fieldState(page, '#shipping-nombre').then((state) => state.invalid)).toBe('false');
      await expect(errorBanner(page)).toBeVisible();
      await fillShipping(page, lang);
      await errorBanner(page).waitFor({ state: 'detached' });
    });
  }
});

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

test.describe('accessibility: errors on the payment page', () => {
  test('pay with nothing filled: a focused alert; each card field and the country say they are required', ({ openPage }) =>
    tally.run('a11y', async () => {
      const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false, lang: 'es' });
      await payButton(page).click();
      const banner = page.getByTestId('payment-error');
      await expect(banner).toHaveText(texts.errorRequiredFields.es);
      await expect(banner).toHaveAttribute('role', 'alert');
      await expect.poll(() => focusedTestId(page)).toBe('payment-error');
      // The double mirrors the container's aria-describedby onto its input, as the page sets it.
      for (const id of ['payment-card-number', 'payment-card-expiry', 'payment-card-cvc']) {
        const input = page.locator(`#${id} input`);
        await expect(input).toHaveAttribute('aria-describedby', `${id}-error`);
        await expect(page.locator(`#${id}-error`)).toHaveText('Este campo es obligatorio.');
      }
      // The card fields are aria-invalid too, not only described.
      await expect
        .poll(() => invalidControls(page, '#payment-form'))
        .toEqual([
          ...['cardNumber', 'cardExpiry', 'cardCvc'].map((type) => ({
            id: expect.stringMatching(new RegExp(`^stripe-double-${type}-`)),
            described: ['Este campo es obligatorio.'],
          })),
          { id: 'payment-country', described: ['Este campo es obligatorio.', expect.any(String)] },
        ]);
    }));

  test('saving an empty shipping form: a focused alert; every required field is aria-invalid and described by its message', ({ openPage }) =>
    tally.run('a11y', async () => {
      const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.magazine], partner: false, lang: 'pt' });
      await page.getByTestId('shipping-form').getByRole('button', { name: 'Salvar endereço de entrega' }).click();
      await expect.poll(() => focusedTestId(page)).toBe('payment-error');
      await expect(page.getByTestId('payment-error')).toHaveAttribute('role', 'alert');
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
    }));

  test('the billing form likewise, and it clears a field’s error once it is valid', ({ openPage }) =>
    tally.run('a11y', async () => {
      const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false, lang: 'en' });
      await page.getByLabel('I want an invoice').check();
      const billing = page.getByTestId('billing-form');
      await billing.getByRole('button', { name: 'Save billing details' }).click();
      await expect.poll(() => focusedTestId(page)).toBe('payment-error');
      const invalid = await invalidControls(page, '[data-testid="billing-form"]');
      expect(invalid.map((control) => control.id)).toEqual(expect.arrayContaining(['billing-nombre', 'billing-nif', 'billing-pais']));
      for (const control of invalid) expect(control.described).toContain('This field is required.');
      await billing.getByLabel('First name', { exact: true }).fill('Marta');
      await billing.getByRole('button', { name: 'Save billing details' }).click();
      await expect(page.locator('#billing-nombre')).not.toHaveAttribute('aria-invalid', 'true');
    }));

  test('the pay button is aria-busy while the payment runs, and the page reaches thanks', ({ openPage }) =>
    tally.run('a11y', async () => {
      const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.magazine], partner: false, lang: 'en' });
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
      await expect(payButton(page)).toHaveAttribute('aria-disabled', 'true');
      release();
      await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
      // The thanks heading takes focus, so the confirmation is read first.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('thanks-title');
    }));
});
