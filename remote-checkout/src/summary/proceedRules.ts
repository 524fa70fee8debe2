import type { PayBlock } from '@suscripciones/shared';

/** What pressing "proceed" does (spec §5): log in first, then one region, then payment. */
export type ProceedOutcome = 'need-login' | 'mixed-region' | 'payment';

export function proceedOutcome({ loggedIn, singleRegion }: { loggedIn: boolean; singleRegion: boolean }): ProceedOutcome {
  if (!loggedIn) return 'need-login';
  if (!singleRegion) return 'mixed-region';
  return 'payment';
}

interface ProceedState {
  loading: boolean;
  /** Why the purchase is not ready to pay (the shared "ready to pay" fact), or null when it is. */
  notReady: PayBlock | null;
  disabledExternally: boolean;
}

/**
 * Why the proceed button is disabled (spec §5), read from the same "ready to
 * pay" fact as the pay button: while loading (the products, or a signed-in
 * buyer's paid subscriptions, so nobody proceeds at prices that are not
 * final), when the total is 0 (nothing to pay, for example a member's free
 * magazine), or when disabled from outside; null when it is enabled. A mixed
 * cart stays enabled: pressing it says why it cannot be paid (the mixRegion
 * toast). Subscriptions that could not be loaded do not stop the buyer here:
 * the payment page says so and offers to try again.
 */
export type ProceedBlock = 'loading' | 'nothingToPay' | 'external';

export function proceedBlock({ loading, notReady, disabledExternally }: ProceedState): ProceedBlock | null {
  if (loading || notReady === 'pricesPending') return 'loading';
  if (notReady === 'nothingToPay' || notReady === 'empty') return 'nothingToPay';
  return disabledExternally ? 'external' : null;
}
