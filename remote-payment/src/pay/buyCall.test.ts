/** @jest-environment node */
import { parseRuntimeConfig, setRuntimeConfig, type CartItem } from '@suscripciones/shared';
import { readyToPay } from '@suscripciones/kit/testing';
import { testConfig } from '@suscripciones/kit/testing';
import { seedCartItem, seedIds, setupFakeWorld, testBilling as billing, testShipping as shipping } from '@suscripciones/dev-api/testing';
import { cartItem } from '../testing/fixtures';
import { buy, buyPayload, clientSecretOf } from './buyCall';

const world = setupFakeWorld();
import type { PaymentRequest } from './paymentRequest';

const sessionId = 'c0ffee00-0000-4000-8000-000000000000';
/** The request for these cart lines, at final prices. */
function requestFor(items: readonly CartItem[], changes: Partial<PaymentRequest> = {}): PaymentRequest {
  const purchase = readyToPay(items, 'final');
  if (!purchase.ready) throw new Error('not ready');
  return { user: { token_id: 'member-1' }, purchase, countryCode: 'ES', invoice: false, billing: null, shipping: null, ...changes };
}

describe('buyPayload (call 3)', () => {
  it('sends exactly the payable items at their current price and price id, the first currency, no invoice', () => {
    const items = [cartItem(), seedCartItem(seedIds.courses.free)];
    expect(buyPayload(requestFor(items, { billing }), 'pm_1', sessionId)).toEqual({
      invoice: false,
      token_id: 'member-1',
      products: [{ id: 20, price: 90, stripe_id: 'price_curso_porcino_socio' }],
      paymentMethodId: 'pm_1',
      currency: 'EUR',
      facturaData: null,
      shippingData: null,
      session_id: sessionId,
    });
  });

  it('sends the billing data when an invoice is wanted, and it as shipping data when there is no shipping', () => {
    const payload = buyPayload(requestFor([cartItem()], { invoice: true, billing }), 'pm_1', sessionId);
    expect(payload?.facturaData).toEqual(billing);
    expect(payload?.shippingData).toEqual(billing);
    expect(payload?.invoice).toBe(true);
  });

  it('sends the shipping data when saved', () => {
    const payload = buyPayload(requestFor([seedCartItem(seedIds.magazines.printed)], { invoice: true, billing, shipping }), 'pm_1', sessionId);
    expect(payload?.shippingData).toEqual(shipping);
    expect(payload?.facturaData).toEqual(billing);
  });

  it('is null when it would not be a valid request (no session id)', () => {
    expect(buyPayload(requestFor([cartItem()]), 'pm_1', '')).toBeNull();
  });
});

describe('clientSecretOf (call 3’s answer)', () => {
  it('needs a message and a client secret', () => {
    expect(clientSecretOf({ success: true, message: 'ok', clientSecret: 'pi_1_secret_2' })).toBe('pi_1_secret_2');
    expect(clientSecretOf({ success: true, clientSecret: 'pi_1_secret_2' })).toBeNull();
    expect(clientSecretOf({ success: true, message: 'ok' })).toBeNull();
    expect(clientSecretOf({ error: 'Error processing payment' })).toBeNull();
    expect(clientSecretOf({ success: false, message: 'no', clientSecret: 'pi_1_secret_2' })).toBeNull();
  });
});

describe('call 3 and the Idempotency-Key header', () => {
  const payload = {
    invoice: false,
    // The seed's member buying the pig-farming course at its partner price: an order dev-api takes.
    token_id: 'member-1',
    products: [{ id: 20, price: 90, stripe_id: 'price_curso_porcino_socio' }],
    paymentMethodId: 'pm_card_visa',
    currency: 'EUR',
    facturaData: null,
    shippingData: null,
    session_id: sessionId,
  };
  afterAll(() => setRuntimeConfig(parseRuntimeConfig(testConfig())));

  it('is not sent to a service that has not said it accepts it (the spec’s call 3 knows none: a CORS preflight would fail)', async () => {
    setRuntimeConfig(parseRuntimeConfig(testConfig()));
    await expect(buy(payload, 'key-1')).resolves.toMatchObject({ success: true });
    expect(world.context.idempotency.size).toBe(0);
  });

  it('is sent where the runtime config says the service accepts it', async () => {
    setRuntimeConfig(parseRuntimeConfig(testConfig({ profileAcceptsIdempotencyKey: true })));
    await expect(buy(payload, 'key-1')).resolves.toMatchObject({ success: true });
    expect(world.context.idempotency.size).toBe(1);
  });
});
