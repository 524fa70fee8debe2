/**
 * The money rules, in one module: how an amount is read and written, cents,
 * totals per currency (amounts of different currencies are never added), the
 * payable lines, the seller of a purchase, whether a purchase is ready to pay,
 * and what a success removes from the cart. The landing, checkout, payment
 * and thanks only call it.
 */
export { parseMoneyAmount, maxAmount } from './amount';
export { currencySymbol, formatMoney } from './format';
export {
  activeStripeAccount,
  cartTotal,
  isSingleRegion,
  partnerSavings,
  payableItems,
  regionOfAccount,
  summarizeCart,
  toCents,
  totalsByCurrency,
  type CartSummary,
  type CurrencyTotal,
  type StripeAccountRegion,
} from './totals';
export { amountToShow, readyToPay, withoutPaidLines, type PayBlock, type PayLine, type PriceCertainty, type ReadyToPay } from './readyToPay';
