import { productTypes } from '@suscripciones/shared/catalogue/vocabulary';
import type { PaidSubscriptionRecord } from '../identity/users';
import { idList, medioGroups, type SeedProduct } from '../seed/catalogue';

/**
 * Who may buy at which price, as the profile service decides it from its own
 * records (the spec's checkout price rule), written here apart from the front
 * end's rule so that a mistake there is refused here, not copied.
 *
 * A paid subscription names a medio by `id_suscripcion` (docs/rules.md: the
 * subscribe button compares it with an offer's `id_medio`), and a newsletter
 * by `id_medio_newsletter`.
 */

const heldMedios = (paid: readonly PaidSubscriptionRecord[]): ReadonlySet<number> => new Set(paid.map((subscription) => subscription.id_suscripcion));

/** The medios a product belongs to: its `medio_id` list and its `id_medio`. */
const mediosOf = (product: SeedProduct): number[] => [...idList(product.medio_id), ...(product.id_medio === null ? [] : [product.id_medio])];

/** A membership the buyer already holds: a paid subscription for its medio, as call 5 reports it. */
export function holdsMembership(membership: SeedProduct, paid: readonly PaidSubscriptionRecord[]): boolean {
  const held = heldMedios(paid);
  return mediosOf(membership).some((medio) => held.has(medio));
}

/**
 * Whether a non-membership product is due at its partner price in this
 * purchase: a membership it is linked to is bought with it, the buyer holds
 * a paid subscription for one of its medios, or it is a course whose
 * category's medio group holds one of the buyer's paid newsletters.
 */
export function partnerPriceIsDue(product: SeedProduct, purchase: readonly SeedProduct[], paid: readonly PaidSubscriptionRecord[]): boolean {
  if (product.is_media_subscription === 1) return false;
  const linked = new Set(idList(product.subscription_vinculated));
  if (purchase.some((other) => other.is_media_subscription === 1 && linked.has(other.id))) return true;
  const held = heldMedios(paid);
  if (mediosOf(product).some((medio) => held.has(medio))) return true;
  if (product.type !== productTypes.course || product.category === null) return false;
  const group = medioGroups[product.category];
  return paid.some((subscription) => group.includes(subscription.id_medio_newsletter));
}
