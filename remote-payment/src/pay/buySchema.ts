import { z } from 'zod/mini';
import { currencySchema, idSchema, nonEmptyText, requiredText } from '@suscripciones/shared';
import { billingDataSchema, shippingDataSchema } from '../address/addressData';

/** Call 3's request and answer, as the payment sends and reads them (and dev-api, as strict, checks them). */

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
