// The rules of `stripe.paymentRequest(options)` and `paymentRequest.update()`
// as Stripe.js documents them, and the objects its events carry: plain
// functions, so they are tested without a page.
import { integrationError } from './integrationError';
import { textOf } from './text';

interface PaymentItem {
  amount: number;
  label: string;
  pending?: boolean;
}

interface ShippingOption {
  id: string;
  label: string;
  detail: string;
  amount: number;
}

export type WalletName = 'applePay' | 'googlePay' | 'link';
const walletNames: readonly WalletName[] = ['applePay', 'googlePay', 'link'];

export interface PaymentRequestSettings {
  country: string;
  currency: string;
  total: PaymentItem;
  displayItems: PaymentItem[];
  requestPayerName: boolean;
  requestPayerEmail: boolean;
  requestPayerPhone: boolean;
  requestShipping: boolean;
  shippingOptions: ShippingOption[];
  disableWallets: WalletName[];
}

const creationKeys = [
  'country',
  'currency',
  'total',
  'displayItems',
  'requestPayerName',
  'requestPayerEmail',
  'requestPayerPhone',
  'requestShipping',
  'shippingOptions',
  'disableWallets',
  'wallets',
  'applePay',
  'onBehalfOf',
] as const;
const updateKeys = ['currency', 'total', 'displayItems', 'shippingOptions', 'applePay'] as const;

type Options = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Options => typeof value === 'object' && value !== null && !Array.isArray(value);

function refuseUnknown(options: Options, known: readonly string[], method: string): void {
  for (const key of Object.keys(options)) {
    if (!known.includes(key))
      throw integrationError(
        `Unrecognized ${method} parameter: ${key} is not a recognized parameter. This may cause issues with your integration in the future.`,
      );
  }
}

/** An amount in the currency's smallest unit: a whole number, 0 or more (Stripe.js refuses 10.5 or "1000"). */
function amountOf(value: unknown, where: string, method: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw integrationError(`Invalid value for ${method}: ${where} should be a positive amount in the currency's subunit. You specified: ${textOf(value)}.`);
  }
  return value;
}

function itemOf(value: unknown, where: string, method: string): PaymentItem {
  if (!isObject(value)) throw integrationError(`Invalid value for ${method}: ${where} should be an object. You specified: ${textOf(value)}.`);
  if (typeof value.label !== 'string') throw integrationError(`Missing value for ${method}: ${where}.label should be a string.`);
  const item: PaymentItem = { amount: amountOf(value.amount, `${where}.amount`, method), label: value.label };
  if (value.pending !== undefined) item.pending = booleanOf(value.pending, `${where}.pending`, method);
  return item;
}

function booleanOf(value: unknown, where: string, method: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw integrationError(`Invalid value for ${method}: ${where} should be a boolean. You specified: ${textOf(value)}.`);
  return value;
}

function listOf<Item>(value: unknown, where: string, method: string, read: (entry: unknown, at: string) => Item): Item[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw integrationError(`Invalid value for ${method}: ${where} should be an array. You specified: ${textOf(value)}.`);
  return value.map((entry: unknown, index) => read(entry, `${where}[${index}]`));
}

function shippingOptionOf(value: unknown, where: string, method: string): ShippingOption {
  if (!isObject(value)) throw integrationError(`Invalid value for ${method}: ${where} should be an object.`);
  for (const field of ['id', 'label', 'detail'] as const) {
    if (typeof value[field] !== 'string') throw integrationError(`Missing value for ${method}: ${where}.${field} should be a string.`);
  }
  return { id: String(value.id), label: String(value.label), detail: String(value.detail), amount: amountOf(value.amount, `${where}.amount`, method) };
}

function currencyOf(value: unknown, method: string): string {
  if (typeof value !== 'string') throw integrationError(`Missing value for ${method}: currency should be a string.`);
  if (!/^[a-zA-Z]{3}$/.test(value))
    throw integrationError(`Invalid value for ${method}: currency should be a 3-letter currency code. You specified: ${value}.`);
  return value.toLowerCase();
}

