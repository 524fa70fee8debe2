/**
 * The one test address of every test (dev-api's, the apps'): a buyer in Madrid, as a form holds it and as call 3
 * carries it (shipping data with the phone as digits with its calling code, billing data with a leading plus).
 */
export const testAddress = {
  nombre: 'Marta',
  apellido: 'García',
  nif: '12345678Z',
  direccion: 'Calle Mayor 1',
  codigoPostal: '28001',
  ciudad: 'Madrid',
  provincia: 'Madrid',
  pais: 'ES',
  /** The phone as typed: the national number, its country chosen beside it. */
  telefono: '612345678',
} as const;

const { nif, telefono, ...place } = testAddress;

/** Shipping data holding every field the profile service requires of a shipped item. */
export const testShipping = { ...place, telefono: `34${telefono}`, piso: '', shipping_type: 'other' as const };

/** Billing data: its postal code is optional, and this one has none. */
export const testBilling = { ...place, telefono: `+34${telefono}`, phoneCountry: 'ES', nif, piso: '2º B', codigoPostal: '' };
