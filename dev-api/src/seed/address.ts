/**
 * The one test address of the fake world: a buyer in Madrid, as a form holds it, as call 3 carries it (shipping
 * data with the phone as digits with its calling code, billing data with a leading plus) and as the wallet the
 * Stripe double offers keeps it. dev-api's, the apps' and the browser tests use it from here.
 */
export const testAddress = {
  nombre: 'Marta',
  apellido: 'García López',
  nif: '12345678Z',
  direccion: 'Calle Mayor 1',
  piso: '2º B',
  codigoPostal: '28001',
  ciudad: 'Madrid',
  provincia: 'Madrid',
  pais: 'ES',
  /** The phone as typed: the national number, its country (Spain, +34) chosen beside it. */
  telefono: '612345678',
} as const;

const { nif, telefono, ...place } = testAddress;

/** Shipping data holding every field the profile service requires of a shipped item. */
export const testShipping = { ...place, telefono: `34${telefono}`, shipping_type: 'other' as const };

/** Billing data: its postal code is optional, and this one has none. */
export const testBilling = { ...place, telefono: `+34${telefono}`, phoneCountry: 'ES', nif, codigoPostal: '' };
