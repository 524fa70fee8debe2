import type { z } from 'zod/mini';
import { seedMemberships } from '@suscripciones/dev-api/testing';
import { subscriptionOfferSchema, type SubscriptionOffer } from '../api/offersSchema';

type OfferInput = z.input<typeof subscriptionOfferSchema>;

/**
 * The seed's memberships as call 1 answers them: dev-api's seed catalogue (dev-api/src/seed/), as it is before a
 * test changes it through `world.context.catalogue.change`. No fake world needed.
 */
export const seedOfferInputs = (): OfferInput[] => seedMemberships();

/**
 * One seed membership as call 1 answers it (`seedIds.memberships`). `overrides` are for a rule's cases the seed
 * never has and `catalogue.change` cannot set (a name or benefits, a currency, a price in another shape): they
 * are explicit, beside the seed's own fields.
 */
export function seedOfferInput(id: number, overrides: Partial<OfferInput> = {}): OfferInput {
  const membership = seedOfferInputs().find((offer) => offer.id === id);
  if (!membership) throw new Error(`no seed membership ${id}`);
  return { ...membership, ...overrides };
}

/** A seed membership as the landing holds it once call 1's answer is parsed. */
export const seedOffer = (id: number, overrides: Partial<OfferInput> = {}): SubscriptionOffer => subscriptionOfferSchema.parse(seedOfferInput(id, overrides));
