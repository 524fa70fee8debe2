import type { CartItem } from '../schemas/entities';
import { toCartItem } from '../cart/cartRules';

/**
 * A cart item as the app holds it after parsing; tests state only what
 * matters to them. current_price and current_stripe_id start from the normal
 * price unless given.
 */
export function cartItem(id: number, overrides: Partial<CartItem> = {}): CartItem {
  const { current_price, current_stripe_id, ...product } = overrides;
  const line = toCartItem({
    id,
    name: `Product ${id}`,
    name_en: '',
    name_pt: '',
    image: '',
    type: 'Curso',
    category: null,
    id_medio: null,
    medio_id: [],
    is_media_subscription: 0,
    subscription_vinculated: [],
    price: 100,
    socio_price: 60,
    stripe_id: `price_${id}`,
    stripe_id_socio: `price_${id}_socio`,
    stripe_account: 'ES',
    currency: 'EUR',
    ...product,
  });
  return { ...line, ...(current_price === undefined ? {} : { current_price }), ...(current_stripe_id === undefined ? {} : { current_stripe_id }) };
}
