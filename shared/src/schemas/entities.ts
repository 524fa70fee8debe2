import { z } from 'zod/mini';
import { courseCategories, languages, productTypes, regions } from '@suscripciones/kit/catalogue';
import { parseMoneyAmount } from '@suscripciones/kit/money';
import { configureZod, idSchema, nonEmptyText, requiredText, text } from '@suscripciones/kit/schemas';

/** No eval under a strict Content-Security-Policy (kit/src/schemas/zodBase.ts). */
configureZod();

/**
 * Zod schemas for every entity of the product spec (docs/rules.md). Everything that
 * comes from outside (API answers, local storage, the token) is parsed with
 * these; the TypeScript types are inferred from them, never written twice.
 */

/** An optional id that may also be null; absent gives null. */
const nullableId = z._default(z.optional(z.union([idSchema, z.null()])), null);

/** Text that may be absent or null: an empty string then. */
const optionalText = (max: number) =>
  z.pipe(
    z.nullish(text(max)),
    z.transform((value) => value ?? ''),
  );
/** An optional field that is dropped (undefined) when it is invalid. */
const optionalOrDropped = <Schema extends z.ZodMiniType>(schema: Schema) => z.catch(z.optional(schema), undefined);
const asString = z.transform((value: string | number) => String(value));
const decimalPattern = /^\d+(\.\d+)?$/;

/**
 * A money amount as the API sends it ("120.00", 120, "0"). Non-numeric,
 * negative or infinite amounts are rejected so they never reach a total.
 */
export const amountSchema = z.pipe(
  z.pipe(
    z.union([z.number(), z.string().check(z.trim(), z.regex(decimalPattern))]),
    z.transform((value: number | string) => Number(value)),
  ),
  z.number().check(z.nonnegative()),
);

/** A comma-separated list of ids ("1,2, 18"); junk entries are dropped rather than failing the whole item. */
const idListSchema = z.pipe(
  z.optional(z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()])), z.null()])),
  z.transform((value): number[] => {
    if (value === null || value === undefined) return [];
    const parts = Array.isArray(value) ? value : String(value).split(',');
    const ids = parts.map((part) => idSchema.safeParse(typeof part === 'string' ? part.trim() : part));
    return [...new Set(ids.flatMap((result) => (result.success ? [result.data] : [])))];
  }),
);

const stripeAccountSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
export const currencySchema = z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(8));


const courseCategorySchema = z.enum(courseCategories);
export type CourseCategory = z.infer<typeof courseCategorySchema>;

/** A product of the shop (call 2, call 4 suggestions, and the base of a cart item). */
export const productSchema = z.object({
  id: idSchema,
  name: text(300),
  name_en: optionalText(300),
  name_pt: optionalText(300),
  image: optionalText(2000),
  /** Trimmed, so every rule compares it with the spec's words (productTypes) the same way. */
  type: z.string().check(z.trim(), z.maxLength(60)),
  category: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => {
      const parsed = courseCategorySchema.safeParse(value);
      return parsed.success ? parsed.data : null;
    }),
  ),
  id_medio: nullableId,
  medio_id: idListSchema,
  is_media_subscription: z.catch(z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1)])), 0),
  subscription_vinculated: idListSchema,
  price: amountSchema,
  socio_price: z.pipe(
    z.nullish(amountSchema),
    z.transform((value) => value ?? null),
  ),
  stripe_id: text(200),
  stripe_id_socio: optionalText(200),
  stripe_account: stripeAccountSchema,
  currency: currencySchema,
  /** Printed products: shipped only inside the origin country ('local') or anywhere ('other'). */
  shipping_type: optionalOrDropped(z.enum(['local', 'other'])),
  country_origin: optionalOrDropped(text(120)),
});
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

const benefitList = z.array(text(500)).check(z.maxLength(50));
/**
 * An offer's price, read as an amount (see parseMoneyAmount for what is
 * accepted and why "1.234,50" is refused) and kept as the spec's string in
 * the one shape it was written for, "NNN.NN" (120 → "120.00", "99.5" →
 * "99.50"): the display formats that amount, so no shape a service sends can
 * show a wrong price.
 */
