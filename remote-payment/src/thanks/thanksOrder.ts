import type { PaidOrder } from '@suscripciones/shared';

/** The order a /thanks address names by its reference, among those paid in this browser; none for another. */
export const orderByReference = (orders: readonly PaidOrder[], reference: string | null): PaidOrder | null =>
  (reference && orders.find((order) => order.reference === reference)) || null;
