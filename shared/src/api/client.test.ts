/** @jest-environment node */
import { seedIds, setupFakeWorld } from '@suscripciones/dev-api/testing';
import { testConfig } from '@suscripciones/kit/testing';
import { parseRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { getPaidSubscriptions, getProductsByIds } from './client';

/** The page state's calls (2 and 5) against the fake world: dev-api's seed and its faults. */
const world = setupFakeWorld();

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(testConfig())));
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('call 2: products by id', () => {
  it('answers the seed products asked for, and an empty list for none it knows', async () => {
    const course = seedIds.courses.porcino;
    await expect(getProductsByIds([course])).resolves.toEqual([expect.objectContaining({ id: course })]);
    await expect(getProductsByIds([987_654])).resolves.toEqual([]);
    expect(world.requests).toContain(`/profile/checkout/products/?ids=${course}`);
  });

  it.each(['bad-schema', 'status-500', 'malformed-json'] as const)("gives the spec's failure value when the service answers %s", async (mode) => {
    world.fault('products', mode);
    await expect(getProductsByIds([seedIds.courses.porcino])).resolves.toEqual({ error: 'Error fetching products' });
  });

  it('drops an entry that breaks the schema and keeps the others', async () => {
    const course = seedIds.courses.porcino;
    world.context.catalogue.change(seedIds.courses.free, { price: '1.234,50' });
    const answer = await getProductsByIds([course, seedIds.courses.free]);
    expect(answer).toEqual([expect.objectContaining({ id: course })]);
    expect(console.warn).toHaveBeenCalledWith('Dropped an invalid product', expect.anything());
  });
});

describe("call 5: the buyer's paid subscriptions", () => {
  it('is the error itself when the service fails', async () => {
    world.fault('get-pays-subs', 'status-500');
    await expect(getPaidSubscriptions('member-1')).resolves.toBeInstanceOf(Error);
  });
});
