/** @jest-environment node */
import { apiBaseOf, flatten } from './api';
import { parseClientSecret } from './stripe';

describe('the provider API the double calls', () => {
  it('sits beside the script, or at the page’s origin when the script has no address', () => {
    expect(apiBaseOf('http://localhost:3010/stripe/v3/', 'http://localhost:3000/suscripciones/payment')).toBe('http://localhost:3010/stripe/api/');
    expect(apiBaseOf('/stripe/v3', 'http://localhost:3000/x')).toBe('http://localhost:3000/stripe/api/');
    expect(apiBaseOf('', 'http://localhost:3000/x')).toBe('http://localhost:3000/stripe/api/');
  });

  it('gets nested values as the provider’s form fields, leaving out what is missing', () => {
    expect(flatten({ billing_details: { address: { country: 'ES', line2: null }, name: 'Ana' } }, '', { type: 'card' })).toEqual({
      type: 'card',
      'billing_details[address][country]': 'ES',
      'billing_details[name]': 'Ana',
    });
  });

  it('reads a payment intent id from its client secret only', () => {
    expect(parseClientSecret('pi_123abc_secret_XYZ')).toEqual({ id: 'pi_123abc', secret: 'pi_123abc_secret_XYZ' });
    expect(parseClientSecret('pi_123abc')).toBeNull();
    expect(parseClientSecret(42)).toBeNull();
  });
});