/** The options of `stripe.paymentRequest()`, checked as Stripe.js checks them (it throws an IntegrationError). */
export function readPaymentRequestOptions(options: unknown): PaymentRequestSettings {
  const method = 'paymentRequest()';
  if (!isObject(options)) throw integrationError(`Invalid value for ${method}: options should be an object. You specified: ${textOf(options)}.`);
  refuseUnknown(options, creationKeys, method);
  if (typeof options.country !== 'string') throw integrationError(`Missing value for ${method}: country should be a string.`);
  if (!/^[A-Z]{2}$/.test(options.country)) {
    throw integrationError(
      `Invalid value for ${method}: country should be a two-letter country code in upper case (e.g. US). You specified: ${options.country}.`,
    );
  }
  const currency = currencyOf(options.currency, method);
  if (options.total === undefined) throw integrationError(`Missing value for ${method}: total should be an object.`);
  const requestShipping = booleanOf(options.requestShipping, 'requestShipping', method);
  const disableWallets = listOf(options.disableWallets, 'disableWallets', method, (entry, at) => {
    if (typeof entry !== 'string' || !(walletNames as readonly string[]).includes(entry)) {
      throw integrationError(`Invalid value for ${method}: ${at} should be one of applePay, googlePay, link. You specified: ${textOf(entry)}.`);
    }
    return entry as WalletName;
  });
  return {
    country: options.country,
    currency,
    total: itemOf(options.total, 'total', method),
    displayItems: listOf(options.displayItems, 'displayItems', method, (entry, at) => itemOf(entry, at, method)),
    requestPayerName: booleanOf(options.requestPayerName, 'requestPayerName', method),
    requestPayerEmail: booleanOf(options.requestPayerEmail, 'requestPayerEmail', method),
    requestPayerPhone: booleanOf(options.requestPayerPhone, 'requestPayerPhone', method),
    requestShipping,
    shippingOptions: listOf(options.shippingOptions, 'shippingOptions', method, (entry, at) => shippingOptionOf(entry, at, method)),
    disableWallets,
  };
}

/** `paymentRequest.update(changes)`: only what may change after creation, checked the same way. */
export function readPaymentRequestUpdate(current: PaymentRequestSettings, changes: unknown): PaymentRequestSettings {
  const method = 'paymentRequest.update()';
  if (!isObject(changes)) throw integrationError(`Invalid value for ${method}: options should be an object. You specified: ${textOf(changes)}.`);
  refuseUnknown(changes, updateKeys, method);
  return {
    ...current,
    ...(changes.currency !== undefined ? { currency: currencyOf(changes.currency, method) } : {}),
    ...(changes.total !== undefined ? { total: itemOf(changes.total, 'total', method) } : {}),
    ...(changes.displayItems !== undefined
      ? { displayItems: listOf(changes.displayItems, 'displayItems', method, (entry, at) => itemOf(entry, at, method)) }
      : {}),
    ...(changes.shippingOptions !== undefined
      ? { shippingOptions: listOf(changes.shippingOptions, 'shippingOptions', method, (entry, at) => shippingOptionOf(entry, at, method)) }
      : {}),
  };
}

/** The statuses `event.complete()` accepts. */
const completeStatuses = ['success', 'fail', 'invalid_payer_name', 'invalid_payer_phone', 'invalid_payer_email', 'invalid_shipping_address'] as const;
export type CompleteStatus = (typeof completeStatuses)[number];

export function readCompleteStatus(status: unknown): CompleteStatus {
  if (typeof status === 'string' && (completeStatuses as readonly string[]).includes(status)) return status as CompleteStatus;
  throw integrationError(`Invalid value for complete(): status should be one of ${completeStatuses.join(', ')}. You specified: ${textOf(status)}.`);
}

/**
 * What `canMakePayment()` resolves with: each wallet and whether it can pay,
 * or null when none can (the browser offers none, or the page disabled those
 * it offers). A browser offers one wallet for cards: Safari Apple Pay,
 * Chrome Google Pay; the first one the wallet set up names is that one.
 */
export function canMakePaymentResult(offered: readonly WalletName[], disabled: readonly WalletName[]): Record<WalletName, boolean> | null {
  const usable = offered.find((wallet) => !disabled.includes(wallet));
  if (!usable) return null;
  return { applePay: usable === 'applePay', googlePay: usable === 'googlePay', link: usable === 'link' };
}

/** The Payment Request API's method name of each wallet, as `event.methodName` gives it. */
export const methodNames: Readonly<Record<WalletName, string>> = {
  applePay: 'https://apple.com/apple-pay',
  googlePay: 'https://google.com/pay',
  link: 'https://stripe.com/link',
};

export interface WalletAddress {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** Stripe.js's `ShippingAddress`: the address with the recipient and the phone the wallet holds (empty when it holds none). */
export interface StripeShippingAddress {
  country: string;
  addressLine: string[];
  region: string;
  city: string;
  postalCode: string;
  recipient: string;
  phone: string;
  sortingCode: string;
  dependentLocality: string;
}

export function shippingAddressOf(address: WalletAddress, recipient: string, phone: string | null): StripeShippingAddress {
  return {
    country: address.country,
    addressLine: [address.line1, address.line2].filter((line) => line !== ''),
    region: address.region,
    city: address.city,
    postalCode: address.postalCode,
    recipient,
    phone: phone ?? '',
    sortingCode: '',
    dependentLocality: '',
  };
}

/**
 * What the `shippingaddresschange` event gives before the buyer accepts: the
 * browser redacts the street, the recipient and the phone (Payment Request
 * API), so a page can price shipping without learning who the buyer is.
 */
export function redactedShippingAddress(address: StripeShippingAddress): StripeShippingAddress {
  return { ...address, addressLine: [], recipient: '', phone: '' };
}

/** An amount as a sheet shows it: "€12.50". */
export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
