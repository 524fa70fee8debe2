/** @jest-environment node */
import { z } from 'zod';
import { paidSubscriptionSchema, productSchema } from '@suscripciones/shared/schemas/entities';
import { subscriptionOfferSchema } from '../../../remote-landing/src/api/offersSchema';
import { suggestionsAnswer } from '../../../remote-checkout/src/suggestion/suggestionsSchema';
import { buyResponseSchema } from '../../../remote-payment/src/pay/buySchema';

const suggestionResponseSchema = suggestionsAnswer(() => undefined);
import { buildCatalogue, seedIds } from '../seed/catalogue';
import { testBilling, testShipping as validShipping } from '../seed/address';
import { startTestApi, validBuyRequest, type TestApi } from '../testing/testApi';

const seedProducts = buildCatalogue('http://localhost').products;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const json = async (response: Response): Promise<unknown> => response.json() as Promise<unknown>;
const idsOf = (value: unknown) =>
  z
    .array(z.object({ id: z.number() }))
    .parse(value)
    .map((item) => item.id);

async function expect400(response: Response, message: RegExp): Promise<void> {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = z.object({ error: z.string() }).parse(await response.json());
  expect(body.error).toMatch(message);
}

describe('call 1: GET /profile/checkout/products/get-products', () => {
  it('lists the products of a type; memberships parse as subscription offers', async () => {
    const response = await api.get('/profile/checkout/products/get-products?type=Subscription');
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    const offers = z.array(subscriptionOfferSchema).parse(body);
    expect(offers.map((offer) => offer.id)).toEqual(Object.values(seedIds.memberships).sort((a, b) => a - b));
    expect(
      z
        .array(productSchema)
        .parse(body)
        .every((product) => product.type === 'Subscription'),
    ).toBe(true);
  });

  it('lists courses by type and answers [] for an unknown type', async () => {
    const courses = idsOf(await json(await api.get('/profile/checkout/products/get-products?type=Curso')));
    expect(courses).toEqual(expect.arrayContaining(Object.values(seedIds.courses)));
    expect(await json(await api.get('/profile/checkout/products/get-products?type=Nothing'))).toEqual([]);
  });

  it('refuses a missing or empty type with 400', async () => {
    await expect400(await api.get('/profile/checkout/products/get-products'), /type is required/);
    await expect400(await api.get('/profile/checkout/products/get-products?type='), /type/);
  });
});

describe('call 2: GET /profile/checkout/products/', () => {
  it('answers all products without ids', async () => {
    const products = z.array(productSchema).parse(await json(await api.get('/profile/checkout/products/')));
    expect(products.length).toBeGreaterThanOrEqual(15);
  });

  it('answers the products of the ids, ignoring unknown ids', async () => {
    const response = await api.get(`/profile/checkout/products/?ids=${seedIds.courses.porcino},${seedIds.memberships.es},999`);
    expect(response.status).toBe(200);
    expect(idsOf(await response.json())).toEqual([seedIds.courses.porcino, seedIds.memberships.es]);
    expect(await json(await api.get('/profile/checkout/products/?ids=998,999'))).toEqual([]);
  });

  it('also answers without the trailing slash and with spaces in the list', async () => {
    expect(idsOf(await json(await api.get('/profile/checkout/products?ids=1,%202')))).toEqual([1, 2]);
  });

  it.each(['abc', '1,x', '0', '-1', '1.5', '', '1,,2', String(Number.MAX_SAFE_INTEGER + 10)])('refuses ids=%p with 400', async (ids) => {
    await expect400(await api.get(`/profile/checkout/products/?ids=${encodeURIComponent(ids)}`), /ids/);
  });
});

