import { z } from 'zod/mini';
import { cartItemSchema, idSchema, type CartItem, type Product } from '@suscripciones/shared/schemas';

/** More than this many lines is no real cart; the rest of a larger stored list is dropped. */
export const maxCartItems = 100;
/** More ids than this in `?ids` are ignored. */
export const maxQueryIds = 100;

export type StripeAccountRegion = 'ES' | 'global';

/** A product enters the cart at its normal price; the price rule may switch it to the partner price. */
export function toCartItem(product: Product): CartItem {
  return { ...product, current_price: product.price, current_stripe_id: product.stripe_id };
}

/** Cleans a list of unknown values into cart items: invalid entries dropped, first of each id kept, size capped. */
export function sanitizeCartItems(values: readonly unknown[]): CartItem[] {
  const seen = new Set<number>();
  const items: CartItem[] = [];
  for (const value of values) {
    if (items.length >= maxCartItems) break;
    const parsed = cartItemSchema.safeParse(value);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    items.push(parsed.data);
  }
  return items;
}

/** Reads the stored cart (key agrishop): bad JSON or a wrong shape gives an empty cart, bad items are dropped. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(value) ? sanitizeCartItems(value) : [];
}

export function addIfAbsent(items: readonly CartItem[], item: CartItem): CartItem[] {
  if (items.some((existing) => existing.id === item.id) || items.length >= maxCartItems) return [...items];
  return [...items, item];
}

export function removeById(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Updates one item; a patch that would make the item invalid is refused and the cart stays as it was. */
export function updateById(items: readonly CartItem[], id: number, patch: Partial<CartItem>): CartItem[] {
  return items.map((item) => {
    if (item.id !== id) return item;
    const parsed = cartItemSchema.safeParse({ ...item, ...patch, id });
    return parsed.success ? parsed.data : item;
  });
}

/** The cart total: the sum of each item's current price. Cents are summed as integers to avoid float drift. */
export function cartTotal(items: readonly Pick<CartItem, 'current_price'>[]): number {
  const cents = items.reduce((sum, item) => sum + Math.round(Number(item.current_price) * 100), 0);
  return cents / 100;
}

/** Only items with a current price above 0 are sent as products. */
export function payableItems<Item extends Pick<CartItem, 'current_price'>>(items: readonly Item[]): Item[] {
  return items.filter((item) => Number(item.current_price) > 0);
}

export function regionOfAccount(account: string | undefined): StripeAccountRegion {
  return account?.trim().toUpperCase() === 'ES' ? 'ES' : 'global';
}

/** The payment account comes from the first cart item. */
export function activeStripeAccount(items: readonly Pick<CartItem, 'stripe_account'>[]): StripeAccountRegion {
  return regionOfAccount(items[0]?.stripe_account);
}

/** One seller per purchase: every item must share the first item's account. */
export function isSingleRegion(items: readonly Pick<CartItem, 'stripe_account'>[]): boolean {
  const accounts = new Set(items.map((item) => regionOfAccount(item.stripe_account)));
  return accounts.size <= 1;
}

/** Parses `?ids=`: junk dropped, duplicates removed, at most maxQueryIds kept. */
export function parseIdsParam(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids = new Set<number>();
  for (const part of value.slice(0, 20_000).split(',')) {
    if (ids.size >= maxQueryIds) break;
    const parsed = idSchema.safeParse(part.trim());
    if (parsed.success && /^\d+$/.test(part.trim())) ids.add(parsed.data);
  }
  return [...ids];
}

export const idsParam = (items: readonly Pick<CartItem, 'id'>[]): string => items.map((item) => item.id).join(',');

export const storedCartSchema = z.pipe(z.array(z.unknown()), z.transform((values: unknown[]) => sanitizeCartItems(values)));
