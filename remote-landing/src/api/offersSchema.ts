import { z } from 'zod/mini';
import { currencySchema, idSchema, listOrData, nullableId, offerPrice, optionalOrDropped, optionalText, text, type DroppedEntry } from '@suscripciones/shared';

// zod's page-wide settings (no eval) are the singleton's, set as it loads (shared/src/schemas/values.ts).
const benefitList = z.array(text(500)).check(z.maxLength(50));

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

/** Call 1's answer (the offers, bare or as `data`); `onDropped` hears of every offer dropped (the go-live check lists them). */
export const offersAnswer = (onDropped: (dropped: DroppedEntry) => void) => listOrData(subscriptionOfferSchema, 'subscription offer', onDropped);
