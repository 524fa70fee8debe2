import type { PaidOrder } from '@suscripciones/shared';

/** The ids this buyer has paid for in this browser (none for a visitor). */
export function paidIds(orders: readonly PaidOrder[], tokenId: string | null): Set<number> {
  return new Set(orders.filter((order) => tokenId !== null && order.tokenId === tokenId).flatMap((order) => order.items.map((item) => item.id)));
}
