// The rules of `stripe.paymentRequest(options)` and `paymentRequest.update()`
// as Stripe.js documents them, and the objects its events carry: plain
// functions, so they are tested without a page.
import type { WalletAddress, WalletName } from '../wallet';
import { integrationError } from './integrationError';
import { textOf } from './text';

const walletNames = ['applePay', 'googlePay', 'link'] as const satisfies readonly WalletName[];
export const isWalletName = (value: unknown): value is WalletName => (walletNames as readonly unknown[]).includes(value);

type Options = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Options => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An amount in the currency's smallest unit: a whole number, 0 or more (Stripe.js refuses 10.5 or "1000"). */
function amountOf(value: unknown, where: string, method: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw integrationError(`Invalid value for ${method}: ${where} should be a positive amount in the currency's subunit. You specified: ${textOf(value)}.`);
  }
  return value;
}

function itemOf(value: unknown, where: string, method: string) {
  if (value === undefined) throw integrationError(`Missing value for ${method}: ${where} should be an object.`);
  if (!isObject(value)) throw integrationError(`Invalid value for ${method}: ${where} should be an object. You specified: ${textOf(value)}.`);
  if (typeof value.label !== 'string') throw integrationError(`Missing value for ${method}: ${where}.label should be a string.`);
  return {
    amount: amountOf(value.amount, `${where}.amount`, method),
    label: value.label,
    ...(value.pending === undefined ? {} : { pending: booleanOf(value.pending, `${where}.pending`, method) }),
  };
}

function booleanOf(value: unknown, where: string, method: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw integrationError(`Invalid value for ${method}: ${where} should be a boolean. You specified: ${textOf(value)}.`);
  return value;
}

/** A list whose entries `read` checks (an absent list is empty). */
const listOf =
  <Item>(read: (entry: unknown, where: string, method: string) => Item) =>
  (value: unknown, where: string, method: string): Item[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw integrationError(`Invalid value for ${method}: ${where} should be an array. You specified: ${textOf(value)}.`);
    return value.map((entry: unknown, index) => read(entry, `${where}[${index}]`, method));
  };

function shippingOptionOf(value: unknown, where: string, method: string) {
  if (!isObject(value)) throw integrationError(`Invalid value for ${method}: ${where} should be an object.`);
  for (const field of ['id', 'label', 'detail'] as const) {
    if (typeof value[field] !== 'string') throw integrationError(`Missing value for ${method}: ${where}.${field} should be a string.`);
  }
  return { id: String(value.id), label: String(value.label), detail: String(value.detail), amount: amountOf(value.amount, `${where}.amount`, method) };
}

function walletNameOf(value: unknown, where: string, method: string): WalletName {
  if (isWalletName(value)) return value;
  throw integrationError(`Invalid value for ${method}: ${where} should be one of ${walletNames.join(', ')}. You specified: ${textOf(value)}.`);
}

function countryOf(value: unknown, where: string, method: string): string {
  if (typeof value !== 'string') throw integrationError(`Missing value for ${method}: ${where} should be a string.`);
  if (!/^[A-Z]{2}$/.test(value)) {
    throw integrationError(`Invalid value for ${method}: ${where} should be a two-letter country code in upper case (e.g. US). You specified: ${value}.`);
  }
  return value;
}

function currencyOf(value: unknown, where: string, method: string): string {
  if (typeof value !== 'string') throw integrationError(`Missing value for ${method}: ${where} should be a string.`);
  if (!/^[a-zA-Z]{3}$/.test(value))
    throw integrationError(`Invalid value for ${method}: ${where} should be a 3-letter currency code. You specified: ${value}.`);
  return value.toLowerCase();
}

/** How each option of `stripe.paymentRequest()` is checked, as Stripe.js checks it (it throws an IntegrationError). */
const optionReaders = {
  country: countryOf,
  currency: currencyOf,
  total: itemOf,
  displayItems: listOf(itemOf),
  requestPayerName: booleanOf,
  requestPayerEmail: booleanOf,
  requestPayerPhone: booleanOf,
  requestShipping: booleanOf,
  shippingOptions: listOf(shippingOptionOf),
  disableWallets: listOf(walletNameOf),
};
type OptionName = keyof typeof optionReaders;
export type PaymentRequestSettings = { [Name in OptionName]: ReturnType<(typeof optionReaders)[Name]> };
const optionNames = Object.keys(optionReaders) as OptionName[];
/** What `paymentRequest.update()` may change. */
const updatableOptions = ['currency', 'total', 'displayItems', 'shippingOptions'] as const satisfies readonly OptionName[];

/** The options object, refused when it is none or names an option Stripe.js does not know (`ignored`: known, of no use here). */
function knownOptions(options: unknown, method: string, names: readonly string[], ignored: readonly string[]): Options {
  if (!isObject(options)) throw integrationError(`Invalid value for ${method}: options should be an object. You specified: ${textOf(options)}.`);
  for (const key of Object.keys(options)) {
    if (!names.includes(key) && !ignored.includes(key))
      throw integrationError(
        `Unrecognized ${method} parameter: ${key} is not a recognized parameter. This may cause issues with your integration in the future.`,
      );
  }
  return options;
}

/** The options `names`, each read by its own reader: an absent one is false, an empty list, or an error. */
function readOptions<Name extends OptionName>(options: Options, method: string, names: readonly Name[]): Pick<PaymentRequestSettings, Name> {
  // Each entry is what the reader of its name returned, so the record has the settings' shape.
  return Object.fromEntries(names.map((name) => [name, optionReaders[name](options[name], name, method)])) as Pick<PaymentRequestSettings, Name>;
}

export function readPaymentRequestOptions(options: unknown): PaymentRequestSettings {
  const method = 'paymentRequest()';
  return readOptions(knownOptions(options, method, optionNames, ['wallets', 'applePay', 'onBehalfOf']), method, optionNames);
}

/** `paymentRequest.update(changes)`: only what may change after creation, checked the same way; what is not given stays. */
export function readPaymentRequestUpdate(current: PaymentRequestSettings, changes: unknown): PaymentRequestSettings {
  const method = 'paymentRequest.update()';
  const given = knownOptions(changes, method, updatableOptions, ['applePay']);
  const changed = updatableOptions.filter((name) => given[name] !== undefined);
  return { ...current, ...readOptions(given, method, changed) };
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

/** Stripe.js's `ShippingAddress`: the address with the recipient and the phone the wallet holds (empty when it holds none). */
export function shippingAddressOf(address: WalletAddress, recipient: string, phone: string | null) {
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

export type StripeShippingAddress = ReturnType<typeof shippingAddressOf>;

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
