import { cartTotal, toCents, type CartItem } from '@suscripciones/shared';

/** What partner prices save on these lines: the subtotal at normal prices, less the total to pay, in whole cents. */
export function partnerSavings(items: readonly Pick<CartItem, 'price' | 'current_price'>[], total: number): { subtotal: number; savings: number } {
  const subtotal = cartTotal(items.map((item) => ({ current_price: item.price })));
  return { subtotal, savings: (toCents(subtotal) - toCents(total)) / 100 };
}
