import { readyToPay } from '@suscripciones/kit/testing';
import { seedCartItem, seedIds, testBilling as billing, testShipping as shipping } from '@suscripciones/dev-api/testing';
import { cartItem, payFacts } from '../testing/fixtures';
import { disablingBlockers, needsShipping, payBlockers, paymentRequestOf, type PayFacts } from './paymentRequest';

const { courses, magazines, memberships } = seedIds;
const ready = readyToPay([cartItem()], 'final');
/** A press of Pay with everything in order: a signed-in buyer, a complete card, Spain, no shipping or invoice. */
const facts: PayFacts = payFacts(ready);

describe('needsShipping', () => {
  it('is true for a printed magazine or a membership, false for courses', () => {
    expect(needsShipping([cartItem()])).toBe(false);
    expect(needsShipping([cartItem(), seedCartItem(magazines.printed)])).toBe(true);
    expect(needsShipping([seedCartItem(memberships.es)])).toBe(true);
    // A membership by its type alone is one too: the same meaning as the price rule's (shared isMembership). The
    // seed's memberships all carry the media-subscription flag: its absence is explicit.
    expect(needsShipping([seedCartItem(memberships.es, { is_media_subscription: 0 })])).toBe(true);
    expect(needsShipping([])).toBe(false);
  });
});

describe('what disables the pay button (disablingBlockers of payBlockers)', () => {
  const card = (changes: Partial<PayFacts>) => disablingBlockers(payBlockers({ ...facts, ...changes }), 'card');
  it('blocks on unsaved shipping for a shipped item and on unsaved billing when an invoice is wanted', () => {
    expect(card({})).toEqual([]);
    expect(card({ needsShipping: true })).toEqual(['shipping']);
    expect(card({ needsShipping: true, shipping })).toEqual([]);
    expect(card({ invoice: true })).toEqual(['billing']);
    expect(card({ invoice: true, billing, needsShipping: true })).toEqual(['shipping']);
  });

  it('blocks while the purchase is not ready to pay, saying why', () => {
    const cart = (lines: Parameters<typeof readyToPay>[0], prices: Parameters<typeof readyToPay>[1] = 'final') => card({ purchase: readyToPay(lines, prices) });
    expect(cart([cartItem(), seedCartItem(courses.globalUsd)])).toEqual(['mixedRegion']);
    expect(disablingBlockers(payBlockers({ ...facts, needsShipping: true, purchase: readyToPay([cartItem()], 'pending') }), 'card')).toEqual([
      'pricesPending',
      'shipping',
    ]);
    expect(cart([cartItem()], 'unknown')).toEqual(['pricesUnknown']);
    expect(cart([seedCartItem(courses.free)])).toEqual(['nothingToPay']);
  });

  it('is not disabled for what is checked on a press: signing in, the card, the country', () => {
    expect(card({ user: null, cardComplete: false, countryCode: null })).toEqual([]);
  });

  it('the wallet is disabled for the same reasons but a shipping address, which its sheet gives', () => {
    const wallet = (changes: Partial<PayFacts>) => disablingBlockers(payBlockers({ ...facts, ...changes }), 'wallet');
    expect(wallet({ needsShipping: true })).toEqual([]);
    expect(wallet({ needsShipping: true, invoice: true })).toEqual(['billing']);
    expect(wallet({ purchase: readyToPay([cartItem()], 'pending') })).toEqual(['pricesPending']);
  });
});

describe('paymentRequestOf (the checks of a press, then the payment asked for)', () => {
  const complete: PayFacts = { ...facts, needsShipping: true, shipping, invoice: true, billing };
  it('builds the request of a complete purchase', () => {
    expect(paymentRequestOf(complete)).toEqual({
      ok: true,
      request: { user: expect.objectContaining({ token_id: 'member-1' }), purchase: ready, countryCode: 'ES', invoice: true, billing, shipping },
    });
  });

  it('checks login, card, country, shipping and billing in that order', () => {
    const error = (changes: Partial<PayFacts>) => {
      const built = paymentRequestOf({ ...complete, ...changes });
      return built.ok ? null : built.error;
    };
    expect(error({ user: null, cardComplete: false })).toBe('notLogin');
    expect(error({ cardComplete: false, countryCode: null })).toBe('errorRequiredFields');
    expect(error({ countryCode: null, shipping: null })).toBe('errorInvalidCountry');
    expect(error({ shipping: null, billing: null })).toBe('errorRequiredShippingFields');
    expect(error({ billing: null })).toBe('errorRequiredBillingFields');
    expect(error({ needsShipping: false, shipping: null, invoice: false, billing: null })).toBeNull();
  });

  it('charges nothing for a purchase not ready to pay that slipped through the disabled button', () => {
    expect(paymentRequestOf({ ...facts, purchase: readyToPay([cartItem()], 'pending') })).toEqual({
      ok: false,
      blocker: 'pricesPending',
      error: 'errorProcessingPayment',
    });
  });
});