const offerPrice = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value, context) => {
    const amount = parseMoneyAmount(value);
    if (amount !== undefined) return amount.toFixed(2);
    context.issues.push({ code: 'custom', message: `price ${JSON.stringify(value)} is not an amount`, input: value });
    return z.NEVER;
  }),
);

/**
 * A subscription offer (call 1 with type Subscription), with the fields spec
 * the spec lists and nothing more required: an offer is not a product (no type,
 * no Stripe ids, no account). The full product comes from call 2 when the
 * offer enters the cart.
 */
export const subscriptionOfferSchema = z.object({
  id: idSchema,
  name: text(300),
  name_en: optionalText(300),
  name_pt: optionalText(300),
  image: optionalText(2000),
  price: offerPrice,
  currency: currencySchema,
  medio_subscription_id: nullableId,
  id_medio: nullableId,
  medio_vinculado: optionalText(200),
  benefits: z.catch(benefitList, []),
  /** Not in the spec; used when a service sends translated benefits. */
  benefits_en: optionalOrDropped(benefitList),
  benefits_pt: optionalOrDropped(benefitList),
});
export type SubscriptionOffer = z.infer<typeof subscriptionOfferSchema>;

/** A cart item: a product plus the price and Stripe price id that currently apply to it. */
export const cartItemSchema = z.extend(productSchema, {
  current_price: amountSchema,
  current_stripe_id: text(200),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The signed-in user, as carried in the token's payload. */
export const userSchema = z.object({
  token_id: z.pipe(z.union([requiredText(200), z.number()]), asString),
  nombre: text(200),
  apellidos: optionalText(200),
  email: text(320),
  foto: z.pipe(
    z.nullish(text(2000)),
    z.transform((value) => (value && /^(https?:)?\/\//.test(value) ? value : null)),
  ),
});
export type User = z.infer<typeof userSchema>;

/** One paid subscription of the user (call 5). The full shape is not specified, so extra fields pass through. */
export const paidSubscriptionSchema = z.looseObject({
  id_medio_newsletter: nullableId,
  medio: optionalText(200),
  id_suscripcion: nullableId,
});
export type PaidSubscription = z.infer<typeof paidSubscriptionSchema>;

export const countrySchema = z.object({
  id_pais: z.coerce.number().check(z.int(), z.nonnegative()),
  code: z.pipe(
    z.string().check(z.regex(/^[A-Za-z]{2}$/)),
    z.transform((code) => code.toUpperCase()),
  ),
  countrynameENG: text(120),
  countrynameES: text(120),
  countrynamePT: text(120),
});
export type Country = z.infer<typeof countrySchema>;

const requiredField = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const optionalField = z._default(z.optional(z.string().check(z.trim(), z.maxLength(200))), '');

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

/**
 * One suggested membership of call 4: "items like subscriptions with id,
 * image, price, currency" (docs/rules.md). Only the id is relied on; the rest of
 * the membership comes from call 2.
 */
export const suggestionSchema = z.object({
  id: idSchema,
  image: optionalText(2000),
  price: optionalOrDropped(offerPrice),
  currency: optionalOrDropped(currencySchema),
});

/** Call 3's payload, validated by the front end before sending and by dev-api on receipt. */
export const buyRequestSchema = z.object({
  invoice: z.boolean(),
  token_id: z.string().check(z.minLength(1)),
  products: z.array(z.object({ id: idSchema, price: z.number().check(z.positive()), stripe_id: nonEmptyText })).check(z.minLength(1)),
  paymentMethodId: nonEmptyText,
  currency: currencySchema,
  facturaData: z.nullable(billingDataSchema),
  shippingData: z.nullable(z.union([shippingDataSchema, billingDataSchema])),
  session_id: requiredText(200),
});
export type BuyRequest = z.infer<typeof buyRequestSchema>;

export const buyResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  clientSecret: z.optional(z.string()),
});
export type BuyResponse = z.infer<typeof buyResponseSchema>;

/** Tracking event (call 7): the fixed fields plus flat extra fields. */
export const trackingEventSchema = z.catchall(
  z.object({
    event_type: requiredText(200),
    timestamp: z.iso.datetime(),
    page_url: text(4000),
    portal: text(200),
    user_agent: text(1000),
  }),
  z.union([text(1000), z.number(), z.boolean(), z.null()]),
);
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

export type Region = (typeof regions)[number];
