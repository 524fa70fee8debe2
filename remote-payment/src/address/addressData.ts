import { z } from 'zod/mini';
import { text } from '@suscripciones/shared';

const requiredField = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const optionalField = z._default(z.optional(z.string().check(z.trim(), z.maxLength(200))), '');

/** The shipping data of the spec (docs/rules.md): what call 3 sends, and what the shipping form saves. */
export const shippingDataSchema = z.object({
  nombre: requiredField,
  apellido: requiredField,
  telefono: requiredField,
  direccion: requiredField,
  piso: optionalField,
  codigoPostal: requiredField,
  ciudad: requiredField,
  provincia: requiredField,
  pais: requiredField,
  country_origin: z.optional(text(120)),
  shipping_type: z.optional(z.enum(['local', 'other'])),
});
export type ShippingData = z.infer<typeof shippingDataSchema>;

/** The billing data of the spec: what call 3 sends when an invoice is wanted, and what the billing form saves. */
export const billingDataSchema = z.object({
  nombre: requiredField,
  apellido: requiredField,
  telefono: requiredField,
  phoneCountry: z._default(z.optional(text(4)), ''),
  nif: requiredField,
  direccion: requiredField,
  piso: optionalField,
  codigoPostal: optionalField,
  ciudad: requiredField,
  provincia: requiredField,
  pais: requiredField,
});
export type BillingData = z.infer<typeof billingDataSchema>;
