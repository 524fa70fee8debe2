import { seedCartItem, seedIds, testShipping } from '@suscripciones/dev-api/testing';
import { readyToPay } from '@suscripciones/kit/testing';
import { cartItem } from '../testing/fixtures';
import { readWalletEvent, type WalletPayment } from './walletEvent';
import { walletRequestOptions } from './walletRequest';
import { walletShipping } from './walletShipping';

const labels = { total: 'agriNews', delivery: 'Envío', deliveryDetail: 'Incluido en el precio' };
/** The printed magazine at its normal price, 40 €. */
const magazine = seedCartItem(seedIds.magazines.printed);

describe('the wallet’s request, from the ready-to-pay fact', () => {
  const purchase = readyToPay([cartItem(), magazine], 'final');
  if (!purchase.ready) throw new Error('not ready');

  it('shows the payable lines in the page’s language and the total in the entity’s currency and country', () => {
    expect(walletRequestOptions(purchase, 'en', { shipping: false }, labels)).toEqual({
      country: 'ES',
      currency: 'eur',
      total: { label: 'agriNews', amount: 13000 },
      displayItems: [
        { label: 'Biosecurity on pig farms course', amount: 9000 },
        { label: 'porciNews printed magazine (annual subscription)', amount: 4000 },
      ],
      requestPayerName: true,
      requestPayerEmail: true,
      requestPayerPhone: false,
      requestShipping: false,
    });
  });

  it('asks for the phone and the address, with the one delivery option, when the wallet supplies the shipping', () => {
    const options = walletRequestOptions(purchase, 'es', { shipping: true }, labels);
    expect(options).toMatchObject({ requestPayerPhone: true, requestShipping: true, shippingOptions: [{ id: 'included', label: 'Envío', amount: 0 }] });
  });

  it('uses the rest-of-world account’s country and currency for a USD purchase', () => {
    const usd = readyToPay([seedCartItem(seedIds.courses.globalUsd)], 'final');
    if (!usd.ready) throw new Error('not ready');
    expect(walletRequestOptions(usd, 'en', { shipping: false }, labels)).toMatchObject({ country: 'US', currency: 'usd' });
  });
});

const event = {
  paymentMethod: { id: 'pm_abc123', billing_details: { address: { country: 'es' } } },
  walletName: 'googlePay',
  payerName: 'Marta García López',
  payerEmail: 'marta@example.com',
  payerPhone: '+34612345678',
  shippingAddress: {
    country: 'ES',
    addressLine: ['Calle Mayor 1', '2º B'],
    region: 'Madrid',
    city: 'Madrid',
    postalCode: '28001',
    recipient: 'Marta García López',
    phone: '+34612345678',
  },
  complete: () => undefined,
};

describe('the wallet’s paymentmethod event (outside data)', () => {
  it('keeps the payment method, the billing country, the payer and the address', () => {
    expect(readWalletEvent(event)).toMatchObject({
      paymentMethodId: 'pm_abc123',
      billingCountry: 'ES',
      payerEmail: 'marta@example.com',
      walletName: 'googlePay',
    });
  });

  it('refuses what is not a card payment method event', () => {
    expect(readWalletEvent({ ...event, paymentMethod: { id: 'tok_1' } })).toBeNull();
    expect(readWalletEvent(null)).toBeNull();
    expect(readWalletEvent({ ...event, shippingAddress: { addressLine: 'Calle Mayor 1' } })).toBeNull();
  });
});

describe('the shipping data from the wallet', () => {
  const payment = readWalletEvent(event) as WalletPayment;
  const anywhere = { shipping_type: 'other' } as const;

  it('fills every field of the spec’s shipping data', () => {
    const taken = walletShipping(payment, anywhere, 'ES');
    // The wallet keeps the fake world's test address (dev-api's wallet defaults).
    expect(taken.ok && taken.data).toEqual(testShipping);
  });

  it('is incomplete without a phone, or without a postcode, and keeps what it has for the form', () => {
    const noPhone = walletShipping({ ...payment, payerPhone: '', shippingAddress: { ...payment.shippingAddress, phone: '' } }, anywhere, 'ES');
    expect(noPhone.ok).toBe(false);
    expect(!noPhone.ok && noPhone.errors).toEqual({ telefono: 'required' });
    expect(noPhone.draft).toMatchObject({ nombre: 'Marta', direccion: 'Calle Mayor 1' });
    const noPostcode = walletShipping({ ...payment, shippingAddress: { ...payment.shippingAddress, postalCode: '' } }, anywhere, 'ES');
    expect(!noPostcode.ok && noPostcode.errors).toEqual({ codigoPostal: 'required' });
  });

  it('does not take an address outside a cart’s local shipping country', () => {
    const taken = walletShipping(payment, { shipping_type: 'local', country_origin: 'BR' }, 'BR');
    expect(taken.ok).toBe(false);
    expect(!taken.ok && taken.errors).toEqual({ pais: 'required' });
  });
});
