/** @jest-environment node */
import { publishableKeyRow } from './stripeKey';

/** The config's Stripe publishable keys: live with real services, never a secret key. */
describe('a publishable key', () => {
  it('passes a live key, and a test key while the services are local', () => {
    expect(publishableKeyRow('ES', '`stripe.publishableKeyES`', 'pk_live_51AbCdEf', false)).toMatchObject({
      outcome: 'pass',
      result: 'live key pk_live_51Ab… (16 characters)',
    });
    expect(publishableKeyRow('ES', '`stripe.publishableKeyES`', 'pk_test_51AbCdEf', true)).toMatchObject({ outcome: 'pass' });
  });

  it('warns of a test key with remote services: payments would be test payments', () => {
    const row = publishableKeyRow('global', '`stripe.publishableKeyGlobal`', 'pk_test_51AbCdEf', false);
    expect(row).toMatchObject({ outcome: 'warn', result: 'test key pk_test_51Ab… (16 characters) with remote services' });
    expect(row.fix).toMatch(/live key \(pk_live_…\) in `stripe.publishableKeyGlobal`/);
  });

  it('fails a secret key, which must be revoked, and any other text', () => {
    expect(publishableKeyRow('ES', '`stripe.publishableKeyES`', 'sk_live_51AbCdEf', false)).toMatchObject({
      outcome: 'fail',
      result: 'a secret key, not a publishable one',
    });
    expect(publishableKeyRow('ES', '`stripe.publishableKeyES`', 'sk_live_51AbCdEf', false).fix).toMatch(/^Revoke this key/);
    expect(publishableKeyRow('ES', '`stripe.publishableKeyES`', 'pk_live_', false)).toMatchObject({ outcome: 'fail', result: 'not a publishable key' });
  });
});
