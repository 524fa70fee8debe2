import { z } from 'zod/mini';
import { countrySchema, paidSubscriptionSchema, productSchema, subscriptionOfferSchema, suggestionSchema } from '../schemas/entities';

/**
 * The shapes the answers of the spec's calls must have, as the typed client
 * (./client) reads them and the go-live check of the real services
 * (scripts/services) checks them: one definition for both.
 */

/** An entry a list answer dropped: which list, where in it, the entry itself and its first broken rule. */
export interface DroppedEntry {
  what: string;
  index: number;
  entry: unknown;
  issue: z.core.$ZodIssue | undefined;
}

/**
 * Lists keep their valid entries: one bad product in an answer must not hide
 * the others (each bad one is told to `onDropped` and dropped). A non-empty
 * list with no valid entry at all is an answer that breaks the schema, not an
 * empty list: it fails, so each call gives the spec's failure result.
 */
function listOf<Item extends z.ZodMiniType>(item: Item, what: string, onDropped: (dropped: DroppedEntry) => void) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((values, context) => {
      const kept = values.flatMap((value, index): z.infer<Item>[] => {
        const parsed = item.safeParse(value);
        if (parsed.success) return [parsed.data];
        onDropped({ what, index, entry: value, issue: parsed.error.issues[0] });
        return [];
      });
      if (values.length > 0 && kept.length === 0) {
        context.issues.push({ code: 'custom', message: `no valid ${what} in ${values.length} entries`, input: values });
        return z.NEVER;
      }
      return kept;
    }),
  );
}

/** A list, bare or as the `data` of an object (both are seen from the profile service). */
function listOrData<Item extends z.ZodMiniType>(item: Item, what: string, onDropped: (dropped: DroppedEntry) => void) {
  const list = listOf(item, what, onDropped);
  return z.union([
    list,
    z.pipe(
      z.object({ data: list }),
      z.transform((answer) => answer.data),
    ),
  ]);
}

/** The answer schemas of calls 1, 2, 4, 5 and 6; `onDropped` hears of every list entry that is dropped. */
export function answerSchemas(onDropped: (dropped: DroppedEntry) => void) {
  return {
    /** Call 1 with type Subscription: the landing's offers. */
    offers: listOrData(subscriptionOfferSchema, 'subscription offer', onDropped),
    /** Call 2: products, all or by id. */
    products: listOrData(productSchema, 'product', onDropped),
    /** Call 4: success and the suggested memberships. */
    suggestions: z.object({ success: z.boolean(), suggestions: listOf(suggestionSchema, 'suggestion', onDropped) }),
    /** Call 5: the user's paid subscriptions. */
    paidSubscriptions: z.object({ data: listOf(paidSubscriptionSchema, 'paid subscription', onDropped) }),
    /** Call 6: the identity site's countries. */
    countries: listOf(countrySchema, 'country', onDropped),
  };
}
