/** @jest-environment node */
import path from 'node:path';
import { z } from 'zod';
import { testConfig } from '@suscripciones/kit/testing';
import { seedIds } from '../seed/catalogue';
import { startTestApi, validBuyRequest, type TestApi } from '../testing/testApi';
import { testPublishableKeys } from './accounts';
import { stripeScriptPath } from './routes';
import { luhnValid } from './testCards';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const nextYear = new Date().getFullYear() + 1;
const esKey = testPublishableKeys.ES;
const globalKey = testPublishableKeys.global;

const errorSchema = z.object({
  error: z.object({
    type: z.string(),
    code: z.string().optional(),
    decline_code: z.string().optional(),
    message: z.string(),
    param: z.string().optional(),
    payment_intent: z.object({ id: z.string(), status: z.string() }).optional(),
  }),
});
const intentSchema = z.object({
  id: z.string(),
  object: z.literal('payment_intent'),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  client_secret: z.string(),
});
const methodSchema = z.object({
  id: z.string().regex(/^pm_/),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() }),
  billing_details: z.object({ address: z.object({ country: z.string().nullable() }) }),
});
const confirmationsSchema = z.array(z.object({ payment_intent: z.string(), step: z.string(), outcome: z.string(), code: z.string().optional() }));

async function createPaymentMethod(number: string, key = esKey, extra: Record<string, string> = {}): Promise<Response> {
  return api.postForm('/stripe/api/payment_methods', {
    key,
    type: 'card',
    'card[number]': number,
    'card[exp_month]': '12',
    'card[exp_year]': String(nextYear),
    'card[cvc]': number.startsWith('3') ? '1234' : '123',
    'billing_details[address][country]': 'ES',
    ...extra,
  });
}

/** A payment method for the card, then the buy call (call 3): the client secret of the new intent. */
async function buyWith(number: string, key = esKey): Promise<{ clientSecret: string; intentId: string; paymentMethodId: string }> {
  const method = methodSchema.parse(await (await createPaymentMethod(number, key)).json());
  const response = await api.postJson('/profile/payment/checkout/buy', { ...validBuyRequest, paymentMethodId: method.id });
  const { clientSecret } = z.object({ clientSecret: z.string() }).parse(await response.json());
  return { clientSecret, intentId: clientSecret.split('_secret_')[0] ?? '', paymentMethodId: method.id };
}

const confirm = (intentId: string, clientSecret: string, key = esKey, extra: Record<string, string> = {}) =>
  api.postForm(`/stripe/api/payment_intents/${intentId}/confirm`, { key, client_secret: clientSecret, locale: 'en', ...extra });

async function confirmations(intentId: string) {
  const all = confirmationsSchema.parse(await (await api.get('/__control/stripe/confirmations')).json());
  return all.filter((entry) => entry.payment_intent === intentId);
}

