import { atom } from 'jotai';
import { z } from 'zod/mini';
import { currencySchema, idSchema, nonEmptyText } from '../schemas/values';
import { amountSchema } from '../money/amount';
import { storedList } from '../storage/storedList';
import { localStore } from '../storage/browserStorage';
import { persistedAtom } from '../storage/persistedAtom';
import { storageKeys } from '../storage/storageKeys';

/**
 * The orders paid in this browser, each with its buyer: a paid cart is
 * finished. Back after paying, a reload or the old checkout link must never
 * put its items back in the cart silently, in this tab or another one, so the
 * checkout asks here; but only about the buyer signed in now. Another person
 * signing in on the same browser is told nothing of them.
 */
/** How long a paid order is remembered, and how many. */
export const paidOrderMemoryMs = 30 * 24 * 60 * 60 * 1000;
export const maxPaidOrders = 20;

const nameText = z._default(z.optional(z.string().check(z.maxLength(300))), '');

export const paidOrderSchema = z.object({
  /** The payment's reference (the card provider's payment intent id). */
  reference: nonEmptyText,
  /** The buyer who paid (token_id). An order without one (kept by an older version) is nobody's, and dropped. */
  tokenId: nonEmptyText,
  paidAt: z.iso.datetime(),
  currency: currencySchema,
  total: amountSchema,
  items: z.array(
    z.object({
      id: idSchema,
      name: nameText,
      name_en: nameText,
      name_pt: nameText,
      type: nameText,
      is_media_subscription: z.catch(z.union([z.literal(0), z.literal(1)]), 0),
      price: amountSchema,
    }),
  ),
});
export type PaidOrder = z.infer<typeof paidOrderSchema>;

/** The stored list: valid, recent orders only, newest first. */
export function parsePaidOrders(raw: string | null, now: number = Date.now()): PaidOrder[] {
  return storedList(raw)
    .flatMap((entry) => {
      const parsed = paidOrderSchema.safeParse(entry);
      return parsed.success && now - Date.parse(parsed.data.paidAt) < paidOrderMemoryMs ? [parsed.data] : [];
    })
    .slice(0, maxPaidOrders);
}

export const paidOrdersAtom = persistedAtom<readonly PaidOrder[]>(storageKeys.paidOrders, localStore, {
  parse: (raw) => parsePaidOrders(raw),
  serialize: (orders) => (orders.length > 0 ? JSON.stringify(orders) : null),
});

/** Records a payment (the same reference once). */
export const recordPaidOrderAtom = atom(null, (get, set, order: PaidOrder) => {
  const others = get(paidOrdersAtom).filter((known) => known.reference !== order.reference);
  set(paidOrdersAtom, [order, ...others].slice(0, maxPaidOrders));
});