describe('call 4: GET /profile/checkout/products/product-suggestions', () => {
  const suggestions = async (ids: readonly number[]) => {
    const response = await api.get(`/profile/checkout/products/product-suggestions?product_ids=${ids.join(',')}`);
    expect(response.status).toBe(200);
    const body = suggestionResponseSchema.parse(await response.json());
    expect(body.success).toBe(true);
    return body.suggestions.map((suggestion) => suggestion.id);
  };

  it('suggests the linked memberships, once each', async () => {
    expect(await suggestions([seedIds.courses.porcino, seedIds.magazines.printed])).toEqual([seedIds.memberships.es]);
    expect(await suggestions([seedIds.courses.nutricion, seedIds.courses.nutricionRumiantes])).toEqual([
      seedIds.memberships.esNutrition,
      seedIds.memberships.esRuminants,
    ]);
  });

  it('answers an empty list for memberships, unlinked or unknown products', async () => {
    expect(await suggestions([seedIds.memberships.es])).toEqual([]);
    expect(await suggestions([seedIds.courses.free])).toEqual([]);
    expect(await suggestions([999])).toEqual([]);
  });

  it('refuses missing or malformed product_ids with 400', async () => {
    await expect400(await api.get('/profile/checkout/products/product-suggestions'), /product_ids is required/);
    await expect400(await api.get('/profile/checkout/products/product-suggestions?product_ids=a,b'), /product_ids/);
  });
});

describe('call 5: GET /profile/subs/get-pays-subs/:token_id', () => {
  const paidSubscriptions = async (tokenId: string) => {
    const response = await api.get(`/profile/subs/get-pays-subs/${encodeURIComponent(tokenId)}`);
    expect(response.status).toBe(200);
    return z.object({ data: z.array(paidSubscriptionSchema) }).parse(await response.json()).data;
  };

  it("answers the member's and the reader's subscriptions", async () => {
    expect(await paidSubscriptions('member-1')).toEqual([{ id_medio_newsletter: 8, medio: 'porciNews', id_suscripcion: 8 }]);
    expect((await paidSubscriptions('reader-1')).map((sub) => sub.id_medio_newsletter)).toEqual([2]);
  });

  it('answers { data: [] } for the guest and unknown users', async () => {
    expect(await paidSubscriptions('guest-1')).toEqual([]);
    expect(await paidSubscriptions('nobody')).toEqual([]);
  });

  it('refuses an over-long token_id with 400', async () => {
    await expect400(await api.get(`/profile/subs/get-pays-subs/${'x'.repeat(201)}`), /token_id/);
  });
});

