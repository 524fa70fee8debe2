import { keysOf } from '../keysOf';
import type { PaymentAccount } from '../payments/paymentIntents';

/**
 * The publishable keys the Stripe.js test double knows, one per selling
 * entity (docs/rules.md: a European entity and a rest-of-world one, each with its
 * own card payment account). They are the keys of the local stack's runtime
 * config (scripts/stack/runtimeConfig.ts); a test checks the two agree.
 * Like the real provider, a key identifies its account: an intent created
 * for one account cannot be confirmed with the other account's key.
 */
export const testPublishableKeys: Readonly<Record<PaymentAccount, string>> = {
  ES: 'pk_test_devEsEntity0000000000000000',
  global: 'pk_test_devGlobalEntity00000000000',
};

/** The account a publishable key belongs to; undefined for a key the double does not know. */
export const accountOfKey = (key: string | undefined): PaymentAccount | undefined =>
  keysOf(testPublishableKeys).find((account) => testPublishableKeys[account] === key);

/** The key as the provider shows it in errors: only its last four characters. */
export const maskedKey = (key: string): string => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, Math.min(key.length - 12, 24)))}${key.slice(-4)}`;
