import { z } from 'zod/mini';
import { courseCategories, languages } from '../catalogue/vocabulary';
import { amountSchema } from '../money/amount';
import { configureZod, currencySchema, idSchema, nullableId, optionalOrDropped, optionalText, requiredText, text } from './values';

/** No eval under a strict Content-Security-Policy (./values.ts). */
configureZod();

/**
 * Zod schemas for every entity of the product spec (docs/rules.md). Everything that
 * comes from outside (API answers, local storage, the token) is parsed with
 * these; the TypeScript types are inferred from them, never written twice.
 */

const asString = z.transform((value: string | number) => String(value));

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
export type { Language } from '../catalogue/vocabulary';
