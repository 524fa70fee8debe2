/**
 * The money rules, in one module: how an amount is read and written, cents,
 * totals per currency (amounts of different currencies are never added), the
 * payable lines, the seller of a purchase, whether a purchase is ready to pay,
 * and what a success removes from the cart. The landing, checkout, payment
 * and thanks only call it (reading an amount, `amount.ts`, serves the
 * schemas of the answers).
 */
export {
  activeStripeAccount,
  cartTotal,
  isSingleRegion,
  partnerSavings,
  payableItems,
  summarizeCart,
  totalsByCurrency,
  type CartSummary,
  type StripeAccountRegion,
} from './totals';
export { amountToShow, readyToPay, withoutPaidLines, type PayLine, type PriceCertainty, type ReadyToPay } from './readyToPay';
export type { Blocker, PurchaseBlocker } from './blockers';
