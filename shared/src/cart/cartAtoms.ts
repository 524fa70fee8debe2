import { atom } from 'jotai';
import { getProductsByIds, isApiFailure } from '@suscripciones/shared/api/client';
import type { CartItem, Product } from '@suscripciones/shared/schemas/entities';
import {
  addIfAbsent,
  maxQueryIds,
  parseStoredCart,
  priceChanges,
  refreshProducts,
  removeById,
  summarizeCart,
  toCartItem,
  updateById,
  type PriceChange,
} from '@suscripciones/shared/cart/cartRules';
import { applyPriceRule } from '@suscripciones/shared/pricing/priceRules';
import { paidSubscriptionsAtom } from '@suscripciones/shared/session/sessionAtoms';
import { localStore } from '@suscripciones/shared/storage/browserStorage';
import { persistedAtom } from '@suscripciones/shared/storage/persistedAtom';

export const cartStorageKey = 'agrishop';

/**
 * The raw cart: the products the buyer chose, as stored under `agrishop`
 * (read through the cart rules, so bad data never enters; removed when
 * empty). The one fact of the cart: prices, totals and the seller are
 * derived from it, never written back into it.
 */
export const cartAtom = persistedAtom<readonly CartItem[]>(cartStorageKey, localStore, {
  parse: parseStoredCart,
  serialize: (items) => (items.length > 0 ? JSON.stringify(items) : null),
});

/** The cart lines at the prices that apply now (partner prices from the cart and the user's paid subscriptions). */
export const cartItemsAtom = atom((get) => applyPriceRule(get(cartAtom), get(paidSubscriptionsAtom)));

/** Totals per currency, the one total to pay (null for a mixed cart), the seller and its account. */
export const cartSummaryAtom = atom((get) => summarizeCart(get(cartItemsAtom)));

/** Adds the product unless one with the same id is there; returns whether it was added. */
export const addToCartAtom = atom(null, (get, set, product: Product): boolean => {
  const before = get(cartAtom);
  const after = addIfAbsent(before, toCartItem(product));
  if (after.length === before.length) return false;
  set(cartAtom, after);
  return true;
});

export const removeFromCartAtom = atom(null, (get, set, id: number) => {
  set(cartAtom, removeById(get(cartAtom), id));
});

/** Removes several lines at once (the ones just paid). */
export const removeManyFromCartAtom = atom(null, (get, set, ids: readonly number[]) => {
  const paid = new Set(ids);
  set(
    cartAtom,
    get(cartAtom).filter((item) => !paid.has(item.id)),
  );
});

export const updateCartItemAtom = atom(null, (get, set, id: number, patch: Partial<CartItem>) => {
  set(cartAtom, updateById(get(cartAtom), id, patch));
});

export const clearCartAtom = atom(null, (_get, set) => {
  set(cartAtom, []);
});

export type CartLoadResult =
  | { status: 'ok'; added: number[]; unknown: number[]; priceChanges: PriceChange[] }
  | { status: 'failed'; priceChanges: [] };

/**
 * One call 2 for what the cart needs: the products of `add` that are not in
 * it yet (added in that order, when the service knows them) and today's data
 * of every line already in it (prices refreshed, the change reported so the
 * buyer sees it before paying). A failure changes nothing.
 */
export const loadIntoCartAtom = atom(null, async (get, set, add: readonly number[]): Promise<CartLoadResult> => {
  const present = new Set(get(cartAtom).map((item) => item.id));
  const missing = [...new Set(add)].filter((id) => !present.has(id)).slice(0, maxQueryIds);
  const asked = [...present, ...missing];
  if (asked.length === 0) return { status: 'ok', added: [], unknown: [], priceChanges: [] };
  const answer = await getProductsByIds(asked);
  if (isApiFailure(answer)) return { status: 'failed', priceChanges: [] };
  const before = get(cartItemsAtom);
  set(cartAtom, (cart) => refreshProducts(cart, answer) as CartItem[]);
  const byId = new Map(answer.map((product) => [product.id, product]));
  const added: number[] = [];
  for (const id of missing) {
    const product = byId.get(id);
    if (product && set(addToCartAtom, product)) added.push(id);
  }
  return {
    status: 'ok',
    added,
    unknown: missing.filter((id) => !byId.has(id)),
    priceChanges: priceChanges(before, get(cartItemsAtom)),
  };
});
