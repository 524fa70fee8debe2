import { isMembership, productTypes, type Blocker, type CartItem, type ReadyToPay, type User } from '@suscripciones/shared';
import type { BillingData, ShippingData } from '../address/addressData';
import type { PayErrorKey } from './paymentState';

/**
 * What a payment is asked to pay, built in one place from what the page knows when the buyer pays (by card or
 * by wallet: the wallet only brings its own card, country and, when none is saved, shipping address), and why
 * it cannot start when it cannot (docs/rules.md).
 */

/** A printed magazine or a membership (which includes the quarterly printed magazine; shared's one meaning of it) is shipped. */
export function needsShipping(items: readonly Pick<CartItem, 'type' | 'is_media_subscription'>[]): boolean {
  return items.some((item) => item.type === productTypes.printedMagazine || isMembership(item));
}

/** What the page knows when the buyer pays. */
export interface PayFacts {
  user: User | null;
  /** The purchase as the page shows it: ready to pay, or why not. */
  purchase: ReadyToPay;
  needsShipping: boolean;
  /** Card number, expiry and CVC all complete (a wallet's card always is). */
  cardComplete: boolean;
  /** The chosen country's code (by name lookup); null when none matches. */
  countryCode: string | null;
  invoice: boolean;
  /** The saved shipping address (a section being edited is not saved). */
  shipping: ShippingData | null;
  /** The saved billing data. */
  billing: BillingData | null;
}

/** A payment that may start: signed in, a purchase ready to pay, a known country, what must be saved saved. */
export interface PaymentRequest {
  user: Pick<User, 'token_id'>;
  purchase: Extract<ReadyToPay, { ready: true }>;
  countryCode: string;
  invoice: boolean;
  billing: BillingData | null;
  shipping: ShippingData | null;
}

/** Every reason the buyer cannot pay now, in the order a page explains them: the purchase's first. */
export function payBlockers(facts: PayFacts): Blocker[] {
  const blockers: Blocker[] = [];
  if (!facts.purchase.ready) blockers.push(facts.purchase.block);
  if (facts.needsShipping && facts.shipping === null) blockers.push('shipping');
  if (facts.invoice && facts.billing === null) blockers.push('billing');
  if (facts.user === null) blockers.push('notLoggedIn');
  if (!facts.cardComplete) blockers.push('cardIncomplete');
  if (facts.countryCode === null) blockers.push('noCountry');
  return blockers;
}

/** Reasons the buyer is told of only when pressing (the spec disables Pay for the others). */
const checkedOnPress: readonly Blocker[] = ['notLoggedIn', 'cardIncomplete', 'noCountry'];

/**
 * The reasons that disable a way of paying: the pay button (docs/rules.md: a shipped item without saved shipping, an
 * invoice without saved billing, and the purchase not ready to pay), or the wallet's button, which is disabled
 * for the same reasons but a shipping address (the wallet's sheet supplies one).
 */
export function disablingBlockers(blockers: readonly Blocker[], way: 'card' | 'wallet'): Blocker[] {
  return blockers.filter((blocker) => !checkedOnPress.includes(blocker) && !(way === 'wallet' && blocker === 'shipping'));
}

/** The spec's pay checks, in its order, and the error each shows (a purchase not ready: a press that slipped through). */
const pressChecks: readonly [Blocker, PayErrorKey][] = [
  ['notLoggedIn', 'notLogin'],
  ['cardIncomplete', 'errorRequiredFields'],
  ['noCountry', 'errorInvalidCountry'],
  ['shipping', 'errorRequiredShippingFields'],
  ['billing', 'errorRequiredBillingFields'],
];

/** The payment to start, or the first reason it cannot, with the error a press shows. */
export function paymentRequestOf(facts: PayFacts): { ok: true; request: PaymentRequest } | { ok: false; blocker: Blocker; error: PayErrorKey } {
  const blockers = payBlockers(facts);
  for (const [blocker, error] of pressChecks) if (blockers.includes(blocker)) return { ok: false, blocker, error };
  const { user, purchase, countryCode } = facts;
  // The button is disabled unless the purchase is ready; a press that slips through charges nothing.
  if (!purchase.ready) return { ok: false, blocker: purchase.block, error: 'errorProcessingPayment' };
  if (user === null || countryCode === null)
    return { ok: false, blocker: user === null ? 'notLoggedIn' : 'noCountry', error: user === null ? 'notLogin' : 'errorInvalidCountry' };
  return { ok: true, request: { user, purchase, countryCode, invoice: facts.invoice, billing: facts.billing, shipping: facts.shipping } };
}
