/** @jest-environment node */
import {
  canMakePaymentResult,
  readCompleteStatus,
  readPaymentRequestOptions,
  readPaymentRequestUpdate,
  redactedShippingAddress,
  shippingAddressOf,
} from './paymentRequestOptions';

const valid = { country: 'ES', currency: 'eur', total: { label: 'agriNews', amount: 9000 } };

describe('stripe.paymentRequest() options, as Stripe.js checks them', () => {
  it('takes the documented options, with the currency in lower case and every request flag off unless asked', () => {
    expect(readPaymentRequestOptions({ ...valid, currency: 'EUR', displayItems: [{ label: 'Curso', amount: 9000 }], requestPayerEmail: true })).toEqual({
      country: 'ES',
      currency: 'eur',
      total: { label: 'agriNews', amount: 9000 },
      displayItems: [{ label: 'Curso', amount: 9000 }],
      requestPayerName: false,
      requestPayerEmail: true,
      requestPayerPhone: false,
      requestShipping: false,
      shippingOptions: [],
      disableWallets: [],
    });
  });

  it.each([
    [{ currency: 'eur', total: valid.total }, 'Missing value for paymentRequest(): country should be a string.'],
    [{ ...valid, country: 'es' }, 'country should be a two-letter country code'],
    [{ country: 'ES', total: valid.total }, 'Missing value for paymentRequest(): currency should be a string.'],
    [{ ...valid, currency: 'euro' }, 'currency should be a 3-letter currency code'],
    [{ country: 'ES', currency: 'eur' }, 'Missing value for paymentRequest(): total should be an object.'],
    [{ ...valid, total: { label: 'x', amount: 10.5 } }, "total.amount should be a positive amount in the currency's subunit. You specified: 10.5."],
    [{ ...valid, total: { label: 'x', amount: '1000' } }, 'total.amount should be a positive amount'],
    [{ ...valid, total: { label: 'x', amount: -1 } }, 'total.amount should be a positive amount'],
    [{ ...valid, total: { amount: 100 } }, 'total.label should be a string'],
    [{ ...valid, displayItems: [{ label: 'a', amount: 1.5 }] }, 'displayItems[0].amount'],
    [{ ...valid, requestShipping: 'yes' }, 'requestShipping should be a boolean'],
    [{ ...valid, shippingOptions: [{ id: 'std', label: 'Standard', amount: 0 }] }, 'shippingOptions[0].detail should be a string'],
    [{ ...valid, disableWallets: ['samsungPay'] }, 'disableWallets[0] should be one of'],
    [{ ...valid, amount: 9000 }, 'Unrecognized paymentRequest() parameter: amount is not a recognized parameter.'],
    ['ES', 'options should be an object'],
  ])('refuses %j', (options, message) => {
    expect(() => readPaymentRequestOptions(options)).toThrow(message);
    try {
      readPaymentRequestOptions(options);
    } catch (error) {
      expect((error as Error).name).toBe('IntegrationError');
    }
  });

  it('updates only what may change after creation', () => {
    const settings = readPaymentRequestOptions(valid);
    expect(readPaymentRequestUpdate(settings, { total: { label: 'agriNews', amount: 100 } }).total.amount).toBe(100);
    expect(() => readPaymentRequestUpdate(settings, { country: 'US' })).toThrow('Unrecognized paymentRequest.update() parameter: country');
    expect(() => readPaymentRequestUpdate(settings, { total: { label: 'x', amount: 1.25 } })).toThrow('total.amount');
  });

  it('completes with the documented statuses only', () => {
    expect(readCompleteStatus('success')).toBe('success');
    expect(readCompleteStatus('invalid_shipping_address')).toBe('invalid_shipping_address');
    expect(() => readCompleteStatus('ok')).toThrow('Invalid value for complete()');
  });
});

describe('what canMakePayment() resolves with', () => {
  it('is null without a wallet, or when the page disabled the one the browser offers', () => {
    expect(canMakePaymentResult([], [])).toBeNull();
    expect(canMakePaymentResult(['googlePay'], ['googlePay'])).toBeNull();
  });

  it('names the one wallet the browser offers', () => {
    expect(canMakePaymentResult(['applePay'], [])).toEqual({ applePay: true, googlePay: false, link: false });
    expect(canMakePaymentResult(['link', 'googlePay'], ['link'])).toEqual({ applePay: false, googlePay: true, link: false });
  });
});

describe('the shipping address of the events', () => {
  const address = shippingAddressOf(
    { line1: 'Calle Mayor 1', line2: '2º B', city: 'Madrid', region: 'Madrid', postalCode: '28001', country: 'ES' },
    'Marta García',
    '+34612345678',
  );

  it('has Stripe.js’s shape: address lines, recipient and phone', () => {
    expect(address).toEqual({
      country: 'ES',
      addressLine: ['Calle Mayor 1', '2º B'],
      region: 'Madrid',
      city: 'Madrid',
      postalCode: '28001',
      recipient: 'Marta García',
      phone: '+34612345678',
      sortingCode: '',
      dependentLocality: '',
    });
    expect(shippingAddressOf({ line1: 'Rua A', line2: '', city: 'Lisboa', region: '', postalCode: '', country: 'PT' }, 'Ana', null).phone).toBe('');
  });

  it('is redacted before the buyer accepts (no street, recipient or phone)', () => {
    expect(redactedShippingAddress(address)).toMatchObject({ addressLine: [], recipient: '', phone: '', city: 'Madrid', postalCode: '28001', country: 'ES' });
  });
});
