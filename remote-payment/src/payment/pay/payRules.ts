import {
  isApiFailure,
  buyRequestSchema,
  productTypes,
  type PayBlock,
  type PayLine,
  type ApiFailure,
  type BillingData,
  type BuyRequest,
  type BuyResponse,
  type CartItem,
  type ShippingData,
  type User,
} from '@suscripciones/shared';

/** The pay rules of spec §4 and §5 and the payload of call 3, as plain functions. */

/** A printed magazine or a membership (which includes the quarterly printed magazine) is shipped. */
export function needsShipping(items: readonly Pick<CartItem, 'type' | 'is_media_subscription'>[]): boolean {
  return items.some((item) => item.type === productTypes.printedMagazine || item.is_media_subscription === 1);
}

export type PayBlocker = 'region' | 'pricesPending' | 'pricesUnknown' | 'nothingToPay' | 'shipping' | 'billing';

export interface PayReadiness {
  needsShipping: boolean;
  shippingSaved: boolean;
  invoice: boolean;
  billingSaved: boolean;
}

/**
 * Why the pay button is disabled: the purchase is not ready to pay (several
 * sellers or currencies, prices not final yet, nothing to charge), shipping
 * needed and not saved, an invoice wanted and billing not saved.
 */
export function payBlockers({
  needsShipping: shippingNeeded,
  shippingSaved,
  invoice,
  billingSaved,
  notReady = null,
}: PayReadiness & { notReady?: PayBlock | null }): PayBlocker[] {
  const blockers: PayBlocker[] = [];
  if (notReady === 'mixedRegion') blockers.push('region');
  else if (notReady !== null && notReady !== 'empty') blockers.push(notReady);
  if (shippingNeeded && !shippingSaved) blockers.push('shipping');
  if (invoice && !billingSaved) blockers.push('billing');
  return blockers;
}

export type PayErrorKey =
  | 'notLogin'
  | 'errorRequiredFields'
  | 'errorInvalidCountry'
  | 'errorRequiredShippingFields'
  | 'errorRequiredBillingFields'
  | 'errorProcessingPayment'
  | 'paymentNotCompleted'
  /** The provider reports the payment as still processing: paying again could charge twice. */
  | 'paymentProcessing'
  /** The intent would charge another amount or currency than the total shown: it is never confirmed. */
  | 'errorAmountMismatch'
  /** The wallet gave no phone or an incomplete shipping address: the buyer completes the shipping form first. */
  | 'walletShippingIncomplete';

export interface PayCheck extends PayReadiness {
  loggedIn: boolean;
  /** Card number, expiry and CVC all complete. */
  cardComplete: boolean;
  /** The chosen country's code by name lookup; null when none matches. */
  countryCode: string | null;
}

/**
 * The checks made when the buyer presses pay, in the spec's order; null when
 * the payment may start. Saved shipping and billing are the same conditions
 * that disable the button (payBlockers): decided once, said twice (the
 * disabled button's reason, the error of a press that gets through).
 */
export function payPrecheck(check: PayCheck): PayErrorKey | null {
  if (!check.loggedIn) return 'notLogin';
  if (!check.cardComplete) return 'errorRequiredFields';
  if (!check.countryCode) return 'errorInvalidCountry';
  const blockers = payBlockers(check);
  if (blockers.includes('shipping')) return 'errorRequiredShippingFields';
  if (blockers.includes('billing')) return 'errorRequiredBillingFields';
  return null;
}

export interface PayloadInput {
  user: Pick<User, 'token_id'>;
  /** The payable lines of the purchase (ready to pay), in its one currency. */
  payLines: readonly PayLine[];
  currency: string;
  paymentMethodId: string;
  invoice: boolean;
  billing: BillingData | null;
  shipping: ShippingData | null;
  sessionId: string;
}

/**
 * Call 3's payload: the payable lines (current price above 0) with their
 * current price and price id, the purchase's currency (that of its first
 * product: a purchase has one), the billing data when an invoice is wanted,
 * and the shipping data (or the billing data when there is none). Null when
 * the result would not be a valid request.
 */
export function buildBuyPayload(input: PayloadInput): BuyRequest | null {
  const facturaData = input.invoice ? input.billing : null;
  const candidate = {
    invoice: input.invoice,
    token_id: input.user.token_id,
    products: input.payLines.map((line) => ({ id: line.id, price: line.price, stripe_id: line.stripe_id })),
    paymentMethodId: input.paymentMethodId,
    currency: input.currency,
    facturaData,
    shippingData: input.shipping ?? facturaData ?? null,
    session_id: input.sessionId,
  };
  const parsed = buyRequestSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export type BuyVerdict = { kind: 'confirm'; clientSecret: string } | { kind: 'error'; key: 'errorProcessingPayment' };

/** Call 3's answer: a client secret to confirm with, or errorProcessingPayment (no message, no secret, or `{ error }`). */
export function readBuyAnswer(answer: BuyResponse | ApiFailure): BuyVerdict {
  if (isApiFailure(answer) || answer.success === false || !answer.message || !answer.clientSecret) return { kind: 'error', key: 'errorProcessingPayment' };
  return { kind: 'confirm', clientSecret: answer.clientSecret };
}

export interface ProviderError {
  message?: string;
  /** Stripe's error type (card_error, api_error, …) and code, when the provider gave them. */
  type?: string;
  code?: string;
}

export type ConfirmVerdict = { kind: 'succeeded' } | { kind: 'error'; message: string } | { kind: 'error'; key: PayErrorKey };

/** The card confirmation: only `succeeded` completes; a provider error shows the provider's own message. */
export function readConfirmation(result: { paymentIntent?: { status: string }; error?: ProviderError }): ConfirmVerdict {
  if (result.error) return result.error.message ? { kind: 'error', message: result.error.message } : { kind: 'error', key: 'errorProcessingPayment' };
  return result.paymentIntent?.status === 'succeeded' ? { kind: 'succeeded' } : { kind: 'error', key: 'paymentNotCompleted' };
}