describe('call 3: POST /profile/payment/checkout/buy', () => {
  const buy = (body: unknown) => api.postJson('/profile/payment/checkout/buy', body);
  const withProducts = (products: { id: number; price: number; stripe_id: string }[], extra: object = {}) => ({
    ...validBuyRequest,
    products,
    ...extra,
  });

  it('accepts the partner price, records the order and creates a payment intent', async () => {
    const response = await buy(validBuyRequest);
    expect(response.status).toBe(200);
    const body = buyResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ success: true, message: 'Payment intent created' });
    expect(body.clientSecret).toMatch(/^pi_[0-9a-f]+_secret_[0-9a-f]+$/);

    const orders = z.array(z.record(z.string(), z.unknown())).parse(await json(await api.get('/__control/orders')));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ token_id: 'member-1', amount: 9000, currency: 'EUR', account: 'ES', paymentStatus: 'requires_payment_method' });
    const intents = z.array(z.record(z.string(), z.unknown())).parse(await json(await api.get('/__control/payment-intents')));
    expect(intents).toEqual([
      expect.objectContaining({
        client_secret: body.clientSecret,
        amount: 9000,
        currency: 'eur',
        account: 'ES',
        status: 'requires_payment_method',
        paymentMethodId: 'pm_card_visa',
      }),
    ]);
    expect(String(intents[0]?.id)).toMatch(/^pi_/);
  });

  it('accepts normal prices, sums the amount in cents and takes the account from the products', async () => {
    const response = await buy(
      withProducts(
        [
          { id: seedIds.courses.globalUsd, price: 99, stripe_id: 'price_curso_avicultura_global' },
          { id: seedIds.memberships.latam, price: 99, stripe_id: 'price_plan_avinews_latam' },
        ],
        // The membership includes the printed magazine: it is shipped.
        { currency: 'usd', shippingData: validShipping },
      ),
    );
    expect(response.status).toBe(200);
    const intents = await json(await api.get('/__control/payment-intents'));
    expect(intents).toEqual([expect.objectContaining({ amount: 19800, currency: 'usd', account: 'global' })]);
  });

  it('refuses a wrong price, a mismatched stripe id and an unknown product', async () => {
    await expect400(await buy(withProducts([{ id: seedIds.courses.porcino, price: 10, stripe_id: 'price_curso_porcino' }])), /matches neither/);
    await expect400(await buy(withProducts([{ id: seedIds.courses.porcino, price: 90, stripe_id: 'price_curso_porcino' }])), /matches neither/);
    await expect400(await buy(withProducts([{ id: seedIds.courses.porcino, price: 150, stripe_id: 'price_curso_porcino_socio' }])), /matches neither/);
    await expect400(await buy(withProducts([{ id: 999, price: 10, stripe_id: 'price_x' }])), /Unknown product id 999/);
    expect(await json(await api.get('/__control/orders'))).toEqual([]);
  });

  it('refuses mixed regions, a wrong currency and repeated products', async () => {
    await expect400(
      await buy(
        withProducts([
          { id: seedIds.courses.porcino, price: 150, stripe_id: 'price_curso_porcino' },
          { id: seedIds.courses.globalUsd, price: 99, stripe_id: 'price_curso_avicultura_global' },
        ]),
      ),
      /different regions/,
    );
    await expect400(await buy({ ...validBuyRequest, currency: 'USD' }), /Currency USD/);
    await expect400(await buy(withProducts([...validBuyRequest.products, ...validBuyRequest.products])), /more than once/);
  });

  it('refuses a body that breaks the buy request schema or is not JSON', async () => {
    await expect400(await buy({ ...validBuyRequest, products: [] }), /Invalid body: products/);
    await expect400(await buy({ ...validBuyRequest, token_id: undefined }), /token_id/);
    await expect400(await buy(withProducts([{ id: seedIds.magazines.printed, price: 0, stripe_id: 'price_revista_porcinews_socio' }])), /price/);
    const notJson = await fetch(`${api.url}/profile/payment/checkout/buy`, {
      method: 'POST',
      body: '{"invoice":',
      headers: { 'Content-Type': 'application/json' },
    });
    await expect400(notJson, /not valid JSON/);
  });
});

