import { testAddress, testShipping } from '@suscripciones/dev-api/testing';
import { addressFields, emptyDraft, isRequired, lockedCountry, shippingScopeOf, validateBilling, validateShipping, type AddressDraft } from './addressForm';

/** The fake world's test address, as the form holds it. */
const draft: AddressDraft = { ...emptyDraft('ES'), ...testAddress };

describe('required marking', () => {
  it.each(['shipping', 'billing'] as const)('marks in the %s form exactly the fields its blank validation refuses', (kind) => {
    const blank = kind === 'shipping' ? validateShipping(emptyDraft('ES')) : validateBilling(emptyDraft('ES'));
    const refused = blank.ok ? [] : Object.keys(blank.errors);
    expect(addressFields[kind].filter((field) => isRequired(kind, field))).toEqual(addressFields[kind].filter((field) => refused.includes(field)));
  });
});

describe('shipping form rules', () => {
  it('requires everything but the floor', () => {
    expect(addressFields.shipping.filter((field) => !isRequired('shipping', field))).toEqual(['piso']);
    const result = validateShipping(emptyDraft('ES'));
    expect(result).toEqual({
      ok: false,
      errors: {
        nombre: 'required',
        apellido: 'required',
        telefono: 'required',
        direccion: 'required',
        codigoPostal: 'required',
        ciudad: 'required',
        provincia: 'required',
        pais: 'required',
      },
    });
  });

  it('gives ShippingData with the phone as digits with the calling code', () => {
    expect(validateShipping(draft)).toEqual({ ok: true, data: testShipping });
  });

  it('locks the country to the origin for local shipping', () => {
    const scope = { shipping_type: 'local' as const, country_origin: 'ES' };
    expect(lockedCountry(scope)).toBe('ES');
    expect(lockedCountry({ shipping_type: 'local' })).toBeNull();
    const result = validateShipping({ ...draft, pais: 'DE' }, scope);
    expect(result.ok && result.data).toEqual(expect.objectContaining({ pais: 'ES', shipping_type: 'local', country_origin: 'ES' }));
  });

  it('reads the shipping scope declared by the items', () => {
    expect(shippingScopeOf([{ id: 1 }])).toEqual({ shipping_type: 'other' });
    expect(shippingScopeOf([{ shipping_type: 'local', country_origin: 'es' }, { id: 2 }])).toEqual({ shipping_type: 'local', country_origin: 'ES' });
    expect(
      shippingScopeOf([
        { shipping_type: 'local', country_origin: 'ES' },
        { shipping_type: 'local', country_origin: 'PT' },
      ]),
    ).toEqual({ shipping_type: 'other' });
    expect(shippingScopeOf([{ shipping_type: 'local' }])).toEqual({ shipping_type: 'other' });
  });

  it('flags fields that are too long', () => {
    const result = validateShipping({ ...draft, ciudad: 'x'.repeat(201) });
    expect(result).toEqual({ ok: false, errors: { ciudad: 'tooLong' } });
  });
});

describe('billing form rules', () => {
  it('requires the tax id but not the floor or postcode', () => {
    expect(addressFields.billing.filter((field) => !isRequired('billing', field))).toEqual(['piso', 'codigoPostal']);
    const result = validateBilling({ ...draft, nif: ' ', codigoPostal: '' });
    expect(result).toEqual({ ok: false, errors: { nif: 'required' } });
  });

  it('stores the phone with a leading plus and its country', () => {
    const result = validateBilling({ ...draft, codigoPostal: '' });
    expect(result.ok && result.data).toEqual(expect.objectContaining({ telefono: '+34612345678', phoneCountry: 'ES', codigoPostal: '', nif: '12345678Z' }));
  });
});
