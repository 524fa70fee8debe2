/** @jest-environment node */
import { holdsMembershipCases, partnerPriceCases, type CasePaidSubscription, type CaseProduct } from '@suscripciones/kit/testing';
import type { PaidSubscriptionRecord } from '../identity/users';
import type { SeedProduct } from '../seed/catalogue';
import { holdsMembership, partnerPriceIsDue } from './entitlement';

/**
 * The profile service's own copy of the rules, run on the cases the front end's rules run
 * (kit/src/testing/membershipRuleCases.ts): the two are written apart on purpose, and cannot drift apart unseen.
 */

/** A product of the shared cases as the seed holds one: comma lists and amounts as sent, the rest filled in. */
const seedProductOf = (wire: CaseProduct): SeedProduct => ({
  id: wire.id,
  name: `Product ${wire.id}`,
  name_en: '',
  name_pt: '',
  image: '',
  type: wire.type,
  category: wire.category ?? null,
  id_medio: wire.id_medio ?? null,
  medio_id: wire.medio_id ?? '',
  is_media_subscription: wire.is_media_subscription ?? 0,
  subscription_vinculated: wire.subscription_vinculated ?? '',
  price: wire.price,
  socio_price: wire.socio_price ?? null,
  stripe_id: `price_${wire.id}`,
  stripe_id_socio: `price_${wire.id}_socio`,
  stripe_account: 'ES',
  currency: 'EUR',
});

const recordOf = (paid: CasePaidSubscription): PaidSubscriptionRecord => ({ ...paid, medio: `medio ${paid.id_suscripcion}` });

describe('holdsMembership, on the front end’s cases', () => {
  it.each(holdsMembershipCases)('$name: $holds', ({ membership, paid, holds }) => {
    expect(holdsMembership(seedProductOf(membership), paid.map(recordOf))).toBe(holds);
  });
});

describe('partnerPriceIsDue, on the front end’s cases', () => {
  it.each(partnerPriceCases)('$name: $reason', ({ product, purchase, paid, reason }) => {
    expect(partnerPriceIsDue(seedProductOf(product), purchase.map(seedProductOf), paid.map(recordOf))).toBe(reason !== null);
  });
});
