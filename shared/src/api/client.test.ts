/** @jest-environment node */
import { parseRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { testConfig } from '@suscripciones/shared/testing';
import { buy, getCountries, getProductsByIds, getProductsOrThrow, getProductSuggestions } from './client';

/**
 * The client against a fake network: each call's answer to a list that
 * breaks the schema entirely, to a list with some bad entries, and to an
 * empty list.
 */
const product = {
  id: 20,
  name: 'Curso de bioseguridad',
  type: 'Curso',
  price: '150.00',
  stripe_id: 'price_curso',
  stripe_account: 'ES',
  currency: 'EUR',
};
const offer = { ...product, id: 1, type: 'Subscription', benefits: ['Revista impresa'] };
const country = { id_pais: 1, code: 'es', countrynameENG: 'Spain', countrynameES: 'España', countrynamePT: 'Espanha' };

let answer: unknown;
beforeAll(() => {
  setRuntimeConfig(parseRuntimeConfig(testConfig()));
});
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }));
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('lists in answers', () => {
  it('keep the valid entries and drop the bad ones', async () => {
    answer = [{ id: 'x' }, product, { ...product, id: 21, price: '-5' }];
    await expect(getProductsByIds([20, 21])).resolves.toEqual([expect.objectContaining({ id: 20 })]);
    answer = { data: [offer, { nope: true }] };
    await expect(getProductsOrThrow('Subscription')).resolves.toEqual([expect.objectContaining({ id: 1 })]);
    answer = [country, { code: 'spain' }];
    await expect(getCountries()).resolves.toEqual([expect.objectContaining({ code: 'ES' })]);
  });

  it('an empty list is an empty list, not a failure', async () => {
    answer = [];
    await expect(getProductsByIds([99])).resolves.toEqual([]);
    await expect(getProductsOrThrow('Subscription')).resolves.toEqual([]);
    await expect(getCountries()).resolves.toEqual([]);
  });

  it('a list with no valid entry breaks the schema: each call gives its failure result', async () => {
    answer = [{ id: 'x' }];
    await expect(getProductsByIds([20])).resolves.toEqual({ error: 'Error fetching products' });
    await expect(getProductsOrThrow('Subscription')).rejects.toThrow(/unexpected shape/);
    await expect(getCountries()).resolves.toEqual([]);
    answer = { data: [{ id: 'x' }, { name: 3 }] };
    await expect(getProductsOrThrow('Subscription')).rejects.toThrow(/unexpected shape/);
  });

  it('a suggestion answer of the wrong shape gives nothing', async () => {
    answer = { nope: true };
    await expect(getProductSuggestions([20])).resolves.toBeUndefined();
  });
});

describe('call 3 and the Idempotency-Key header', () => {
  const payload = {
    invoice: false,
    token_id: 'guest-1',
    products: [{ id: 20, price: 150, stripe_id: 'price_curso' }],
    paymentMethodId: 'pm_1',
    currency: 'EUR',
    facturaData: null,
    shippingData: null,
    session_id: 'c0ffee00-0000-4000-8000-000000000000',
  };
  const sentKey = async (): Promise<string | null> => {
    answer = { success: true, message: 'ok', clientSecret: 'pi_1_secret_1' };
    await buy(payload, 'key-1');
    const init = (global.fetch as jest.Mock).mock.calls[0]?.[1] as RequestInit;
    return new Headers(init.headers).get('Idempotency-Key');
  };
  afterAll(() => setRuntimeConfig(parseRuntimeConfig(testConfig())));

  it('is not sent to a service that has not said it accepts it (the spec’s call 3 knows none: a CORS preflight would fail)', async () => {
    setRuntimeConfig(parseRuntimeConfig(testConfig()));
    await expect(sentKey()).resolves.toBeNull();
  });

  it('is sent where the runtime config says the service accepts it', async () => {
    setRuntimeConfig(parseRuntimeConfig(testConfig({ profileAcceptsIdempotencyKey: true })));
    await expect(sentKey()).resolves.toBe('key-1');
  });
});
