import { atom } from 'jotai';
import { getProductsByIds, isApiFailure } from '../api/client';
import type { CartItem, Product } from '../schemas/entities';
import { addIfAbsent, maxQueryIds, parseStoredCart, priceChanges, refreshProducts, removeById, toCartItem, type PriceChange } from './cartRules';
import { summarizeCart } from '../money/money';
import { readyToPay, withoutPaidLines, type PriceCertainty } from '../money/money';
import { applyPriceRule, holdsMembership, isMembership } from '../pricing/priceRules';
import { paidSubscriptionsAtom, paidSubscriptionsStateAtom, userAtom } from '../session/sessionAtoms';
import { localStore } from '../storage/browserStorage';
import { persistedAtom } from '../storage/persistedAtom';
import { storageKeys } from '../storage/storageKeys';

/**
 * The raw cart: the products the buyer chose, as stored under `agrishop`
 * (read through the cart rules, so bad data never enters; removed when
 * empty). The one fact of the cart: prices, totals and the seller are
 * derived from it, never written back into it.
 */
export const cartAtom = persistedAtom<readonly CartItem[]>(storageKeys.cart, localStore, {
  parse: parseStoredCart,
  serialize: (items) => (items.length > 0 ? JSON.stringify(items) : null),
});

/** The cart lines at the prices that apply now (partner prices from the cart and the user's paid subscriptions). */
export const cartItemsAtom = atom((get) => applyPriceRule(get(cartAtom), get(paidSubscriptionsAtom)));

/**
 * Memberships in the cart that the buyer already holds (wherever they came
 * from: the landing, a link, another tab): shown with a notice, never charged.
 */
export const heldMembershipsAtom = atom((get) => {
  const subscriptions = get(paidSubscriptionsAtom);
  return get(cartItemsAtom).filter((item) => isMembership(item) && holdsMembership(item, subscriptions));
});

/** The lines being bought: the cart less the memberships the buyer already holds. */
export const purchaseItemsAtom = atom((get) => {
  const held = new Set(get(heldMembershipsAtom).map((item) => item.id));
  const items = get(cartItemsAtom);
  return held.size === 0 ? items : items.filter((item) => !held.has(item.id));
});

/** Totals per currency, the one total to pay (null for a mixed cart), the seller and its account. */
export const cartSummaryAtom = atom((get) => summarizeCart(get(purchaseItemsAtom)));

/** Whether the prices shown are final: a signed-in buyer's partner prices wait for call 5. */
const priceCertaintyAtom = atom((get): PriceCertainty => {
  if (get(userAtom) === null) return 'final';
  const status = get(paidSubscriptionsStateAtom).status;
  return status === 'loading' ? 'pending' : status === 'error' ? 'unknown' : 'final';
});

/** Ready to pay: the one fact the proceed and pay buttons are enabled from. */
export const readyToPayAtom = atom((get) => readyToPay(get(purchaseItemsAtom), get(priceCertaintyAtom)));

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

/** After a payment: its lines leave the cart, nothing else (a line added meanwhile in another tab stays). */
export const removePaidLinesAtom = atom(null, (get, set, ids: readonly number[]) => {
  set(cartAtom, withoutPaidLines(get(cartAtom), ids));
});

/**
 * Clear-cart (docs/rules.md): empties the cart, which removes the stored entry.
 * @keep the spec's clear-cart, though no page calls it yet
 */
export const clearCartAtom = atom(null, (_get, set) => {
  set(cartAtom, []);
});

export type CartLoadResult = { status: 'ok'; added: number[]; unknown: number[]; priceChanges: PriceChange[] } | { status: 'failed'; priceChanges: [] };

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
