import { payableItems } from '@suscripciones/shared/cart/cartRules';
import { isApiFailure, type ApiFailure } from '@suscripciones/shared/api/client';
import {
  buyRequestSchema,
  productTypes,
  type BillingData,
  type BuyRequest,
  type BuyResponse,
  type CartItem,
  type ShippingData,
  type User,
} from '@suscripciones/shared/schemas/entities';

/** The pay rules of spec §4 and §5 and the payload of call 3, as plain functions. */

/** A printed magazine or a membership (which includes the quarterly printed magazine) is shipped. */
export function needsShipping(items: readonly Pick<CartItem, 'type' | 'is_media_subscription'>[]): boolean {
  return items.some((item) => item.type === productTypes.printedMagazine || item.is_media_subscription === 1);
}

export type PayBlocker = 'region' | 'shipping' | 'billing';

export interface PayReadiness {
  needsShipping: boolean;
  shippingSaved: boolean;
  invoice: boolean;
  billingSaved: boolean;
}

/**
 * Why the pay button is disabled: a cart of several sellers or currencies
 * (it has no one total to pay); shipping needed and not saved; an invoice
 * wanted and billing not saved.
 */
export function payBlockers({ needsShipping: shippingNeeded, shippingSaved, invoice, billingSaved, singleRegion = true }: PayReadiness & { singleRegion?: boolean }): PayBlocker[] {
  const blockers: PayBlocker[] = singleRegion ? [] : ['region'];
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
  | 'errorAmountMismatch';

export interface PayCheck extends PayReadiness {
  loggedIn: boolean;
  /** Card number, expiry and CVC all complete. */
  cardComplete: boolean;
  /** The chosen country's code by name lookup; null when none matches. */
  countryCode: string | null;
}

/** The checks made when the buyer presses pay, in the spec's order; null when the payment may start. */
export function payPrecheck(check: PayCheck): PayErrorKey | null {
  if (!check.loggedIn) return 'notLogin';
  if (!check.cardComplete) return 'errorRequiredFields';
  if (!check.countryCode) return 'errorInvalidCountry';
  if (check.needsShipping && !check.shippingSaved) return 'errorRequiredShippingFields';
  if (check.invoice && !check.billingSaved) return 'errorRequiredBillingFields';
  return null;
}

export interface PayloadInput {
  user: Pick<User, 'token_id'>;
  items: readonly CartItem[];
  paymentMethodId: string;
  invoice: boolean;
  billing: BillingData | null;
  shipping: ShippingData | null;
  sessionId: string;
}

/**
 * Call 3's payload: the payable items (current price above 0) with their
 * current price and price id, the currency of the first product, the billing
 * data when an invoice is wanted, and the shipping data (or the billing data
 * when there is none). Null when the result would not be a valid request.
 */
export function buildBuyPayload(input: PayloadInput): BuyRequest | null {
  const payable = payableItems(input.items);
  const facturaData = input.invoice ? input.billing : null;
  const candidate = {
    invoice: input.invoice,
    token_id: input.user.token_id,
    products: payable.map((item) => ({ id: item.id, price: item.current_price, stripe_id: item.current_stripe_id })),
    paymentMethodId: input.paymentMethodId,
    currency: payable[0]?.currency ?? input.items[0]?.currency ?? '',
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
}

export type ConfirmVerdict = { kind: 'succeeded' } | { kind: 'error'; message: string } | { kind: 'error'; key: PayErrorKey };

/** The card confirmation: only `succeeded` completes; a provider error shows the provider's own message. */
export function readConfirmation(result: { paymentIntent?: { status: string }; error?: ProviderError }): ConfirmVerdict {
  if (result.error) return result.error.message ? { kind: 'error', message: result.error.message } : { kind: 'error', key: 'errorProcessingPayment' };
  return result.paymentIntent?.status === 'succeeded' ? { kind: 'succeeded' } : { kind: 'error', key: 'paymentNotCompleted' };
}
