import { z } from 'zod/mini';
import { billingDataSchema, shippingDataSchema, type BillingData, type ShippingData } from './addressData';
import { storedPhone } from './phone';

/**
 * The shipping and billing forms as plain data and rules (docs/rules.md):
 * what the buyer types (a draft), which fields each form has and requires,
 * and the validation that turns a draft into ShippingData or BillingData.
 */
export type AddressKind = 'shipping' | 'billing';

export interface AddressDraft {
  nombre: string;
  apellido: string;
  /** The phone country (ISO code) the number is typed for. */
  phoneCountry: string;
  /** The buyer picked the phone country: it no longer follows the chosen country. */
  phonePicked: boolean;
  /** National digits of the phone, as typed (digits only). */
  telefono: string;
  nif: string;
  direccion: string;
  piso: string;
  codigoPostal: string;
  ciudad: string;
  provincia: string;
  /** ISO code of the country. */
  pais: string;
}

export type AddressField = Exclude<keyof AddressDraft, 'phoneCountry' | 'phonePicked'>;
/** What the buyer edits: the fields and the phone country. */
export type DraftField = AddressField | 'phoneCountry';

export const addressFields: Readonly<Record<AddressKind, readonly AddressField[]>> = {
  shipping: ['nombre', 'apellido', 'telefono', 'direccion', 'piso', 'codigoPostal', 'ciudad', 'provincia', 'pais'],
  billing: ['nombre', 'apellido', 'telefono', 'nif', 'direccion', 'piso', 'codigoPostal', 'ciudad', 'provincia', 'pais'],
};

const addressSchemas: Readonly<Record<AddressKind, { shape: Readonly<Record<string, z.ZodMiniType>> }>> = {
  shipping: shippingDataSchema,
  billing: billingDataSchema,
};

/** A field is marked required when its form's schema (./addressData.ts) refuses it blank: the rule has one place. */
export const isRequired = (kind: AddressKind, field: AddressField): boolean => addressSchemas[kind].shape[field]?.safeParse('').success === false;

export function emptyDraft(phoneCountry: string, pais = ''): AddressDraft {
  return {
    nombre: '',
    apellido: '',
    phoneCountry,
    phonePicked: false,
    telefono: '',
    nif: '',
    direccion: '',
    piso: '',
    codigoPostal: '',
    ciudad: '',
    provincia: '',
    pais,
  };
}

/** Where shipping may go: anywhere, or only within the origin country (local shipping). */
export interface ShippingScope {
  shipping_type: 'local' | 'other';
  country_origin?: string;
}

const anywhere: ShippingScope = { shipping_type: 'other' };

const scopeFieldsSchema = z.object({
  shipping_type: z.optional(z.enum(['local', 'other'])),
  country_origin: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/))),
});

/**
 * The shipping scope of a cart: local to one origin country when every item
 * that declares a scope says local with the same origin; anywhere otherwise
 * (also when no item declares one).
 */
export function shippingScopeOf(items: readonly object[]): ShippingScope {
  const origins = new Set<string>();
  let local = false;
  for (const item of items) {
    const parsed = scopeFieldsSchema.safeParse(item);
    if (!parsed.success || parsed.data.shipping_type === undefined) continue;
    if (parsed.data.shipping_type !== 'local' || !parsed.data.country_origin) return anywhere;
    local = true;
    origins.add(parsed.data.country_origin);
  }
  const [origin] = origins;
  return local && origins.size === 1 && origin ? { shipping_type: 'local', country_origin: origin } : anywhere;
}

/** The country the shipping form is locked to, if any. */
export const lockedCountry = (scope: ShippingScope): string | null => (scope.shipping_type === 'local' && scope.country_origin ? scope.country_origin : null);

export type FieldError = 'required' | 'tooLong';
export type FieldErrors = Partial<Record<AddressField, FieldError>>;
export type Validation<Data> = { ok: true; data: Data } | { ok: false; errors: FieldErrors };

function errorsOf(error: z.core.$ZodError, fields: readonly AddressField[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) continue;
    errors[field as AddressField] ??= issue.code === 'too_big' ? 'tooLong' : 'required';
  }
  return errors;
}

function validate<Data>(schema: z.ZodMiniType<Data>, candidate: unknown, kind: AddressKind): Validation<Data> {
  const parsed = schema.safeParse(candidate);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: errorsOf(parsed.error, addressFields[kind]) };
}

/** What both addresses ask alike: who, and where (the country apart: shipping's may be locked). */
const nameAndPlace = (draft: AddressDraft) => ({
  nombre: draft.nombre,
  apellido: draft.apellido,
  direccion: draft.direccion,
  piso: draft.piso,
  codigoPostal: draft.codigoPostal,
  ciudad: draft.ciudad,
  provincia: draft.provincia,
});

export function validateShipping(draft: AddressDraft, scope: ShippingScope = anywhere): Validation<ShippingData> {
  return validate(
    shippingDataSchema,
    {
      ...nameAndPlace(draft),
      telefono: storedPhone(draft.phoneCountry, draft.telefono, { leadingPlus: false }),
      pais: lockedCountry(scope) ?? draft.pais,
      shipping_type: scope.shipping_type,
      ...(scope.country_origin ? { country_origin: scope.country_origin } : {}),
    },
    'shipping',
  );
}

export function validateBilling(draft: AddressDraft): Validation<BillingData> {
  return validate(
    billingDataSchema,
    {
      ...nameAndPlace(draft),
      telefono: storedPhone(draft.phoneCountry, draft.telefono, { leadingPlus: true }),
      phoneCountry: draft.phoneCountry,
      nif: draft.nif,
      pais: draft.pais,
    },
    'billing',
  );
}
