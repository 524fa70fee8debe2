import { productTypes } from '@suscripciones/shared/catalogue/vocabulary';
import type { PaidSubscriptionRecord } from '../identity/users';
import { idList, medioGroups, type SeedProduct } from '../seed/catalogue';

/**
 * Who may buy at which price, as the profile service decides it from its own
 * records (the price rule, docs/rules.md#price-partner), written here apart from the front
 * end's rule so that a mistake there is refused here, not copied; both run
 * one table of cases (kit/src/testing/membershipRuleCases.ts), so the two
 * copies cannot drift apart unseen.
 *
 * A paid subscription names a medio by `id_suscripcion` (docs/rules.md#subscribe-held:
 * the subscribe button compares it with an offer's `id_medio`), and a newsletter
 * by `id_medio_newsletter`.
 */

const heldMedios = (paid: readonly PaidSubscriptionRecord[]): ReadonlySet<number> => new Set(paid.map((subscription) => subscription.id_suscripcion));

/**
 * A membership the buyer already holds, as call 5 reports their paid
 * subscriptions: one whose `id_suscripcion` equals the membership's
 * `id_medio` (the disabled Subscribe, docs/rules.md#subscribe-held). The membership's `medio_id` list
 * never makes it held: it names the medios whose members get a product's
 * partner price. The front end's rule (shared/src/pricing/priceRules.ts)
 * decides the same; both run the cases of
 * kit/src/testing/membershipRuleCases.ts. Why:
 * docs/decisions/0020-membership-held-by-id-medio.md.
 */
export function holdsMembership(membership: SeedProduct, paid: readonly PaidSubscriptionRecord[]): boolean {
  const { id_medio } = membership;
  return id_medio !== null && heldMedios(paid).has(id_medio);
}

/**
 * Whether a non-membership product with a partner price is due at it in
 * this purchase: a membership it is linked to is bought with it, the buyer
 * holds a paid subscription for one of the medios of its `medio_id` list
 * (its `id_medio` plays no part), or it is a course whose category's medio
 * group holds one of the buyer's paid newsletters.
 */
export function partnerPriceIsDue(product: SeedProduct, purchase: readonly SeedProduct[], paid: readonly PaidSubscriptionRecord[]): boolean {
  if (product.is_media_subscription === 1 || product.socio_price === null) return false;
  const linked = new Set(idList(product.subscription_vinculated));
  if (purchase.some((other) => other.is_media_subscription === 1 && linked.has(other.id))) return true;
  const held = heldMedios(paid);
  if (idList(product.medio_id).some((medio) => held.has(medio))) return true;
  if (product.type !== productTypes.course || product.category === null) return false;
  const group = medioGroups[product.category];
  return paid.some((subscription) => group.includes(subscription.id_medio_newsletter));
}
