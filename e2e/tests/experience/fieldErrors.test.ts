import type { Page } from 'playwright-core';
import { devApi, useBrowser } from '../../support/browser';
import { fillShipping, shippingLabels } from '../../support/shipping';
import { langs, texts, type Lang } from '../../support/texts';
import { chooseCountry, errorBanner, fillCard, ids, openPayment, payButton } from '../payment/paymentSupport';

/**
 * Each field says its own error where it is: the card
 * fields, the country select and the address fields are aria-invalid with
 * their message in aria-describedby (announced: the card and country
 * messages are live regions, the banner a focused alert), and the banner at
 * the top goes away by itself as the buyer fixes what it asked for, in es,
 * en and pt.
 */
const browser = useBrowser();
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

describe('errors at the fields, and a banner that goes once they are fixed', () => {
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
