import type { Page, Route } from 'playwright-core';
import { devApi, useBrowser } from '../../support/browser';
import { devApiUrl } from '../../support/env';
import { useReliability } from '../../support/reliability';
import { fillShipping, shippingLabels } from '../../support/shipping';
import { langs, texts, type Lang } from '../../support/texts';
import { chooseCountry, errorBanner, fillCard, ids, openPayment, payButton } from './paymentSupport';

/**
 * Errors a buyer can meet on /payment, as assistive technology meets them. Each field says its own error where it
 * is: the card fields, the country select and the address fields are aria-invalid with their message in
 * aria-describedby (announced: the card and country messages are live regions, the banner a focused role="alert"),
 * and the banner at the top goes away by itself as the buyer fixes what it asked for, in es, en and pt. The pay
 * button says it is busy while the payment runs.
 */
const browser = useBrowser();
const tally = useReliability(__filename);
beforeEach(() => devApi.reset());

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

describe('accessibility: errors at the fields, and a banner that goes once they are fixed', () => {
  it.each(langs)('in %s: card fields and country', async (lang) => {
    const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.courseES], partner: false, lang });
    await payButton(page).click();
    await expect(errorBanner(page).textContent()).resolves.toBe(texts.errorRequiredFields[lang]);
    for (const input of cardInputs) {
      await expect(fieldState(page, input)).resolves.toEqual({ invalid: 'true', described: [required[lang]], live: ['polite'] });
    }
    await expect(fieldState(page, '#payment-country')).resolves.toEqual(expect.objectContaining({ invalid: 'true', live: ['polite', null] }));
    await expect(fieldState(page, '#payment-country').then((state) => state.described[0])).resolves.toBe(required[lang]);

    // The card done, the banner that asked for it goes, and so do the card fields' errors.
    await fillCard(page, '4242424242424242', { lang });
    await errorBanner(page).waitFor({ state: 'detached' });
    for (const input of cardInputs) await expect(fieldState(page, input)).resolves.toEqual({ invalid: 'false', described: [], live: [] });

    // Now the country: its own banner, gone once a country is chosen.
    await payButton(page).click();
    await expect(errorBanner(page).textContent()).resolves.toBe(texts.errorInvalidCountry[lang]);
    await chooseCountry(page, spain[lang]);
    await errorBanner(page).waitFor({ state: 'detached' });
    await expect(fieldState(page, '#payment-country').then((state) => state.invalid)).resolves.toBeNull();
    await context.close();
  });

  it.each(langs)('in %s: the shipping form', async (lang) => {
    const { page, context } = await openPayment(browser(), { user: 'guest-1', productIds: [ids.magazine], partner: false, lang });
    const labels = shippingLabels[lang];
    const form = page.getByTestId('shipping-form');
    await form.getByRole('button', { name: labels.save }).click();
    await expect(errorBanner(page).textContent()).resolves.toBe(shippingRequired[lang]);
    for (const field of ['nombre', 'apellido', 'telefono', 'direccion', 'codigoPostal', 'ciudad', 'provincia', 'pais']) {
      const state = await fieldState(page, `#shipping-${field}`);
      expect({ field, invalid: state.invalid, described: state.described[0] }).toEqual({ field, invalid: 'true', described: required[lang] });
    }
    // A field's error goes as it is filled in; the banner stays until the address is saved.
    await form.getByLabel(labels.nombre, { exact: true }).fill('Pablo');
    await expect(fieldState(page, '#shipping-nombre').then((state) => state.invalid)).resolves.toBe('false');
    await expect(errorBanner(page).isVisible()).resolves.toBe(true);
    await fillShipping(page, lang);
    await errorBanner(page).waitFor({ state: 'detached' });
    await context.close();
  });
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

describe('accessibility: errors on the payment page', () => {
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
