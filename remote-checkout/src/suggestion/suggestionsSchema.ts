import { z } from 'zod/mini';
import { currencySchema, idSchema, listOf, offerPrice, optionalOrDropped, optionalText, type DroppedEntry } from '@suscripciones/shared';

/**
 * One suggested membership of call 4: "items like subscriptions with id,
 * image, price, currency" (docs/rules.md). Only the id is relied on; the rest of
 * the membership comes from call 2.
 */
const suggestionSchema = z.object({
  id: idSchema,
  image: optionalText(2000),
  price: optionalOrDropped(offerPrice),
  currency: optionalOrDropped(currencySchema),
});

/** Call 4's answer: success and the suggested memberships; `onDropped` hears of every entry dropped. */
export const suggestionsAnswer = (onDropped: (dropped: DroppedEntry) => void) =>
  z.object({ success: z.boolean(), suggestions: listOf(suggestionSchema, 'suggestion', onDropped) });
