import type { z } from 'zod/mini';
import type { FakeWorld } from '@suscripciones/dev-api/testing';
import { subscriptionOfferSchema, type SubscriptionOffer } from '../api/offersSchema';

type OfferInput = z.input<typeof subscriptionOfferSchema>;

/**
 * The seed's memberships as call 1 answers them: dev-api's catalogue (dev-api/src/seed/), with the changes the test
 * made through `world.context.catalogue.change`.
 */
export const seedOfferInputs = (world: FakeWorld): OfferInput[] => world.context.catalogue.memberships.map((membership) => ({ ...membership }));

/**
 * One seed membership as call 1 answers it (`seedIds.memberships`). `overrides` are for a rule's cases the seed
 * never has and `catalogue.change` cannot set (a name or benefits, a currency, a price in another shape): they
 * are explicit, beside the seed's own fields.
 */
export function seedOfferInput(world: FakeWorld, id: number, overrides: Partial<OfferInput> = {}): OfferInput {
  const membership = seedOfferInputs(world).find((offer) => offer.id === id);
  if (!membership) throw new Error(`no seed membership ${id}`);
  return { ...membership, ...overrides };
}

/** A seed membership as the landing holds it once call 1's answer is parsed. */
export const seedOffer = (world: FakeWorld, id: number, overrides: Partial<OfferInput> = {}): SubscriptionOffer =>
  subscriptionOfferSchema.parse(seedOfferInput(world, id, overrides));
