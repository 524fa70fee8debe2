import { z } from 'zod';

/** No eval under a strict Content-Security-Policy (see shared/src/config/runtimeConfig.ts). */
z.config({ jitless: true });

/**
 * Zod schemas for every entity of the product spec (§3). Everything that
 * comes from outside (API answers, local storage, the token) is parsed with
 * these; the TypeScript types are inferred from them, never written twice.
 */

/** Ids travel as numbers or numeric strings; inside the app they are positive integers. */
export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export type Id = z.infer<typeof idSchema>;

/**
 * A money amount as the API sends it ("120.00", 120, "0"). Non-numeric,
 * negative or infinite amounts are rejected so they never reach a total.
 */
export const amountSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/)])
  .transform((value) => Number(value))
  .pipe(z.number().finite().nonnegative());

/** A comma-separated list of ids ("1,2, 18"); junk entries are dropped rather than failing the whole item. */
export const idListSchema = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()])), z.null()])
  .optional()
  .transform((value): number[] => {
    if (value === null || value === undefined) return [];
    const parts = Array.isArray(value) ? value : String(value).split(',');
    const ids = parts.map((part) => idSchema.safeParse(typeof part === 'string' ? part.trim() : part));
    return [...new Set(ids.flatMap((result) => (result.success ? [result.data] : [])))];
  });

export const stripeAccountSchema = z.string().trim().min(1).max(40);
export const currencySchema = z.string().trim().toUpperCase().min(1).max(8);
const text = (max: number) => z.string().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

export const productTypes = {
  subscription: 'Subscription',
  course: 'Curso',
  printedMagazine: 'Revista impresa',
} as const;

export const courseCategorySchema = z.enum(['avicultura', 'nutricion', 'porcino']);
export type CourseCategory = z.infer<typeof courseCategorySchema>;

/** A product of the shop (call 2, call 4 suggestions, and the base of a cart item). */
export const productSchema = z.object({
  id: idSchema,
  name: text(300),
  name_en: optionalText(300),
  name_pt: optionalText(300),
  image: optionalText(2000),
  type: text(60),
  category: z
    .string()
    .nullish()
    .transform((value) => {
      const parsed = courseCategorySchema.safeParse(value);
      return parsed.success ? parsed.data : null;
    }),
  id_medio: z.union([idSchema, z.null()]).optional().default(null),
  medio_id: idListSchema,
  is_media_subscription: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])).catch(0),
  subscription_vinculated: idListSchema,
  price: amountSchema,
  socio_price: amountSchema.nullish().transform((value) => value ?? null),
  stripe_id: text(200),
  stripe_id_socio: optionalText(200),
  stripe_account: stripeAccountSchema,
  currency: currencySchema,
  /** Printed products: shipped only inside the origin country ('local') or anywhere ('other'). */
  shipping_type: z.enum(['local', 'other']).optional().catch(undefined),
  country_origin: z.string().max(120).optional().catch(undefined),
});
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

/** A subscription offer (call 1 with type Subscription): a product with the landing's extra fields. */
export const subscriptionOfferSchema = productSchema.extend({
  /** Kept as the API's string: the landing shows it without its last 3 characters. */
  price: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d+(\.\d+)?$/)),
  medio_subscription_id: z.union([idSchema, z.null()]).optional().default(null),
  medio_vinculado: optionalText(200),
  benefits: z.array(text(500)).max(50).catch([]),
  benefits_en: z.array(text(500)).max(50).optional(),
  benefits_pt: z.array(text(500)).max(50).optional(),
});
export type SubscriptionOffer = z.infer<typeof subscriptionOfferSchema>;

/** A cart item: a product plus the price and Stripe price id that currently apply to it. */
export const cartItemSchema = productSchema.extend({
  current_price: amountSchema,
  current_stripe_id: text(200),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The signed-in user, as carried in the token's payload. */
export const userSchema = z.object({
  token_id: z.union([z.string().min(1).max(200), z.number()]).transform(String),
  nombre: text(200),
  apellidos: optionalText(200),
  email: z.string().max(320),
  foto: z
    .string()
    .max(2000)
    .nullish()
    .transform((value) => (value && /^(https?:)?\/\//.test(value) ? value : null)),
});
export type User = z.infer<typeof userSchema>;

/** One paid subscription of the user (call 5). The full shape is not specified, so extra fields pass through. */
export const paidSubscriptionSchema = z.looseObject({
  id_medio_newsletter: z.union([idSchema, z.null()]).optional().default(null),
  medio: optionalText(200),
  id_suscripcion: z.union([idSchema, z.null()]).optional().default(null),
});
export type PaidSubscription = z.infer<typeof paidSubscriptionSchema>;

export const countrySchema = z.object({
  id_pais: z.coerce.number().int().nonnegative(),
  code: z.string().regex(/^[A-Za-z]{2}$/).transform((code) => code.toUpperCase()),
  countrynameENG: text(120),
  countrynameES: text(120),
  countrynamePT: text(120),
});
export type Country = z.infer<typeof countrySchema>;

const requiredField = z.string().trim().min(1).max(200);
const optionalField = z.string().trim().max(200).optional().default('');

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
  country_origin: z.string().max(120).optional(),
  shipping_type: z.enum(['local', 'other']).optional(),
});
export type ShippingData = z.infer<typeof shippingDataSchema>;

export const billingDataSchema = z.object({
  nombre: requiredField,
  apellido: requiredField,
  telefono: requiredField,
  phoneCountry: z.string().max(4).optional().default(''),
  nif: requiredField,
  direccion: requiredField,
  piso: optionalField,
  codigoPostal: optionalField,
  ciudad: requiredField,
  provincia: requiredField,
  pais: requiredField,
});
export type BillingData = z.infer<typeof billingDataSchema>;

export const suggestionResponseSchema = z.object({
  success: z.boolean(),
  suggestions: z.array(productSchema).max(50),
});
export type SuggestionResponse = z.infer<typeof suggestionResponseSchema>;

/** Call 3's payload, validated by the front end before sending and by dev-api on receipt. */
export const buyRequestSchema = z.object({
  invoice: z.boolean(),
  token_id: z.string().min(1),
  products: z
    .array(z.object({ id: idSchema, price: z.number().positive(), stripe_id: z.string().min(1) }))
    .min(1),
  paymentMethodId: z.string().min(1),
  currency: currencySchema,
  facturaData: billingDataSchema.nullable(),
  shippingData: shippingDataSchema.or(billingDataSchema).nullable(),
  session_id: z.string().min(1).max(200),
});
export type BuyRequest = z.infer<typeof buyRequestSchema>;

export const buyResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  clientSecret: z.string().optional(),
});
export type BuyResponse = z.infer<typeof buyResponseSchema>;

/** Tracking event (call 7): the fixed fields plus flat extra fields. */
export const trackingEventSchema = z
  .object({
    event_type: z.string().min(1).max(200),
    timestamp: z.iso.datetime(),
    page_url: z.string().max(4000),
    portal: z.string().max(200),
    user_agent: z.string().max(1000),
  })
  .catchall(z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]));
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const languageSchema = z.enum(['es', 'en', 'pt']);
export type Language = z.infer<typeof languageSchema>;

export const regionSchema = z.enum(['es', 'latam', 'br', 'global', 'ar']);
export type Region = z.infer<typeof regionSchema>;
