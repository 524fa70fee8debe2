import type { ReadyToPay } from '@suscripciones/shared';

/**
 * The total a page shows beside Pay: the purchase's when it is ready to pay;
 * none while the prices are not final (a member's partner prices still
 * loading, or unknown), so no amount is ever shown that might not be the one
 * charged; otherwise the cart's own total (`cartTotal`: 0, or null for a mixed cart).
 */
export function amountToShow(purchase: ReadyToPay, cartTotal: number | null): number | null {
  if (purchase.ready) return purchase.total;
  return purchase.block === 'pricesPending' || purchase.block === 'pricesUnknown' ? null : cartTotal;
}
