import type { CountryCode } from 'libphonenumber-js/min';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { emptyDraft, lockedCountry, validateShipping, type AddressDraft, type FieldErrors, type ShippingScope } from '../address/addressForm';
import type { ShippingData } from '../address/addressData';
import { isPhoneCountry, limitNationalDigits } from '../address/phone';
import type { WalletPayment } from './walletEvent';

/**
 * The spec's shipping data (nombre, apellido, telefono, direccion,
 * codigoPostal, ciudad, provincia, pais) from what the wallet gave: the
 * recipient (else the payer) split into first name and the rest, the phone
 * of the address (else the payer's) as calling code and national digits, the
 * first address line as the street and the others as `piso`. What is missing
 * stays empty, so the same rules as the form decide whether it is complete;
 * an address outside a cart's local shipping country is not taken.
 */
export type WalletShipping = { ok: true; data: ShippingData; draft: AddressDraft } | { ok: false; draft: AddressDraft; errors: FieldErrors };

function splitName(full: string): { nombre: string; apellido: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { nombre: first, apellido: rest.join(' ') };
}

function phoneOf(raw: string, fallbackCountry: CountryCode): { phoneCountry: string; telefono: string } {
  const parsed = raw ? parsePhoneNumberFromString(raw, fallbackCountry) : undefined;
  if (!parsed?.country || !isPhoneCountry(parsed.country)) return { phoneCountry: fallbackCountry, telefono: '' };
  return { phoneCountry: parsed.country, telefono: limitNationalDigits(parsed.country, parsed.nationalNumber) };
}

export function walletShipping(payment: WalletPayment, scope: ShippingScope, regionPhone: CountryCode): WalletShipping {
  const address = payment.shippingAddress;
  const pais = address?.country?.trim().toUpperCase() ?? '';
  const [street = '', ...more] = (address?.addressLine ?? []).map((line) => line.trim()).filter((line) => line !== '');
  const phoneCountry = isPhoneCountry(pais) ? pais : regionPhone;
  const draft: AddressDraft = {
    ...emptyDraft(phoneCountry, pais),
    ...splitName(address?.recipient?.trim() || payment.payerName),
    ...phoneOf(address?.phone?.trim() || payment.payerPhone, phoneCountry),
    phonePicked: true,
    direccion: street,
    piso: more.join(', '),
    codigoPostal: address?.postalCode?.trim() ?? '',
    ciudad: address?.city?.trim() ?? '',
    provincia: address?.region?.trim() ?? '',
  };
  const locked = lockedCountry(scope);
  if (locked && pais !== locked) return { ok: false, draft: { ...draft, pais: locked }, errors: { pais: 'required' } };
  const checked = validateShipping(draft, scope);
  return checked.ok ? { ok: true, data: checked.data, draft } : { ok: false, draft, errors: checked.errors };
}