describe('GET /stripe/v3/: the Stripe.js test double', () => {
  it('serves plain JavaScript that defines window.Stripe, without eval and without the provider host', async () => {
    const response = await api.get(stripeScriptPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const source = await response.text();
    expect(source).toContain('window.Stripe = Stripe');
    expect(source).not.toMatch(/\beval\s*\(|new Function\s*\(|js\.stripe\.com/);
    expect(() => new Function(source)).not.toThrow(); // parses (test code may compile it; the double itself never does)
  });

  it('knows exactly the two publishable keys of the local stack config', async () => {
    const modulePath = path.resolve(__dirname, '../../../scripts/stack/runtimeConfig.ts');
    const { localRuntimeConfig } = z
      .object({ localRuntimeConfig: z.custom<(ports: Record<string, number>) => unknown>((value) => typeof value === 'function') })
      .parse(await import(modulePath));
    const config = z
      .object({ stripe: z.object({ publishableKeyES: z.string(), publishableKeyGlobal: z.string() }) })
      .parse(localRuntimeConfig({ host: 1, landing: 2, checkout: 3, payment: 4, devApi: 5 }));
    expect(config.stripe).toMatchObject({ publishableKeyES: testPublishableKeys.ES, publishableKeyGlobal: testPublishableKeys.global });
    // And the unit tests' config, whose Stripe.js is this double in jsdom (the fake world).
    expect(testConfig().stripe).toMatchObject({ publishableKeyES: testPublishableKeys.ES, publishableKeyGlobal: testPublishableKeys.global });
  });
});

describe('payment methods', () => {
  it('creates a card payment method without answering the number', async () => {
    const response = await createPaymentMethod('4242424242424242');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('4242424242424242');
    const method = methodSchema.parse(JSON.parse(text));
    expect(method.card).toEqual(expect.objectContaining({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear }));
    expect(method.billing_details.address.country).toBe('ES');
  });

  it.each([
    ['an invalid number', { 'card[number]': '4242424242424241' }, 'incorrect_number', 'Your card number is incorrect.'],
    ['a past expiry', { 'card[exp_year]': '2001' }, 'invalid_expiry_year', "Your card's expiration year is invalid."],
    ['a bad month', { 'card[exp_month]': '13' }, 'invalid_expiry_month', "Your card's expiration month is invalid."],
    ['a short CVC', { 'card[cvc]': '1' }, 'invalid_cvc', "Your card's security code is invalid."],
  ])('refuses %s with a card error', async (_case, fields, code, message) => {
    const response = await createPaymentMethod('4242424242424242', esKey, fields);
    expect(response.status).toBe(402);
    expect(errorSchema.parse(await response.json()).error).toEqual(expect.objectContaining({ type: 'card_error', code, message }));
  });

  it('refuses an unknown country code and an unknown or missing key', async () => {
    const badCountry = await createPaymentMethod('4242424242424242', esKey, { 'billing_details[address][country]': 'Spain' });
    expect(badCountry.status).toBe(400);
    expect(errorSchema.parse(await badCountry.json()).error.param).toBe('billing_details[address][country]');
    const badKey = await createPaymentMethod('4242424242424242', 'pk_test_somebodyElse1234');
    expect(badKey.status).toBe(401);
    expect(errorSchema.parse(await badKey.json()).error.message).toBe('Invalid API Key provided: pk_test_************1234');
    const noKey = await createPaymentMethod('4242424242424242', '');
    expect(noKey.status).toBe(401);
  });
});

/** The answer of real Stripe to a PaymentMethod that was used with a PaymentIntent and is not attached to a Customer. */
const consumedMessage =
  'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.';

/** Another buy call (intent) paid with an existing payment method. */
async function buyAgainWith(paymentMethodId: string): Promise<{ clientSecret: string; intentId: string }> {
  const response = await api.postJson('/profile/payment/checkout/buy', { ...validBuyRequest, paymentMethodId });
  const { clientSecret } = z.object({ clientSecret: z.string() }).parse(await response.json());
  return { clientSecret, intentId: clientSecret.split('_secret_')[0] ?? '' };
}

describe('a payment method is used once (it is attached to no Customer)', () => {
  async function expectConsumed(response: Response, intentId: string, clientSecret: string): Promise<void> {
    expect(response.status).toBe(400);
    // Stripe's own answer: an invalid request, its message, no code.
    expect(errorSchema.parse(await response.json()).error).toEqual({ type: 'invalid_request_error', message: consumedMessage });
    const intent = intentSchema.parse(
      await (await api.get(`/stripe/api/payment_intents/${intentId}?${new URLSearchParams({ key: esKey, client_secret: clientSecret })}`)).json(),
    );
    expect(intent.status).toBe('requires_payment_method');
  }

  it('refuses a payment method confirmed again after a decline, on the same intent or another', async () => {
    const first = await buyWith('4000000000000002');
    expect((await confirm(first.intentId, first.clientSecret)).status).toBe(402);
    await expectConsumed(
      await confirm(first.intentId, first.clientSecret, esKey, { payment_method: first.paymentMethodId }),
      first.intentId,
      first.clientSecret,
    );
    const second = await buyAgainWith(first.paymentMethodId);
    await expectConsumed(await confirm(second.intentId, second.clientSecret), second.intentId, second.clientSecret);
    expect((await confirmations(second.intentId)).map((entry) => entry.outcome)).toEqual(['refused']);
  });

  it('refuses a payment method that already paid another intent', async () => {
    const first = await buyWith('4242424242424242');
    expect((await confirm(first.intentId, first.clientSecret)).status).toBe(200);
    const second = await buyAgainWith(first.paymentMethodId);
    await expectConsumed(await confirm(second.intentId, second.clientSecret), second.intentId, second.clientSecret);
  });

  it('refuses a payment method whose 3-D Secure authentication failed', async () => {
    const first = await buyWith('4000002760003184');
    await confirm(first.intentId, first.clientSecret);
    await api.postForm(`/stripe/api/payment_intents/${first.intentId}/authenticate`, { key: esKey, client_secret: first.clientSecret, outcome: 'fail' });
    await expectConsumed(
      await confirm(first.intentId, first.clientSecret, esKey, { payment_method: first.paymentMethodId }),
      first.intentId,
      first.clientSecret,
    );
  });

  it("accepts a fresh payment method for the declined intent, and the provider's test ids (pm_card_visa) every time", async () => {
    const first = await buyWith('4000000000000002');
    await confirm(first.intentId, first.clientSecret);
    const fresh = methodSchema.parse(await (await createPaymentMethod('4242424242424242')).json());
    expect((await confirm(first.intentId, first.clientSecret, esKey, { payment_method: fresh.id })).status).toBe(200);
    // Stripe makes a new PaymentMethod of a test id at each use.
    for (const attempt of [1, 2]) {
      const { intentId, clientSecret } = await buyAgainWith('pm_card_visa');
      expect([attempt, (await confirm(intentId, clientSecret)).status]).toEqual([attempt, 200]);
    }
  });
});

describe('3-D Secure test cards', () => {
  const authenticate = (intentId: string, clientSecret: string, outcome: 'complete' | 'fail') =>
    api.postForm(`/stripe/api/payment_intents/${intentId}/authenticate`, { key: esKey, client_secret: clientSecret, outcome, locale: 'en' });

  it.each(['4000000000003220', '4000000000003063'])(
    '%s requires authentication: completing it pays, failing it is the authentication failure',
    async (number) => {
      const approved = await buyWith(number);
      const pending = await confirm(approved.intentId, approved.clientSecret);
      expect(intentSchema.parse(await pending.json()).status).toBe('requires_action');
      expect(intentSchema.parse(await (await authenticate(approved.intentId, approved.clientSecret, 'complete')).json()).status).toBe('succeeded');

      const refused = await buyWith(number);
      await confirm(refused.intentId, refused.clientSecret);
      const failed = await authenticate(refused.intentId, refused.clientSecret, 'fail');
      expect(failed.status).toBe(402);
      expect(errorSchema.parse(await failed.json()).error).toEqual(
        expect.objectContaining({
          code: 'payment_intent_authentication_failure',
          payment_intent: expect.objectContaining({ status: 'requires_payment_method' }),
        }),
      );
    },
  );

  it('4000 0084 0000 1629 requires authentication, then is declined with card_declined once the buyer completes it', async () => {
    const { intentId, clientSecret } = await buyWith('4000008400001629');
    const pending = await confirm(intentId, clientSecret);
    expect(pending.status).toBe(200);
    expect(intentSchema.parse(await pending.json()).status).toBe('requires_action');
    const declined = await authenticate(intentId, clientSecret, 'complete');
    expect(declined.status).toBe(402);
    expect(errorSchema.parse(await declined.json()).error).toEqual({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      payment_intent: expect.objectContaining({ id: intentId, status: 'requires_payment_method' }),
    });
    const intent = z
      .object({ status: z.string(), last_payment_error: z.object({ code: z.string(), message: z.string() }).nullable() })
      .parse(await (await api.get(`/stripe/api/payment_intents/${intentId}?${new URLSearchParams({ key: esKey, client_secret: clientSecret })}`)).json());
    expect(intent).toEqual({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } });
    expect((await confirmations(intentId)).map((entry) => [entry.step, entry.outcome])).toEqual([
      ['confirm', 'requires_action'],
      ['authenticate', 'declined'],
    ]);
  });

  it('4000 0000 0000 3055 supports 3-D Secure without requiring it: it pays with no challenge', async () => {
    const { intentId, clientSecret } = await buyWith('4000000000003055');
    const response = await confirm(intentId, clientSecret);
    expect(response.status).toBe(200);
    expect(intentSchema.parse(await response.json()).status).toBe('succeeded');
    expect((await confirmations(intentId)).map((entry) => entry.outcome)).toEqual(['succeeded']);
  });
});

describe('confirming the intent of a buy call', () => {
  it('succeeds with 4242 4242 4242 4242, once: a second confirmation is refused and recorded', async () => {
    const { clientSecret, intentId, paymentMethodId } = await buyWith('4242424242424242');
    const first = await confirm(intentId, clientSecret);
    expect(first.status).toBe(200);
    expect(intentSchema.parse(await first.json())).toEqual(expect.objectContaining({ id: intentId, status: 'succeeded', amount: 9000, currency: 'eur' }));

    const second = await confirm(intentId, clientSecret);
    expect(second.status).toBe(400);
    const { error } = errorSchema.parse(await second.json());
    expect(error).toEqual(expect.objectContaining({ type: 'invalid_request_error', code: 'payment_intent_unexpected_state' }));
    expect(error.message).toBe('You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.');

    expect((await confirmations(intentId)).map((entry) => entry.outcome)).toEqual(['succeeded', 'refused']);
    const orders = z
      .array(z.object({ paymentIntentId: z.string(), paymentStatus: z.string().nullable(), paymentMethodId: z.string() }))
      .parse(await (await api.get('/__control/orders')).json());
    expect(orders).toEqual([expect.objectContaining({ paymentIntentId: intentId, paymentStatus: 'succeeded', paymentMethodId })]);
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000127', 'incorrect_cvc', undefined, "Your card's security code is incorrect."],
    ['4000000000000069', 'expired_card', undefined, 'Your card has expired.'],
    ['4000000000000119', 'processing_error', undefined, 'An error occurred while processing your card. Try again in a little bit.'],
  ])('declines %s with %s', async (number, code, declineCode, message) => {
    const { clientSecret, intentId } = await buyWith(number);
    const response = await confirm(intentId, clientSecret);
    expect(response.status).toBe(402);
    const { error } = errorSchema.parse(await response.json());
    expect(error).toEqual({
      type: 'card_error',
      code,
      ...(declineCode ? { decline_code: declineCode } : {}),
      message,
      payment_intent: expect.objectContaining({ id: intentId, status: 'requires_payment_method' }),
    });
    // The failed attempt detached the card: confirming again without a new one is refused.
    const again = await confirm(intentId, clientSecret);
    expect(errorSchema.parse(await again.json()).error.code).toBe('payment_intent_unexpected_state');
  });

  it('answers in the locale the page asked for', async () => {
    const { clientSecret, intentId } = await buyWith('4000000000000002');
    const response = await confirm(intentId, clientSecret, esKey, { locale: 'es' });
    expect(errorSchema.parse(await response.json()).error.message).toBe('Se ha rechazado tu tarjeta.');
  });

  it('declines a valid number that is no test card, as test mode does', async () => {
    const base = '493829108293710';
    const number = [...'0123456789'].map((digit) => `${base}${digit}`).find((candidate) => luhnValid(candidate));
    const { clientSecret, intentId } = await buyWith(number ?? '');
    const { error } = errorSchema.parse(await (await confirm(intentId, clientSecret)).json());
    expect(error).toEqual(expect.objectContaining({ code: 'card_declined', decline_code: 'live_mode_test_card' }));
  });

  it('asks for 3-D Secure with 4000 0027 6000 3184; completing succeeds, failing gives the authentication failure', async () => {
    const approved = await buyWith('4000002760003184');
    const pending = intentSchema.parse(await (await confirm(approved.intentId, approved.clientSecret)).json());
    expect(pending.status).toBe('requires_action');
    const done = await api.postForm(`/stripe/api/payment_intents/${approved.intentId}/authenticate`, {
      key: esKey,
      client_secret: approved.clientSecret,
      outcome: 'complete',
    });
    expect(intentSchema.parse(await done.json()).status).toBe('succeeded');

    const refused = await buyWith('4000002760003184');
    await confirm(refused.intentId, refused.clientSecret);
    const failed = await api.postForm(`/stripe/api/payment_intents/${refused.intentId}/authenticate`, {
      key: esKey,
      client_secret: refused.clientSecret,
      outcome: 'fail',
      locale: 'en',
    });
    expect(failed.status).toBe(402);
    expect(errorSchema.parse(await failed.json()).error).toEqual(
      expect.objectContaining({
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      }),
    );
    expect((await confirmations(refused.intentId)).map((entry) => entry.outcome)).toEqual(['requires_action', 'authentication_failed']);
  });

  it('binds intents and payment methods to the account of the key', async () => {
    // The buy call recorded the ES account (an EUR product): the global key cannot see the intent.
    const { clientSecret, intentId } = await buyWith('4242424242424242');
    const wrongKey = await confirm(intentId, clientSecret, globalKey);
    expect(wrongKey.status).toBe(404);
    expect(errorSchema.parse(await wrongKey.json()).error).toEqual(
      expect.objectContaining({ code: 'resource_missing', message: `No such payment_intent: '${intentId}'` }),
    );

    // A card created with the global key is no payment method of the ES account.
    const globalMethod = methodSchema.parse(await (await createPaymentMethod('4242424242424242', globalKey)).json());
    const response = await api.postJson('/profile/payment/checkout/buy', { ...validBuyRequest, paymentMethodId: globalMethod.id });
    const secret = z.object({ clientSecret: z.string() }).parse(await response.json()).clientSecret;
    const refused = await confirm(secret.split('_secret_')[0] ?? '', secret);
    expect(errorSchema.parse(await refused.json()).error.message).toBe(`No such PaymentMethod: '${globalMethod.id}'`);
  });

  it('confirms a USD intent of the global account with the global key', async () => {
    const method = methodSchema.parse(await (await createPaymentMethod('5555555555554444', globalKey)).json());
    const response = await api.postJson('/profile/payment/checkout/buy', {
      ...validBuyRequest,
      token_id: 'guest-1',
      products: [{ id: seedIds.courses.globalUsd, price: 99, stripe_id: 'price_curso_avicultura_global' }],
      currency: 'USD',
      paymentMethodId: method.id,
    });
    const secret = z.object({ clientSecret: z.string() }).parse(await response.json()).clientSecret;
    const intent = intentSchema.parse(await (await confirm(secret.split('_secret_')[0] ?? '', secret, globalKey)).json());
    expect(intent).toEqual(expect.objectContaining({ status: 'succeeded', amount: 9900, currency: 'usd' }));
  });

  it('does not find an intent without its client secret', async () => {
    const { intentId } = await buyWith('4242424242424242');
    const response = await confirm(intentId, `${intentId}_secret_wrong`);
    expect(response.status).toBe(404);
  });
});
