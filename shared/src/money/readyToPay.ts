import { toCents } from './amount';
import { activeStripeAccount, currencyCode, isSingleRegion, payableItems, type StripeAccountRegion } from './totals';
import type { CartItem } from '../schemas/entities';
import type { PurchaseBlocker } from './blockers';

/**
 * "Ready to pay": the one fact checkout and payment both read before money
 * can move. A cart is ready when its prices are final (the buyer's paid
 * subscriptions are known, so a member never pays the full price while call 5
 * is on its way), it has one seller and one currency, and its payable lines
 * come to more than 0 (a total of 0 has nothing to charge: creating a payment
 * method for it could only fail). Memberships the buyer already holds are not
 * part of the purchase: they are left out before this is asked.
 */

/** Whether the cart's prices can be trusted: `pending` while call 5 runs, `unknown` when it failed. */
export type PriceCertainty = 'final' | 'pending' | 'unknown';

/**
 * One line of call 3: the product at the price and price id it is sold at now, and that price in cents as the
 * total counts it, so whatever shows or compares a line (the wallet's sheet, a payment attempt) reads the same
 * cents and never counts them again.
 */
export interface PayLine {
  id: number;
  price: number;
  cents: number;
  stripe_id: string;
}

export type ReadyToPay =
  | {
      ready: true;
      /** Every line of the purchase, free ones too (they are part of what a success finishes). */
      lines: readonly CartItem[];
      /** The lines sent to the profile service: a current price above 0. */
      payLines: readonly PayLine[];
      currency: string;
      totalCents: number;
      /** The same total as an amount (totalCents / 100). */
      total: number;
      account: StripeAccountRegion;
    }
  | { ready: false; block: PurchaseBlocker };

/** The purchase as it can be paid now, or why it cannot. */
export function readyToPay(lines: readonly CartItem[], prices: PriceCertainty): ReadyToPay {
  if (lines.length === 0) return { ready: false, block: 'empty' };
  if (prices === 'pending') return { ready: false, block: 'pricesPending' };
  if (prices === 'unknown') return { ready: false, block: 'pricesUnknown' };
  if (!isSingleRegion(lines)) return { ready: false, block: 'mixedRegion' };
  const payLines = payableItems(lines).map((line) => ({
    id: line.id,
    price: line.current_price,
    cents: toCents(line.current_price),
    stripe_id: line.current_stripe_id,
  }));
  const totalCents = payLines.reduce((sum, line) => sum + line.cents, 0);
  if (!(totalCents > 0)) return { ready: false, block: 'nothingToPay' };
  const currency = currencyCode(lines[0]?.currency ?? '');
  return { ready: true, lines, payLines, currency, totalCents, total: totalCents / 100, account: activeStripeAccount(lines) };
}

/** After a payment went through, only its lines leave the cart: anything added meanwhile stays. */
export function withoutPaidLines<Item extends Pick<CartItem, 'id'>>(cart: readonly Item[], paidIds: readonly number[]): Item[] {
  const paid = new Set(paidIds);
  return cart.filter((item) => !paid.has(item.id));
}
