import { screen } from '@testing-library/react';
import { getRuntimeConfig } from '@suscripciones/shared';
import { seedCartItem, seedIds, setupFakeWorld, testPublishableKeys } from '@suscripciones/dev-api/testing';
import { stripeInstance } from '../stripe/loadStripeJs';
import { cartItem } from '../testing/fixtures';
import { cardInputs, installRecordedStripe, member, preparePaymentStore, renderPayment } from '../testing/renderPayment';
import { PaymentCheckout, preloadPayment } from './paymentParts';

/** The page against the fake world: dev-api answers its calls, and its Stripe double is the page's Stripe.js. */
const world = setupFakeWorld();
/** Each `Stripe(key, options)` the page made. */
let constructed: unknown[][] = [];
beforeAll(() => {
  constructed = installRecordedStripe(world);
  window.scrollTo = jest.fn();
});
beforeEach(() => {
  constructed.length = 0;
});

describe('what /payment fetches ahead (the contract’s preload)', () => {
  it('fetches nothing for a visitor (asked to sign in first), nor for an empty cart', () => {
    const imported = jest.spyOn(PaymentCheckout, 'preload');
    preloadPayment(preparePaymentStore({ cart: [cartItem()], user: null }).store);
    preloadPayment(preparePaymentStore({ cart: [], user: member }).store);
    expect(imported).not.toHaveBeenCalled();
    expect(constructed).toEqual([]);
    imported.mockRestore();
  });

  it('makes the instance of the cart’s selling entity in the page’s language, and the page shows the card fields at once', async () => {
    const usdCourse = seedCartItem(seedIds.courses.globalUsd);
    const prepared = preparePaymentStore({ cart: [usdCourse], user: member, language: 'pt' });
    preloadPayment(prepared.store);
    // What the preload started: the forms' chunk and the instance (the same promises the page takes over).
    await PaymentCheckout.preload();
    await stripeInstance(testPublishableKeys.global, 'pt-BR', getRuntimeConfig().stripe.scriptUrl);
    expect(constructed).toEqual([[testPublishableKeys.global, { locale: 'pt-BR' }]]);

    renderPayment({ cart: [usdCourse], user: member, language: 'pt' }, prepared);
    // No placeholder in between: the fields are there with the page's first render.
    expect(screen.queryByTestId('card-fields-placeholder')).toBeNull();
    expect(document.querySelector('#payment-card-number input')).not.toBeNull();
    await cardInputs();
    // The page made no second instance.
    expect(constructed).toHaveLength(1);
  });
});