describe('call 3 refuses what the profile service refuses', () => {
  const buy = (body: unknown) => api.postJson('/profile/payment/checkout/buy', body);
  const line = (id: number, kind: 'normal' | 'socio') => {
    const product = seedProducts.find((candidate) => candidate.id === id);
    if (!product) throw new Error(`no seed product ${id}`);
    return kind === 'normal'
      ? { id, price: Number(product.price), stripe_id: product.stripe_id }
      : { id, price: Number(product.socio_price), stripe_id: product.stripe_id_socio };
  };
  const request = (token_id: string, products: ReturnType<typeof line>[], extra: object = {}) => ({ ...validBuyRequest, token_id, products, ...extra });
  const orderCount = async () => z.array(z.unknown()).parse(await json(await api.get('/__control/orders'))).length;

  describe('the partner price, only for a buyer entitled to it', () => {
    it('refuses it to a buyer with no paid subscription and no linked membership in the purchase', async () => {
      await expect400(await buy(request('guest-1', [line(seedIds.courses.porcino, 'socio')])), /Product 20: the partner price .* is not due to buyer guest-1/);
      expect(await orderCount()).toBe(0);
    });

    it('grants it when a linked membership is in the same purchase', async () => {
      const response = await buy(
        request('guest-1', [line(seedIds.memberships.es, 'normal'), line(seedIds.courses.porcino, 'socio')], { shippingData: validShipping }),
      );
      expect(response.status).toBe(200);
    });

    it('refuses it when the membership in the purchase is not one the product is linked to', async () => {
      await expect400(
        await buy(request('guest-1', [line(seedIds.memberships.esPoultry, 'normal'), line(seedIds.courses.porcino, 'socio')], { shippingData: validShipping })),
        /Product 20: the partner price/,
      );
    });

    it('grants it to the holder of a paid subscription for one of its medios', async () => {
      // member-1 holds medio 8, one of the porcino course's medio_id.
      expect((await buy(request('member-1', [line(seedIds.courses.porcino, 'socio')]))).status).toBe(200);
    });

    it("grants a course's partner price for a paid newsletter of its category's medio group, and only that group", async () => {
      // reader-1's newsletter is medio 2: the avicultura group [1,2,18,7,3], not nutricion.
      expect((await buy(request('reader-1', [line(seedIds.courses.avicultura, 'socio')]))).status).toBe(200);
      await expect400(
        await buy(request('reader-1', [line(seedIds.courses.nutricion, 'socio')])),
        /Product 22: the partner price .* is not due to buyer reader-1/,
      );
    });

    it('refuses the partner price with the normal price id, or the normal price with the partner price id, even when entitled', async () => {
      const socio = line(seedIds.courses.porcino, 'socio');
      const normal = line(seedIds.courses.porcino, 'normal');
      await expect400(await buy(request('member-1', [{ ...socio, stripe_id: normal.stripe_id }])), /matches neither/);
      await expect400(await buy(request('member-1', [{ ...normal, stripe_id: socio.stripe_id }])), /matches neither/);
      await expect400(await buy(request('member-1', [{ ...socio, stripe_id: 'price_something_else' }])), /matches neither/);
    });

    it('always accepts the normal price', async () => {
      expect((await buy(request('guest-1', [line(seedIds.courses.porcino, 'normal')]))).status).toBe(200);
    });
  });

  describe('shipping data for what is shipped', () => {
    it.each([
      ['a printed magazine', seedIds.magazines.printed],
      ['a membership (it includes the quarterly magazine)', seedIds.memberships.esPoultry],
    ])('refuses %s without shipping data', async (_what, id) => {
      await expect400(
        await buy(request('guest-1', [line(id, 'normal')], { shippingData: null })),
        new RegExp(`Product ${id} .*is shipped: shippingData is missing`),
      );
      expect(await orderCount()).toBe(0);
    });

    it('refuses shipping data without one of its required fields (billing data without a postal code)', async () => {
      await expect400(
        await buy(request('guest-1', [line(seedIds.magazines.printed, 'normal')], { shippingData: testBilling })),
        /Product 30 .*is shipped: shippingData lacks codigoPostal/,
      );
    });

    it('accepts a printed magazine with full shipping data, and a course without any', async () => {
      expect((await buy(request('guest-1', [line(seedIds.magazines.printed, 'normal')], { shippingData: validShipping }))).status).toBe(200);
      expect((await buy(request('guest-1', [line(seedIds.courses.porcino, 'normal')], { shippingData: null }))).status).toBe(200);
    });
  });

  describe('the buyer', () => {
    it("refuses a token_id that is none of the identity site's users", async () => {
      await expect400(await buy(request('nobody-9', [line(seedIds.courses.porcino, 'normal')])), /Unknown buyer: token_id nobody-9/);
      expect(await orderCount()).toBe(0);
    });

    it('accepts a user created through the sign-up page', async () => {
      const signUp = await api.postForm(
        '/identity/signup',
        { nombre: 'Ana', apellidos: 'Pérez', email: 'ana@example.com', checkoutUrl: 'http://localhost:3000/suscripciones/payment' },
        { redirect: 'manual' },
      );
      const location = new URL(signUp.headers.get('location') ?? '');
      const token = location.searchParams.get('token') ?? '';
      const payload = z.object({ token_id: z.string() }).parse(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')));
      expect((await buy(request(payload.token_id, [line(seedIds.courses.porcino, 'normal')]))).status).toBe(200);
    });

    it('refuses a membership the buyer already holds (as call 5 reports it)', async () => {
      // member-1 holds id_suscripcion 8, the id_medio of memberships.es.
      await expect400(
        await buy(request('member-1', [line(seedIds.memberships.es, 'normal')], { shippingData: validShipping })),
        /Membership 1 is already held by buyer member-1/,
      );
      expect((await buy(request('member-1', [line(seedIds.memberships.esPoultry, 'normal')], { shippingData: validShipping }))).status).toBe(200);
    });

    it('sells a membership whose medio_id names a medio the buyer holds: only its id_medio makes it held', async () => {
      // Data the seed never has: memberships.es (id_medio 8) lists reader-1's medio 2 too.
      const changed = await api.postJson('/__control/catalogue/products', { id: seedIds.memberships.es, medio_id: '8,2' });
      expect(await json(changed)).toMatchObject({ id: seedIds.memberships.es, id_medio: 8, medio_id: '8,2' });
      expect((await buy(request('reader-1', [line(seedIds.memberships.es, 'normal')], { shippingData: validShipping }))).status).toBe(200);
      await expect400(
        await buy(request('member-1', [line(seedIds.memberships.es, 'normal')], { shippingData: validShipping })),
        /Membership 1 is already held by buyer member-1/,
      );
    });
  });

  describe('the medios of a product, as the catalogue answers them', () => {
    it("a partner price comes from the product's medio_id, never from its id_medio alone", async () => {
      // The broiler course with id_medio 8 (member-1's medio) and its medio_id as seeded, without 8.
      await api.postJson('/__control/catalogue/products', { id: seedIds.courses.avicultura, id_medio: 8 });
      await expect400(
        await buy(request('member-1', [line(seedIds.courses.avicultura, 'socio')])),
        /Product 21: the partner price .* is not due to buyer member-1/,
      );
      await api.postJson('/__control/catalogue/products', { id: seedIds.courses.avicultura, medio_id: '1,7,8' });
      expect((await buy(request('member-1', [line(seedIds.courses.avicultura, 'socio')]))).status).toBe(200);
    });

    it('calls 2 and 1 answer the changed medios until the reset', async () => {
      await api.postJson('/__control/catalogue/products', { id: seedIds.memberships.es, id_medio: 9, medio_id: '9,2' });
      const [product] = z.array(productSchema).parse(await json(await api.get(`/profile/checkout/products/?ids=${seedIds.memberships.es}`)));
      expect(product).toMatchObject({ id_medio: 9, medio_id: [9, 2] });
      const offers = z.array(subscriptionOfferSchema).parse(await json(await api.get('/profile/checkout/products/get-products?type=Subscription')));
      expect(offers.find((offer) => offer.id === seedIds.memberships.es)?.id_medio).toBe(9);
      await api.reset();
      const [seed] = z.array(productSchema).parse(await json(await api.get(`/profile/checkout/products/?ids=${seedIds.memberships.es}`)));
      expect(seed).toMatchObject({ id_medio: 8, medio_id: [8] });
    });

    it('refuses a change of an unknown product, of another field, or with a malformed medio list', async () => {
      await expect400(await api.postJson('/__control/catalogue/products', { id: 999, medio_id: '8' }), /Unknown product id 999/);
      await expect400(await api.postJson('/__control/catalogue/products', { id: 1, name: 'x' }), /Invalid product change/);
      await expect400(await api.postJson('/__control/catalogue/products', { id: 1, medio_id: '8;2' }), /Invalid product change: medio_id/);
    });
  });
});

describe('call 3 with an Idempotency-Key, honoured like the card provider', () => {
  const buy = (body: unknown, key: string) =>
    fetch(`${api.url}/profile/payment/checkout/buy`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
  const intents = async () => z.array(z.record(z.string(), z.unknown())).parse(await json(await api.get('/__control/payment-intents')));

  it('a repeat with the same key and body gets the same intent back: one order, one intent', async () => {
    const first = buyResponseSchema.parse(await (await buy(validBuyRequest, 'attempt-1')).json());
    const again = await buy(validBuyRequest, 'attempt-1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(buyResponseSchema.parse(await again.json()).clientSecret).toBe(first.clientSecret);
    expect(await intents()).toHaveLength(1);
    expect(await json(await api.get('/__control/orders'))).toHaveLength(1);
  });

  it('the same key with another body is refused; another key is another intent', async () => {
    await buy(validBuyRequest, 'attempt-1');
    const changed = await buy({ ...validBuyRequest, invoice: true, facturaData: null }, 'attempt-1');
    expect(changed.status).toBe(400);
    expect(z.object({ error: z.string(), type: z.literal('idempotency_error') }).parse(await changed.json()).error).toMatch(/same parameters/);
    await buy(validBuyRequest, 'attempt-2');
    expect(await intents()).toHaveLength(2);
  });

  it('a refused request is not kept: the same key may try again', async () => {
    await expect400(await buy({ ...validBuyRequest, currency: 'USD' }, 'attempt-3'), /Currency USD/);
    expect((await buy({ ...validBuyRequest, currency: 'USD' }, 'attempt-3')).status).toBe(400);
    expect(await intents()).toHaveLength(0);
  });

  it('allows the header in CORS preflights', async () => {
    const preflight = await fetch(`${api.url}/profile/payment/checkout/buy`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/i);
  });
});

describe('common HTTP behaviour', () => {
  it('puts CORS headers on every answer and answers preflights with 204', async () => {
    const response = await api.get('/profile/checkout/products/get-products?type=Subscription');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${api.url}/profile/payment/checkout/buy`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,POST,OPTIONS,DELETE');
    expect(preflight.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual(['Content-Type', 'Idempotency-Key']);
    const missing = await api.get('/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 405 with Allow for a known path and a wrong method', async () => {
    const response = await fetch(`${api.url}/profile/payment/checkout/buy`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
  });
});

describe('a price changed by the test control', () => {
  const offers = async () => z.array(subscriptionOfferSchema).parse(await json(await api.get('/profile/checkout/products/get-products?type=Subscription')));

  it('is what calls 1 and 2 answer and what call 3 charges, until the reset', async () => {
    const changed = await api.postJson('/__control/catalogue/products', { id: seedIds.memberships.latam, price: '79.50' });
    expect(await json(changed)).toMatchObject({ id: seedIds.memberships.latam, price: '79.50' });
    expect((await offers()).find((offer) => offer.id === seedIds.memberships.latam)?.price).toBe('79.50');
    const [product] = z.array(productSchema).parse(await json(await api.get(`/profile/checkout/products/?ids=${seedIds.memberships.latam}`)));
    expect(product?.price).toBe(79.5);
    const seed = seedProducts.find((candidate) => candidate.id === seedIds.memberships.latam);
    const line = (price: number) => ({ id: seedIds.memberships.latam, price, stripe_id: seed?.stripe_id });
    const buy = (price: number) =>
      api.postJson('/profile/payment/checkout/buy', {
        ...validBuyRequest,
        token_id: 'guest-1',
        currency: 'USD',
        products: [line(price)],
        shippingData: validShipping,
      });
    await expect400(await buy(99), /price/);
    expect((await buy(79.5)).status).toBe(200);
    await api.reset();
    expect((await offers()).find((offer) => offer.id === seedIds.memberships.latam)?.price).toBe('99.00');
  });

  it('refuses an unknown product or a price not written as the service writes it', async () => {
    await expect400(await api.postJson('/__control/catalogue/products', { id: 999, price: '1.00' }), /Unknown product id 999/);
    for (const price of ['1', '1,00', '-1.00', 1]) {
      await expect400(await api.postJson('/__control/catalogue/products', { id: 1, price }), /Invalid product change: price/);
    }
  });
});
