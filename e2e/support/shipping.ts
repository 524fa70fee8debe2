import type { Page } from 'playwright-core';
import type { Lang } from './texts';

/** The shipping form's labels on /payment, per language. */
export const shippingLabels = {
  es: { nombre: 'Nombre', apellido: 'Apellidos', telefono: 'Teléfono', direccion: 'Dirección', codigoPostal: 'Código postal', ciudad: 'Ciudad', provincia: 'Provincia', pais: 'País', save: 'Guardar dirección de envío' },
  en: { nombre: 'First name', apellido: 'Last name', telefono: 'Phone', direccion: 'Address', codigoPostal: 'Postcode', ciudad: 'City', provincia: 'Province or state', pais: 'Country', save: 'Save shipping address' },
  pt: { nombre: 'Nome', apellido: 'Sobrenome', telefono: 'Telefone', direccion: 'Endereço', codigoPostal: 'CEP / código postal', ciudad: 'Cidade', provincia: 'Estado ou província', pais: 'País', save: 'Salvar endereço de entrega' },
} as const;

/** Fills and saves the shipping form with a Spanish address, as a buyer would. */
export async function fillShipping(page: Page, lang: Lang): Promise<void> {
  const labels = shippingLabels[lang];
  const form = page.getByTestId('shipping-form');
  await form.getByLabel(labels.nombre, { exact: true }).fill('Pablo');
  await form.getByLabel(labels.apellido, { exact: true }).fill('Martín Ruiz');
  await form.getByRole('textbox', { name: labels.telefono, exact: true }).pressSequentially('612345678');
  await form.getByLabel(labels.direccion, { exact: true }).fill('Calle Mayor 1');
  await form.getByLabel(labels.codigoPostal, { exact: true }).fill('28001');
  await form.getByLabel(labels.ciudad, { exact: true }).fill('Madrid');
  await form.getByLabel(labels.provincia, { exact: true }).fill('Madrid');
  const country = form.getByLabel(labels.pais, { exact: true });
  if (await country.isEnabled()) await country.selectOption('ES');
  await form.getByRole('button', { name: labels.save }).click();
  await page.getByTestId('shipping-summary').waitFor();
}
