/**
 * The money rules two remotes must apply alike, in one module of the singleton (one copy in the page): totals per
 * currency (amounts of different currencies are never added), the payable lines, the seller of a purchase,
 * whether a purchase is ready to pay, and what a success removes from the cart. Reading, writing and counting an
 * amount in cents are the kit's (`@suscripciones/kit/money`).
 */
export { activeStripeAccount, cartTotal, isSingleRegion, payableItems, summarizeCart, totalsByCurrency } from './totals';
export { readyToPay, withoutPaidLines, type PriceCertainty } from './readyToPay';
