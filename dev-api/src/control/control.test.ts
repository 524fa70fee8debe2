/** @jest-environment node */
import { z } from 'zod';
import { paidSubscriptionSchema, productSchema, trackingEventSchema } from '@suscripciones/shared/schemas/entities';
import { subscriptionOfferSchema } from '../../../remote-landing/src/api/offersSchema';
import { countrySchema } from '../../../remote-payment/src/address/countrySchema';
import { buyResponseSchema } from '../../../remote-payment/src/pay/buySchema';
import { suggestionsAnswer } from '../../../remote-checkout/src/suggestion/suggestionsSchema';

const suggestionResponseSchema = suggestionsAnswer(() => undefined);
import { testPublishableKeys } from '../stripe/accounts';
import { startTestApi, validBuyRequest, validTrackingEvent, type TestApi } from '../testing/testApi';
import type { FaultMode, FaultRoute } from './faults';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const setFault = async (route: string, mode: string): Promise<Response> => api.postJson('/__control/faults', { route, mode });

const key = testPublishableKeys.ES;
const card = { key, type: 'card', 'card[number]': '4242424242424242', 'card[exp_month]': '12', 'card[exp_year]': '2040', 'card[cvc]': '123' };
const intentSchema = z.object({ object: z.literal('payment_intent'), status: z.string() });
/** An intent made by call 3, with the payment method it names. */
async function newIntent(paymentMethodId = 'pm_card_visa'): Promise<{ id: string; secret: string }> {
  const { clientSecret } = z
    .object({ clientSecret: z.string() })
    .parse(await (await api.postJson('/profile/payment/checkout/buy', { ...validBuyRequest, paymentMethodId })).json());
  return { id: clientSecret.split('_secret_')[0] ?? '', secret: clientSecret };
}
const confirm = (intent: { id: string; secret: string }, init?: RequestInit) =>
  api.postForm(`/stripe/api/payment_intents/${intent.id}/confirm`, { key, client_secret: intent.secret }, init);

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
  'stripe-payment-methods': {
    call: (init) => api.postForm('/stripe/api/payment_methods', card, init),
    schema: z.object({ id: z.string() }),
  },
  'stripe-retrieve': {
    call: async (init) => {
      const { id, secret } = await newIntent();
      return api.get(`/stripe/api/payment_intents/${id}?${new URLSearchParams({ key, client_secret: secret })}`, init);
    },
    schema: intentSchema,
  },
  'stripe-confirm': { call: async (init) => confirm(await newIntent(), init), schema: intentSchema },
  'stripe-authenticate': {
    call: async (init) => {
      const intent = await newIntent('pm_card_authenticationRequired');
      await confirm(intent);
      return api.postForm(`/stripe/api/payment_intents/${intent.id}/authenticate`, { key, client_secret: intent.secret, outcome: 'complete' }, init);
    },
    schema: intentSchema,
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

  it.each(routes)('%s does its work and loses the answer with mode lose-answer', async (route) => {
    await setFault(route, 'lose-answer');
    await expect(callOf(route).call()).rejects.toThrow();
    expect(await (await api.get('/__control/faults')).json()).toEqual({ [route]: 'lose-answer' });
  });

  it('closes every connection after its answer while an answer is to be lost, so that a browser sends no request again unseen', async () => {
    expect((await callOf('products').call()).headers.get('connection')).not.toBe('close');
    await setFault('buy', 'lose-answer');
    expect((await callOf('products').call()).headers.get('connection')).toBe('close');
    const preflight = await fetch(`${api.url}/profile/payment/checkout/buy`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:1', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' },
    });
    expect(preflight.headers.get('connection')).toBe('close');
    await setFault('buy', 'none');
    expect((await callOf('products').call()).headers.get('connection')).not.toBe('close');
  });

  it('loses the answer only: the purchase was made, and a repeat with its key gets it', async () => {
    await api.postJson('/__control/faults', { route: 'buy', mode: 'lose-answer', times: 1 });
    const buy = () =>
      fetch(`${api.url}/profile/payment/checkout/buy`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'attempt-1' },
        body: JSON.stringify(validBuyRequest),
      });
    await expect(buy()).rejects.toThrow();
    expect(await (await api.get('/__control/orders')).json()).toHaveLength(1);
    const again = await buy();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await (await api.get('/__control/orders')).json()).toHaveLength(1);
  });

  it('serves a fault for as many requests as asked, then answers normally', async () => {
    await api.postJson('/__control/faults', { route: 'products', mode: 'status-500', times: 2 });
    expect((await callOf('products').call()).status).toBe(500);
    expect((await callOf('products').call()).status).toBe(500);
    expect((await callOf('products').call()).status).toBe(200);
    expect(await (await api.get('/__control/faults')).json()).toEqual({});
  });

  it.each(['stripe-confirm', 'stripe-authenticate'] as const)('%s leaves the intent processing with mode processing (a slow bank)', async (route) => {
    await setFault(route, 'processing');
    const response = await callOf(route).call();
    expect(intentSchema.parse(await response.json()).status).toBe('processing');
    const intents = z.array(z.object({ status: z.string() })).parse(await (await api.get('/__control/payment-intents')).json());
    expect(intents.map((intent) => intent.status)).toEqual(['processing']);
  });

  it('refuses an unknown route or mode with 400', async () => {
    for (const body of [
      { route: 'nowhere', mode: 'hang' },
      { route: 'buy', mode: 'explode' },
      { route: 'buy' },
      { route: 'buy', mode: 'hang', extra: 1 },
      { route: 'buy', mode: 'processing' },
      { route: 'buy', mode: 'hang', times: 0 },
    ]) {
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
