/**
 * Why a buyer cannot go on: Proceed on the checkout, Pay and the wallet on the payment page. One vocabulary for
 * every page and app, so a reason is named, tested and explained once, whichever button it stops.
 */
export type Blocker =
  // The purchase itself (readyToPay), the same on every page:
  /** Nothing in the purchase. */
  | 'empty'
  /** A signed-in buyer's paid subscriptions are on their way: the prices are not final yet. */
  | 'pricesPending'
  /** They could not be loaded: the prices cannot be trusted. */
  | 'pricesUnknown'
  /** The lines belong to several sellers or currencies: one purchase is one seller (spec: mixRegion). */
  | 'mixedRegion'
  /** The lines come to 0: nothing to charge (a member's free magazine). */
  | 'nothingToPay'
  // The checkout page:
  /** The cart's products are loading. */
  | 'loading'
  /** The page that embeds the checkout disabled Proceed. */
  | 'disabledExternally'
  // The payment page (the spec's pay checks, in its order):
  /** Nobody is signed in (notLogin). */
  | 'notLoggedIn'
  /** Card number, expiry or CVC incomplete (errorRequiredFields). */
  | 'cardIncomplete'
  /** No country chosen that maps to a known code (errorInvalidCountry). */
  | 'noCountry'
  /** The cart is shipped and no shipping address is saved (errorRequiredShippingFields). */
  | 'shipping'
  /** An invoice is wanted and no billing data is saved (errorRequiredBillingFields). */
  | 'billing';

/** The reasons that come from the purchase alone (readyToPay's answer when it is not ready). */
export type PurchaseBlocker = Extract<Blocker, 'empty' | 'pricesPending' | 'pricesUnknown' | 'mixedRegion' | 'nothingToPay'>;
