/** @jest-environment node */
import { parseRuntimeConfig, setRuntimeConfig } from '@suscripciones/shared';
import { testConfig } from '@suscripciones/kit/testing';
import { seedIds, setupFakeWorld } from '@suscripciones/dev-api/testing';
import { getProductSuggestions } from './suggestionsCall';

/** Call 4, the checkout's own, against the fake world. */
const world = setupFakeWorld();

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(testConfig())));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('call 4: the suggested memberships', () => {
  it('answers the memberships linked to the products asked for', async () => {
    const answer = await getProductSuggestions([seedIds.courses.porcino]);
    expect(answer?.success).toBe(true);
    expect(answer?.suggestions.map((suggestion) => suggestion.id)).toEqual([seedIds.memberships.es]);
    expect(world.requests).toEqual([`/profile/checkout/products/product-suggestions?product_ids=${seedIds.courses.porcino}`]);
  });

  it.each(['bad-schema', 'status-500', 'hang'] as const)('gives nothing, logged, when the service answers %s', async (mode) => {
    setRuntimeConfig(parseRuntimeConfig(testConfig({ requestTimeoutMs: 50 })));
    world.fault('product-suggestions', mode);
    await expect(getProductSuggestions([seedIds.courses.porcino])).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith('Error fetching product suggestions', expect.anything());
    setRuntimeConfig(parseRuntimeConfig(testConfig()));
  });
});
