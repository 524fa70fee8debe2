// The Stripe publishable keys of the config: live ones where the services are
// real. The config's schema already refuses a key of another form.
import { row, type Row } from './table';

/** The row of one publishable key; `servicesLocal`: every service of the config is on this machine. */
export function publishableKeyRow(label: string, setting: string, key: string, servicesLocal: boolean): Row {
  const check = `publishable key ${label}`;
  const shown = `${key.slice(0, 12)}… (${key.length} characters)`;
  if (/^pk_live_[A-Za-z0-9]+$/.test(key)) return row('Stripe', check, 'pass', `live key ${shown}`);
  if (/^pk_test_[A-Za-z0-9]+$/.test(key)) {
    if (servicesLocal) return row('Stripe', check, 'pass', `test key ${shown}, local services`);
    return row(
      'Stripe',
      check,
      'warn',
      `test key ${shown} with remote services`,
      `Payments would be Stripe test payments: put the ${label} entity's live key (pk_live_…) in ${setting}, unless this deployment is a test one.`,
    );
  }
  const secret = /^(sk|rk)_/.test(key);
  return row(
    'Stripe',
    check,
    'fail',
    secret ? 'a secret key, not a publishable one' : 'not a publishable key',
    secret
      ? `Revoke this key in Stripe now (the config is public), and put the publishable key (pk_live_…) in ${setting}.`
      : `${setting} must be the ${label} entity's publishable key (pk_live_… or pk_test_…).`,
  );
}
