import type { Blocker, PurchaseBlocker } from '@suscripciones/shared';

/**
 * What stops a press of Proceed from leading to payment (docs/rules.md), in its order: the buyer must be signed in
 * (else the needLogin dialog), then the cart must be one seller (else the mixRegion toast); null: to payment.
 */
export function proceedPressBlocker({
  loggedIn,
  singleRegion,
}: {
  loggedIn: boolean;
  singleRegion: boolean;
}): Extract<Blocker, 'notLoggedIn' | 'mixedRegion'> | null {
  if (!loggedIn) return 'notLoggedIn';
  if (!singleRegion) return 'mixedRegion';
  return null;
}

interface ProceedState {
  /** The cart's products are loading. */
  loading: boolean;
  /** Why the purchase is not ready to pay (the shared "ready to pay" fact), or null when it is. */
  notReady: PurchaseBlocker | null;
  disabledExternally: boolean;
}

/**
 * Why the Proceed button is disabled (docs/rules.md), read from the same "ready to pay" fact as the pay button: while
 * loading (the products, or a signed-in buyer's paid subscriptions, so nobody proceeds at prices that are not
 * final), when there is nothing to pay (a total of 0, for example a member's free magazine), or when disabled from
 * outside; null when it is enabled. A mixed cart stays enabled: pressing it says why it cannot be paid (the
 * mixRegion toast). Subscriptions that could not be loaded do not stop the buyer here: the payment page says so
 * and offers to try again.
 */
export function proceedBlocker({
  loading,
  notReady,
  disabledExternally,
}: ProceedState): Extract<Blocker, 'loading' | 'pricesPending' | 'nothingToPay' | 'empty' | 'disabledExternally'> | null {
  if (loading) return 'loading';
  if (notReady === 'pricesPending' || notReady === 'nothingToPay' || notReady === 'empty') return notReady;
  return disabledExternally ? 'disabledExternally' : null;
}
