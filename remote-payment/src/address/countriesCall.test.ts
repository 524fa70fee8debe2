/** @jest-environment node */
import { parseRuntimeConfig, setRuntimeConfig } from '@suscripciones/shared';
import { testConfig } from '@suscripciones/kit/testing';
import { setupFakeWorld } from '@suscripciones/dev-api/testing';
import { getCountries } from './countriesCall';

/** Call 6, the payment's own, against the fake world: the identity site's countries. */
const world = setupFakeWorld();

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(testConfig())));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe("call 6: the identity site's countries", () => {
  it('answers the whole list, each code in capitals', async () => {
    const countries = await getCountries();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((country) => country.code === 'ES')).toMatchObject({ countrynameES: 'España' });
    expect(world.requests).toEqual(['/identity/wp-admin/admin-ajax.php']);
  });

  it.each(['bad-schema', 'status-500', 'malformed-json'] as const)('is an empty list, logged, when the site answers %s', async (mode) => {
    world.fault('countries', mode);
    await expect(getCountries()).resolves.toEqual([]);
    expect(console.error).toHaveBeenCalledWith('Error al cargar los países', expect.anything());
  });
});
