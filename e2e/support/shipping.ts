import type { Page } from '@playwright/test';
import type { Lang } from './texts';

/** The shipping form's labels on /payment, per language. */
export const shippingLabels = {
  es: {
    nombre: 'Nombre',
    apellido: 'Apellidos',
    telefono: 'Teléfono',
    direccion: 'Dirección',
    codigoPostal: 'Código postal',
    ciudad: 'Ciudad',
    provincia: 'Provincia',
    pais: 'País',
    save: 'Guardar dirección de envío',
  },
  en: {
    nombre: 'First name',
    apellido: 'Last name',
    telefono: 'Phone',
    direccion: 'Address',
    codigoPostal: 'Postcode',
    ciudad: 'City',
    provincia: 'Province or state',
    pais: 'Country',
    save: 'Save shipping address',
  },
  pt: {
    nombre: 'Nome',
    apellido: 'Sobrenome',
    telefono: 'Telefone',
    direccion: 'Endereço',
    codigoPostal: 'CEP / código postal',
    ciudad: 'Cidade',
    provincia: 'Estado ou província',
    pais: 'País',
    save: 'Salvar endereço de entrega',
  },
} as const;

/** A Spanish address, and a Portuguese one (to show what follows which country). */
export const addresses = {
  spain: { direccion: 'Calle Mayor 1', codigoPostal: '28001', ciudad: 'Madrid', provincia: 'Madrid', pais: 'ES' },
  portugal: { direccion: 'Rua Augusta 10', codigoPostal: '1100-053', ciudad: 'Lisboa', provincia: 'Lisboa', pais: 'PT' },
} as const;

/** Fills and saves the shipping form, as a buyer would (a Spanish address unless told), typing the phone without touching its country. */
export async function fillShipping(page: Page, lang: Lang, address: (typeof addresses)[keyof typeof addresses] = addresses.spain): Promise<void> {
  const labels = shippingLabels[lang];
  const form = page.getByTestId('shipping-form');
  await form.getByLabel(labels.nombre, { exact: true }).fill('Pablo');
  await form.getByLabel(labels.apellido, { exact: true }).fill('Martín Ruiz');
  await form.getByRole('textbox', { name: labels.telefono, exact: true }).pressSequentially('612345678');
  await form.getByLabel(labels.direccion, { exact: true }).fill(address.direccion);
  await form.getByLabel(labels.codigoPostal, { exact: true }).fill(address.codigoPostal);
  await form.getByLabel(labels.ciudad, { exact: true }).fill(address.ciudad);
  await form.getByLabel(labels.provincia, { exact: true }).fill(address.provincia);
  const country = form.getByLabel(labels.pais, { exact: true });
  if (await country.isEnabled()) await country.selectOption(address.pais);
  await form.getByRole('button', { name: labels.save }).click();
  await page.getByTestId('shipping-summary').waitFor();
}
