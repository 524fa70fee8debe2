import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { CartItem } from '@suscripciones/shared/schemas';
import {
  activeStripeAccount,
  addIfAbsent,
  cartTotal,
  isSingleRegion,
  parseStoredCart,
  removeById,
  updateById,
} from '@suscripciones/shared/cart-rules';

export const cartStorageKey = 'agrishop';

/**
 * Storage of the cart under `agrishop`: read through the cart rules (bad data
 * never enters), written only when non-empty, removed when empty, and kept in
 * step with other tabs.
 */
const cartStorage = {
  getItem(key: string): CartItem[] {
    try {
      return parseStoredCart(localStorage.getItem(key));
    } catch {
      return [];
    }
  },
  setItem(key: string, items: CartItem[]): void {
    try {
      if (items.length === 0) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(items));
    } catch (error) {
      console.warn('The cart could not be saved', error);
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      /* storage unavailable: nothing to remove */
    }
  },
  subscribe(key: string, callback: (items: CartItem[]) => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(parseStoredCart(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** The cart lines, shared by every app of the page through the singleton shared package. */
export const cartItemsAtom = atomWithStorage<CartItem[]>(cartStorageKey, [], cartStorage, { getOnInit: true });

export const cartTotalAtom = atom((get) => cartTotal(get(cartItemsAtom)));
export const cartCountAtom = atom((get) => get(cartItemsAtom).length);
export const stripeAccountAtom = atom((get) => activeStripeAccount(get(cartItemsAtom)));
export const isSingleRegionAtom = atom((get) => isSingleRegion(get(cartItemsAtom)));

/** Adds the item unless one with the same id is there; returns whether it was added. */
export const addToCartAtom = atom(null, (get, set, item: CartItem): boolean => {
  const before = get(cartItemsAtom);
  const after = addIfAbsent(before, item);
  if (after.length === before.length) return false;
  set(cartItemsAtom, after);
  return true;
});

export const removeFromCartAtom = atom(null, (get, set, id: number) => {
  set(cartItemsAtom, removeById(get(cartItemsAtom), id));
});

export const updateCartItemAtom = atom(null, (get, set, id: number, patch: Partial<CartItem>) => {
  set(cartItemsAtom, updateById(get(cartItemsAtom), id, patch));
});

export const clearCartAtom = atom(null, (_get, set) => {
  set(cartItemsAtom, []);
});
