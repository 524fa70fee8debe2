/** @jest-environment node */
import { z } from 'zod';
import {
  buyResponseSchema,
  countrySchema,
  paidSubscriptionSchema,
  productSchema,
  subscriptionOfferSchema,
  trackingEventSchema,
} from '@suscripciones/shared/schemas/entities';
import { suggestionResponseSchema } from '@suscripciones/shared/api/client';
import { startTestApi, validBuyRequest, validTrackingEvent, type TestApi } from '../testing/testApi';
import type { FaultMode, FaultRoute } from './faults';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const setFault = async (route: string, mode: string): Promise<Response> => api.postJson('/__control/faults', { route, mode });

/** How each faultable route is called, and the schema its normal answer satisfies. */
const calls: Record<FaultRoute, { call: (init?: RequestInit) => Promise<Response>; schema: z.core.$ZodType }> = {
  'get-products': { call: (init) => api.get('/profile/checkout/products/get-products?type=Subscription', init), schema: z.array(subscriptionOfferSchema) },
  products: { call: (init) => api.get('/profile/checkout/products/?ids=1', init), schema: z.array(productSchema) },
  'product-suggestions': { call: (init) => api.get('/profile/checkout/products/product-suggestions?product_ids=20', init), schema: suggestionResponseSchema },
  buy: {
    call: (init) =>
      fetch(`${api.url}/profile/payment/checkout/buy`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validBuyRequest),
        ...init,
      }),
    schema: z.object(buyResponseSchema.shape).required(),
  },
  'get-pays-subs': { call: (init) => api.get('/profile/subs/get-pays-subs/member-1', init), schema: z.object({ data: z.array(paidSubscriptionSchema) }) },
  countries: { call: (init) => api.postForm('/identity/wp-admin/admin-ajax.php', { action: 'getPais' }, init), schema: z.array(countrySchema).min(1) },
  track: {
    call: (init) =>
      fetch(`${api.url}/tracking/track`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validTrackingEvent),
        ...init,
      }),
    schema: z.any(),
  },
};
const routes = Object.keys(calls) as FaultRoute[];
const callOf = (route: FaultRoute) => calls[route];

describe('fault injection', () => {
  it.each(routes)('%s answers normally without a fault', async (route) => {
    const response = await callOf(route).call();
    expect(response.ok).toBe(true);
    if (route !== 'track') expect(z.safeParse(callOf(route).schema, await response.json()).success).toBe(true);
  });

  it.each(routes)('%s answers 500 with mode status-500', async (route) => {
    expect((await setFault(route, 'status-500')).status).toBe(200);
    const response = await callOf(route).call();
    expect(response.status).toBe(500);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ error: expect.stringContaining('Injected fault') });
  });

  it.each(routes)('%s answers invalid JSON with mode malformed-json', async (route) => {
    await setFault(route, 'malformed-json');
    const response = await callOf(route).call();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it.each(routes.filter((route) => route !== 'track'))('%s answers JSON that breaks its schema with mode bad-schema', async (route) => {
    await setFault(route, 'bad-schema');
    const response = await callOf(route).call();
    expect(response.status).toBe(200);
    const parsed = z.safeParse(callOf(route).schema, await response.json());
    expect(parsed.success).toBe(false);
  });

  it.each(routes)('%s never answers with mode hang', async (route) => {
    await setFault(route, 'hang');
    await expect(callOf(route).call({ signal: AbortSignal.timeout(150) })).rejects.toThrow();
  });

  it('clears one route with mode none, all with DELETE, and all with reset', async () => {
    await setFault('products', 'status-500');
    await setFault('buy', 'status-500');
    expect(await (await api.get('/__control/faults')).json()).toEqual({ products: 'status-500', buy: 'status-500' });
    await setFault('products', 'none');
    expect((await callOf('products').call()).status).toBe(200);
    expect((await fetch(`${api.url}/__control/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await callOf('buy').call()).status).toBe(200);
    await setFault('countries', 'status-500');
    await api.reset();
    expect((await callOf('countries').call()).status).toBe(200);
  });

  it('refuses an unknown route or mode with 400', async () => {
    for (const body of [{ route: 'nowhere', mode: 'hang' }, { route: 'buy', mode: 'explode' }, { route: 'buy' }, { route: 'buy', mode: 'hang', extra: 1 }]) {
      const response = await api.postJson('/__control/faults', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/^Invalid fault/) });
    }
  });

  it('lets the server close while a request hangs', async () => {
    const other = await startTestApi();
    await other.postJson('/__control/faults', { route: 'get-products', mode: 'hang' satisfies FaultMode });
    const pending = other.get('/profile/checkout/products/get-products?type=Subscription').then(
      () => 'answered',
      () => 'failed',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await other.close();
    expect(await pending).toBe('failed');
  });
});

describe('tracking and recorded state', () => {
  it('records valid tracking events (204) with their extra fields', async () => {
    const response = await api.postJson('/tracking/track', validTrackingEvent);
    expect(response.status).toBe(204);
    const events = z.array(trackingEventSchema).parse(await (await api.get('/__control/tracking-events')).json());
    expect(events).toEqual([validTrackingEvent]);
  });

  it('refuses invalid events with 400 and records nothing', async () => {
    for (const body of [
      { ...validTrackingEvent, event_type: '' },
      { ...validTrackingEvent, timestamp: 'yesterday' },
      { ...validTrackingEvent, nested: { a: 1 } },
      [1],
    ]) {
      const response = await api.postJson('/tracking/track', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/^Invalid tracking event/) });
    }
    const notJson = await fetch(`${api.url}/tracking/track`, { method: 'POST', body: 'not json' });
    expect(notJson.status).toBe(400);
    expect(await (await api.get('/__control/tracking-events')).json()).toEqual([]);
  });

  it('reset clears orders, events and payment intents', async () => {
    await api.postJson('/tracking/track', validTrackingEvent);
    await api.postJson('/profile/payment/checkout/buy', validBuyRequest);
    expect(await (await api.get('/__control/orders')).json()).toHaveLength(1);
    await api.reset();
    for (const path of ['/__control/orders', '/__control/tracking-events', '/__control/payment-intents']) {
      expect(await (await api.get(path)).json()).toEqual([]);
    }
  });
});
