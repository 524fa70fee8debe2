import type { Page } from '@playwright/test';
import { addresses, fillShipping } from '../../support/shipping';
import { langs, type Lang } from '../../support/texts';
import { chooseCountry, fillCard, ids, openPayment, orders, payAndExpectThanks } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';

/**
 * The phone's country follows the country the buyer chose: the payment country, else the address form's, else the page's region.
 * With Spain chosen, the number typed goes to call 3 as a Spanish one, in
 * every language, even when the shipping address is in another country.
 */

const spain: Record<Lang, string> = { es: 'España', en: 'Spain', pt: 'Espanha' };
/** The page's region before any country is chosen (the test browser's locale is en-GB). */
const regionPhone: Record<Lang, string> = { es: 'ES', en: 'GB', pt: 'BR' };

const phoneCountry = (page: Page, section: 'shipping' | 'billing') => page.locator(`#${section}-telefono-country`).inputValue();

test.describe('the phone country', () => {
  for (const lang of langs) {
    test(`in ${lang}: follows the chosen payment country, and call 3 sends a Spanish number`, async ({ openPage }) => {
      const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.magazine], partner: false, lang });
      await expect.poll(() => phoneCountry(page, 'shipping')).toBe(regionPhone[lang]);
      await chooseCountry(page, spain[lang]);
      await expect.poll(() => phoneCountry(page, 'shipping')).toBe('ES');
      await fillShipping(page, lang, addresses.portugal);
      await expect(page.getByTestId('shipping-summary')).toContainText('+34 612 34 56 78');
      await fillCard(page, '4242424242424242', { lang });
      await payAndExpectThanks(page);
      const [order] = await orders();
      expect(order?.shippingData).toEqual(expect.objectContaining({ telefono: '34612345678', pais: 'PT' }));
    });
  }

  test('typed before any country is chosen, it follows the country chosen afterwards; billing is sent with its plus and country', async ({ openPage }) => {
    const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.courseES], partner: false, lang: 'en' });
    await page.locator('#payment-invoice').check();
    const billing = page.getByTestId('billing-form');
    await billing.getByRole('textbox', { name: 'Phone', exact: true }).pressSequentially('612345678');
    await expect.poll(() => phoneCountry(page, 'billing')).toBe('GB');
    // The address form's country leads while no payment country is chosen, then the payment country does.
    await billing.getByLabel('Country', { exact: true }).selectOption('PT');
    await expect.poll(() => phoneCountry(page, 'billing')).toBe('PT');
    await chooseCountry(page, 'Spain');
    await expect.poll(() => phoneCountry(page, 'billing')).toBe('ES');
    await billing.getByLabel('First name', { exact: true }).fill('Marta');
    await billing.getByLabel('Last name', { exact: true }).fill('García López');
    await billing.getByLabel('Tax ID (NIF / VAT number)', { exact: true }).fill('12345678Z');
    await billing.getByLabel('Address', { exact: true }).fill('Gran Vía 2');
    await billing.getByLabel('City', { exact: true }).fill('Madrid');
    await billing.getByLabel('Province or state', { exact: true }).fill('Madrid');
    await billing.getByRole('button', { name: 'Save billing details' }).click();
    await page.getByTestId('billing-summary').waitFor();
    await fillCard(page, '4242424242424242');
    await payAndExpectThanks(page);
    const [order] = await orders();
    expect(order?.facturaData).toEqual(expect.objectContaining({ telefono: '+34612345678', phoneCountry: 'ES' }));
  });
});
