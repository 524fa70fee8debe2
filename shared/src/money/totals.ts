import { toCents } from './amount';
import type { CartItem } from '../schemas/entities';

/**
 * Amounts of a cart: cents, totals per currency (never summed across
 * currencies), the payable lines, and the selling entity whose account and
 * currency a purchase goes to.
 */

export type StripeAccountRegion = 'ES' | 'global';

/**
 * The sum of each item's current price. Cents are summed as integers to
 * avoid float drift. Only meaningful within one currency: see totalsByCurrency.
 */
export function cartTotal(items: readonly Pick<CartItem, 'current_price'>[]): number {
  return items.reduce((sum, item) => sum + toCents(item.current_price), 0) / 100;
}

export interface CurrencyTotal {
  currency: string;
  amount: number;
}

/** A currency as a seller invoices in it: "eur", " EUR " and "EUR" are one currency, EUR. */
export const currencyCode = (currency: string): string => currency.trim().toUpperCase();

/** One total per currency (by its code), in the order the currencies first appear: amounts of different currencies are never added. */
export function totalsByCurrency(items: readonly Pick<CartItem, 'current_price' | 'currency'>[]): CurrencyTotal[] {
  const byCurrency = new Map<string, Pick<CartItem, 'current_price'>[]>();
  for (const item of items) {
    const currency = currencyCode(item.currency);
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), item]);
  }
  return [...byCurrency].map(([currency, lines]) => ({ currency, amount: cartTotal(lines) }));
}

/** Only items with a current price above 0 are sent as products. */
export function payableItems<Item extends Pick<CartItem, 'current_price'>>(items: readonly Item[]): Item[] {
  return items.filter((item) => Number(item.current_price) > 0);
}

/** The payment account region of an account (docs/rules.md#const-accounts): ES, or otherwise global. */
function regionOfAccount(account: string | undefined): StripeAccountRegion {
  return account?.trim().toUpperCase() === 'ES' ? 'ES' : 'global';
}

/** The payment account comes from the first cart item. */
export function activeStripeAccount(items: readonly Pick<CartItem, 'stripe_account'>[]): StripeAccountRegion {
  return regionOfAccount(items[0]?.stripe_account);
}

/**
 * One seller per purchase (docs/rules.md#single-seller): every item shares one payment account
 * region (ES, or any other account: global) and, since each selling entity
 * invoices in its own currency, one currency (by its code: case and spaces
 * aside). True for one item or none. The one rule behind the checkout's
 * mixed-region notice and toast (`summarizeCart`) and ready to pay.
 */
export function isSingleRegion(items: readonly Pick<CartItem, 'stripe_account' | 'currency'>[]): boolean {
  const accounts = new Set(items.map((item) => regionOfAccount(item.stripe_account)));
  const currencies = new Set(items.map((item) => currencyCode(item.currency)));
  return accounts.size <= 1 && currencies.size <= 1;
}

export interface CartSummary {
  count: number;
  /** One per currency (several only in a mixed cart, which cannot be paid). */
  totals: CurrencyTotal[];
  /** The amount to pay: null when the cart mixes sellers or currencies, so there is no single total. */
  total: number | null;
  currency: string | null;
  singleRegion: boolean;
  account: StripeAccountRegion;
}

/** What the cart comes to: the totals per currency and, for a single seller, the one total to pay. */
export function summarizeCart(items: readonly Pick<CartItem, 'current_price' | 'currency' | 'stripe_account'>[]): CartSummary {
  const totals = totalsByCurrency(items);
  const singleRegion = isSingleRegion(items);
  const only = totals.length === 1 ? totals[0] : undefined;
  return {
    count: items.length,
    totals,
    total: items.length === 0 ? 0 : singleRegion && only ? only.amount : null,
    currency: singleRegion ? (only?.currency ?? null) : null,
    singleRegion,
    account: activeStripeAccount(items),
  };
}
