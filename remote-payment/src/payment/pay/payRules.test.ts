import { readyToPay } from '@suscripciones/shared';
import { billing, cartItem, shipping } from '../../testing/fixtures';
import { buildBuyPayload, needsShipping, payBlockers, payPrecheck, readBuyAnswer, readConfirmation, type PayCheck } from './payRules';

describe('needsShipping', () => {
  it('is true for a printed magazine or a membership, false for courses', () => {
    expect(needsShipping([cartItem()])).toBe(false);
    expect(needsShipping([cartItem(), cartItem({ id: 30, type: 'Revista impresa' })])).toBe(true);
    expect(needsShipping([cartItem({ id: 1, type: 'Subscription', is_media_subscription: 1 })])).toBe(true);
    expect(needsShipping([])).toBe(false);
  });
});

describe('payBlockers (the pay button is disabled while any remain)', () => {
  const ready = { needsShipping: false, shippingSaved: false, invoice: false, billingSaved: false };
  it('blocks on unsaved shipping for a shipped item and on unsaved billing when an invoice is wanted', () => {
    expect(payBlockers(ready)).toEqual([]);
    expect(payBlockers({ ...ready, needsShipping: true })).toEqual(['shipping']);
    expect(payBlockers({ ...ready, needsShipping: true, shippingSaved: true })).toEqual([]);
    expect(payBlockers({ ...ready, invoice: true })).toEqual(['billing']);
    expect(payBlockers({ ...ready, invoice: true, billingSaved: true, needsShipping: true })).toEqual(['shipping']);
  });
  it('blocks while the purchase is not ready to pay, saying why (an empty cart shows its own page)', () => {
    expect(payBlockers({ ...ready, notReady: 'mixedRegion' })).toEqual(['region']);
    expect(payBlockers({ ...ready, notReady: 'pricesPending', needsShipping: true })).toEqual(['pricesPending', 'shipping']);
    expect(payBlockers({ ...ready, notReady: 'pricesUnknown' })).toEqual(['pricesUnknown']);
    expect(payBlockers({ ...ready, notReady: 'nothingToPay' })).toEqual(['nothingToPay']);
    expect(payBlockers({ ...ready, notReady: 'empty' })).toEqual([]);
  });
});

describe('payPrecheck', () => {
  const ok: PayCheck = { loggedIn: true, cardComplete: true, countryCode: 'ES', needsShipping: true, shippingSaved: true, invoice: true, billingSaved: true };
  it('passes a complete purchase', () => {
    expect(payPrecheck(ok)).toBeNull();
  });
  it('checks login, card, country, shipping and billing in that order', () => {
    expect(payPrecheck({ ...ok, loggedIn: false, cardComplete: false })).toBe('notLogin');
    expect(payPrecheck({ ...ok, cardComplete: false, countryCode: null })).toBe('errorRequiredFields');
    expect(payPrecheck({ ...ok, countryCode: null, shippingSaved: false })).toBe('errorInvalidCountry');
    expect(payPrecheck({ ...ok, shippingSaved: false, billingSaved: false })).toBe('errorRequiredShippingFields');
    expect(payPrecheck({ ...ok, billingSaved: false })).toBe('errorRequiredBillingFields');
    expect(payPrecheck({ ...ok, needsShipping: false, shippingSaved: false, invoice: false, billingSaved: false })).toBeNull();
  });
});

describe('buildBuyPayload (call 3)', () => {
  const base = { user: { token_id: 'member-1' }, paymentMethodId: 'pm_1', sessionId: 'c0ffee00-0000-4000-8000-000000000000' };
  /** The purchase's payable lines and currency, as ready-to-pay derives them from cart lines. */
  const linesOf = (items: Parameters<typeof readyToPay>[0]) => {
    const purchase = readyToPay(items, 'final');
    return purchase.ready ? { payLines: purchase.payLines, currency: purchase.currency } : { payLines: [], currency: 'EUR' };
  };

  it('sends exactly the payable items at their current price and price id, the first currency, no invoice', () => {
    const items = [cartItem(), cartItem({ id: 25, price: 0, socio_price: 0, current_price: 0, current_stripe_id: 'price_free' })];
    expect(buildBuyPayload({ ...base, ...linesOf(items), invoice: false, billing: billing, shipping: null })).toEqual({
      invoice: false,
      token_id: 'member-1',
      products: [{ id: 20, price: 90, stripe_id: 'price_curso_porcino_socio' }],
      paymentMethodId: 'pm_1',
      currency: 'EUR',
      facturaData: null,
      shippingData: null,
      session_id: base.sessionId,
    });
  });

  it('sends the billing data when an invoice is wanted, and it as shipping data when there is no shipping', () => {
    const payload = buildBuyPayload({ ...base, ...linesOf([cartItem()]), invoice: true, billing, shipping: null });
    expect(payload?.facturaData).toEqual(billing);
    expect(payload?.shippingData).toEqual(billing);
    expect(payload?.invoice).toBe(true);
  });

  it('sends the shipping data when saved', () => {
    const payload = buildBuyPayload({ ...base, ...linesOf([cartItem({ id: 30, type: 'Revista impresa' })]), invoice: true, billing, shipping });
    expect(payload?.shippingData).toEqual(shipping);
    expect(payload?.facturaData).toEqual(billing);
  });

  it('is null when nothing is payable', () => {
    expect(buildBuyPayload({ ...base, ...linesOf([cartItem({ current_price: 0 })]), invoice: false, billing: null, shipping: null })).toBeNull();
  });
});

describe('reading answers', () => {
  it('needs a message and a client secret from call 3', () => {
    expect(readBuyAnswer({ success: true, message: 'ok', clientSecret: 'pi_1_secret_2' })).toEqual({ kind: 'confirm', clientSecret: 'pi_1_secret_2' });
    expect(readBuyAnswer({ success: true, clientSecret: 'pi_1_secret_2' })).toEqual({ kind: 'error', key: 'errorProcessingPayment' });
    expect(readBuyAnswer({ success: true, message: 'ok' })).toEqual({ kind: 'error', key: 'errorProcessingPayment' });
    expect(readBuyAnswer({ error: 'Error processing payment' })).toEqual({ kind: 'error', key: 'errorProcessingPayment' });
    expect(readBuyAnswer({ success: false, message: 'no', clientSecret: 'pi_1_secret_2' })).toEqual({ kind: 'error', key: 'errorProcessingPayment' });
  });

  it('completes only on succeeded, shows the provider message otherwise', () => {
    expect(readConfirmation({ paymentIntent: { status: 'succeeded' } })).toEqual({ kind: 'succeeded' });
    expect(readConfirmation({ paymentIntent: { status: 'processing' } })).toEqual({ kind: 'error', key: 'paymentNotCompleted' });
    expect(readConfirmation({ paymentIntent: { status: 'requires_action' } })).toEqual({ kind: 'error', key: 'paymentNotCompleted' });
    expect(readConfirmation({ error: { message: 'Your card was declined.' } })).toEqual({ kind: 'error', message: 'Your card was declined.' });
    expect(readConfirmation({ error: {} })).toEqual({ kind: 'error', key: 'errorProcessingPayment' });
  });
});
