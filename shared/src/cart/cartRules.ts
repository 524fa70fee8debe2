import { idSchema } from '../schemas/values';
import { cartItemSchema, type CartItem, type Product } from '../schemas/entities';
import { toCents } from '../money/amount';
import { storedList } from '../storage/storedList';

/** More than this many lines is no real cart; the rest of a larger stored list is dropped. */
export const maxCartItems = 100;
/** More ids than this in `?ids` are ignored. */
export const maxQueryIds = 100;

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
  return sanitizeCartItems(storedList(raw));
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

/**
 * The cart with the products of a fresh answer (call 2) in place of what was
 * stored: same order, same lines, today's data. Lines the answer does not
 * mention stay as they were. The same array when nothing changed.
 */
export function refreshProducts(cart: readonly CartItem[], fresh: readonly Product[]): readonly CartItem[] {
  const byId = new Map(fresh.map((product) => [product.id, product]));
  let changed = false;
  const next = cart.map((item) => {
    const product = byId.get(item.id);
    if (!product) return item;
    const updated = toCartItem(product);
    if (JSON.stringify(updated) === JSON.stringify(item)) return item;
    changed = true;
    return updated;
  });
  return changed ? next : cart;
}

export interface PriceChange {
  id: number;
  item: CartItem;
  before: number;
  after: number;
}

/** The lines whose price to pay changed between two pricings of the same cart. */
export function priceChanges(before: readonly CartItem[], after: readonly CartItem[]): PriceChange[] {
  const previous = new Map(before.map((item) => [item.id, item]));
  return after.flatMap((item) => {
    const old = previous.get(item.id);
    if (!old || toCents(old.current_price) === toCents(item.current_price)) return [];
    return [{ id: item.id, item, before: old.current_price, after: item.current_price }];
  });
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
