/** @jest-environment node */
import { parseRuntimeConfig, setRuntimeConfig } from '@suscripciones/shared';
import { testConfig } from '@suscripciones/kit/testing';
import { seedIds, setupFakeWorld } from '@suscripciones/dev-api/testing';
import { getProductsOrThrow } from './offersCall';

/** Call 1, the landing's own, against the fake world: dev-api's seed offers and its faults. */
const world = setupFakeWorld();

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(testConfig())));
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe("call 1: the landing's offers", () => {
  it('answers the seed memberships as offers, their prices in the one shape the cards format', async () => {
    const offers = await getProductsOrThrow('Subscription');
    expect(offers.map((offer) => offer.id)).toContain(seedIds.memberships.es);
    expect(offers.every((offer) => /^\d+\.\d{2}$/.test(offer.price))).toBe(true);
    expect(world.requests).toEqual(['/profile/checkout/products/get-products?type=Subscription']);
  });

  it('drops an offer whose price cannot be read without guessing, and keeps the others', async () => {
    world.context.catalogue.change(seedIds.memberships.br, { price: '1.234,50' });
    const offers = await getProductsOrThrow('Subscription');
    expect(offers.map((offer) => offer.id)).not.toContain(seedIds.memberships.br);
    expect(offers.map((offer) => offer.id)).toContain(seedIds.memberships.es);
    expect(console.warn).toHaveBeenCalledWith('Dropped an invalid subscription offer', expect.anything());
  });

  it.each([
    ['bad-schema', /unexpected shape/],
    ['status-500', /answered 500/],
  ] as const)('fails, for the page to say so, when the service answers %s', async (mode, said) => {
    world.fault('get-products', mode);
    await expect(getProductsOrThrow('Subscription')).rejects.toThrow(said);
  });
});
