import { courseMedioGroups, productTypes } from '../catalogue/vocabulary';
import type { CartItem, PaidSubscription, Product } from '../schemas/entities';

type PricedItem = Pick<
  CartItem,
  'id' | 'type' | 'category' | 'is_media_subscription' | 'medio_id' | 'subscription_vinculated' | 'price' | 'socio_price' | 'stripe_id' | 'stripe_id_socio'
>;
type Subscription = Pick<PaidSubscription, 'id_suscripcion' | 'id_medio_newsletter'>;

export function isMembership(item: Pick<CartItem, 'type' | 'is_media_subscription'>): boolean {
  return item.is_media_subscription === 1 || item.type === productTypes.subscription;
}

/**
 * Whether the buyer holds this membership: one of their paid subscriptions'
 * `id_suscripcion` equals the membership's `id_medio`, as the specification
 * says it ("Subscribe button is disabled when the user holds a subscription
 * whose id_suscripcion equals the offer's id_medio"; docs/rules.md#subscribe-held).
 * A product's `medio_id` list never makes a membership held: it names the
 * medios whose members get that product's partner price (see
 * partnerPriceReason). A membership without `id_medio` is never held. The one
 * rule behind the landing's disabled Subscribe, the checkout's suggestion and
 * the memberships left out of a purchase (a held membership is never bought
 * twice); dev-api's profile stand-in keeps its own copy, run on the same cases
 * (kit/src/testing/membershipRuleCases.ts).
 * Why: docs/decisions/0020-membership-held-by-id-medio.md.
 */
export function holdsMembership(membership: Pick<Product, 'id_medio'>, subscriptions: readonly Pick<PaidSubscription, 'id_suscripcion'>[]): boolean {
  const { id_medio } = membership;
  return id_medio !== null && subscriptions.some((subscription) => subscription.id_suscripcion === id_medio);
}

export type PartnerReason = 'membership-in-cart' | 'held-medio' | 'course-group' | null;

/**
 * Why a product takes the partner price, or null: a linked membership is in
 * the cart, the user holds a paid subscription for one of the medios of its
 * `medio_id` list (its `id_medio` plays no part), or it is a course whose
 * category group matches a paid newsletter subscription.
 */
export function partnerPriceReason(item: PricedItem, cart: readonly PricedItem[], subscriptions: readonly Subscription[]): PartnerReason {
  if (isMembership(item) || item.socio_price === null) return null;
  const membershipsInCart = new Set(cart.filter(isMembership).map((line) => line.id));
  if (item.subscription_vinculated.some((id) => membershipsInCart.has(id))) return 'membership-in-cart';
  const heldMedios = new Set(subscriptions.flatMap((subscription) => (subscription.id_suscripcion === null ? [] : [subscription.id_suscripcion])));
  if (item.medio_id.some((id) => heldMedios.has(id))) return 'held-medio';
  if (item.type === productTypes.course && item.category) {
    const group = courseMedioGroups[item.category];
    if (subscriptions.some((subscription) => subscription.id_medio_newsletter !== null && group.includes(subscription.id_medio_newsletter))) {
      return 'course-group';
    }
  }
  return null;
}

/**
 * The price and Stripe price id that apply to an item now: socio_price and
 * stripe_id_socio when a partner reason applies (a product without a partner
 * Stripe id keeps its normal id), otherwise price and stripe_id.
 */
export function currentPriceOf(
  item: PricedItem,
  cart: readonly PricedItem[],
  subscriptions: readonly Subscription[],
): { current_price: number; current_stripe_id: string } {
  if (partnerPriceReason(item, cart, subscriptions) && item.socio_price !== null) {
    return { current_price: item.socio_price, current_stripe_id: item.stripe_id_socio || item.stripe_id };
  }
  return { current_price: item.price, current_stripe_id: item.stripe_id };
}

/**
 * Recomputes current_price and current_stripe_id of every item. Returns the
 * same array when nothing changes, so writing it back cannot loop.
 */
export function applyPriceRule<Item extends CartItem>(cart: readonly Item[], subscriptions: readonly Subscription[]): readonly Item[] {
  let changed = false;
  const next = cart.map((item) => {
    const current = currentPriceOf(item, cart, subscriptions);
    if (current.current_price === item.current_price && current.current_stripe_id === item.current_stripe_id) return item;
    changed = true;
    return { ...item, ...current };
  });
  return changed ? next : cart;
}
