// `stripe.paymentRequest(options)`: the PaymentRequest object of Stripe.js
// (Apple Pay, Google Pay), over the wallet dev-api keeps for the browser
// (none until a test sets one up) and its provider API.
import type { WalletAddress, WalletName } from '../wallet';
import { isRecord, request, type ApiAnswer } from './api';
import { integrationError } from './integrationError';
import { createListeners } from './listeners';
import {
  canMakePaymentResult,
  isWalletName,
  methodNames,
  readCompleteStatus,
  readPaymentRequestOptions,
  readPaymentRequestUpdate,
  redactedShippingAddress,
  shippingAddressOf,
  type PaymentRequestSettings,
  type StripeShippingAddress,
} from './paymentRequestOptions';
import { openWalletSheet, type SheetHandle } from './walletSheet';
import type { Language } from './texts';

type Handler = (event: unknown) => void;

export interface DoublePaymentRequest {
  canMakePayment(): Promise<Record<WalletName, boolean> | null>;
  show(): void;
  abort(): void;
  isShowing(): boolean;
  update(changes: unknown): void;
  on(name: string, handler: Handler): DoublePaymentRequest;
  once(name: string, handler: Handler): DoublePaymentRequest;
  off(name: string, handler?: Handler): DoublePaymentRequest;
}

const textField = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The wallet as dev-api answers it (the card by its last four only). */
function walletOf(answer: ApiAnswer | null) {
  const address = isRecord(answer?.shippingAddress) && typeof answer.shippingAddress.country === 'string' ? answer.shippingAddress : null;
  return {
    wallets: answer && Array.isArray(answer.wallets) ? answer.wallets.filter(isWalletName) : [],
    cardLast4: answer && isRecord(answer.card) ? textField(answer.card.last4) : '',
    name: textField(answer?.name),
    email: textField(answer?.email),
    phone: typeof answer?.phone === 'string' ? answer.phone : null,
    shippingAddress:
      address &&
      ({
        line1: textField(address.line1),
        line2: textField(address.line2),
        city: textField(address.city),
        region: textField(address.region),
        postalCode: textField(address.postalCode),
        country: textField(address.country),
      } satisfies WalletAddress),
  };
}

type Wallet = ReturnType<typeof walletOf>;

/** User activation, where the browser tells it (a sheet opens only from a click or a tap, as a browser's does). */
function fromUserGesture(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
  return activation ? activation.isActive : true;
}

export interface PaymentRequestContext {
  apiBase: string;
  key: string;
  locale: string;
  language: () => Language;
}

export function createPaymentRequest(context: PaymentRequestContext, options: unknown): DoublePaymentRequest {
  let settings: PaymentRequestSettings = readPaymentRequestOptions(options);
  const listeners = createListeners<unknown, DoublePaymentRequest>('paymentRequest', () => paymentRequest);
  let wallet: Wallet | null = null;
  let usable: WalletName | null = null;
  let sheet: SheetHandle | null = null;
  let asked: Promise<Record<WalletName, boolean> | null> | null = null;

  const emit = (name: string, payload?: unknown): void => listeners.emit(name, payload);

  function close(): void {
    sheet?.close();
    sheet = null;
  }
  /** The sheet closes as cancelled (the buyer, the page's abort(), or a wallet that could not make a card). */
  function cancel(): void {
    close();
    emit('cancel');
  }

  const walletShipping = (): StripeShippingAddress | null =>
    wallet?.shippingAddress ? shippingAddressOf(wallet.shippingAddress, wallet.name, wallet.phone) : null;

  /** The buyer pressed Pay: the wallet's card becomes a payment method, handed to the page with the payer's data. */
  function accept(current: Wallet, walletName: WalletName): void {
    const handle = sheet;
    if (!handle) return;
    handle.processing();
    void request(context.apiBase, 'POST', 'wallet/payment_methods', { key: context.key, locale: context.locale, wallet: walletName }, context.language()).then(
      (answer) => {
        if (sheet !== handle) return;
        if (!answer || answer.error) {
          // The wallet could not make a card: the browser closes its sheet as cancelled.
          cancel();
          return;
        }
        let completed = false;
        const shippingAddress = settings.requestShipping ? walletShipping() : null;
        emit('paymentmethod', {
          paymentMethod: answer,
          walletName,
          methodName: methodNames[walletName],
          ...(settings.requestPayerName ? { payerName: current.name } : {}),
          ...(settings.requestPayerEmail ? { payerEmail: current.email } : {}),
          ...(settings.requestPayerPhone && current.phone ? { payerPhone: current.phone } : {}),
          ...(shippingAddress ? { shippingAddress } : {}),
          ...(settings.requestShipping && settings.shippingOptions[0] ? { shippingOption: settings.shippingOptions[0] } : {}),
          complete(status: unknown) {
            readCompleteStatus(status);
            if (completed) return;
            completed = true;
            // Chrome closes its sheet whatever the status; a failed payment's message is the page's to show.
            if (sheet === handle) close();
          },
        });
      },
    );
  }

  const paymentRequest: DoublePaymentRequest = {
    canMakePayment() {
      asked ??= request(context.apiBase, 'GET', 'wallet', { key: context.key }, context.language()).then((answer) => {
        wallet = walletOf(answer && !answer.error ? answer : null);
        const result = canMakePaymentResult(wallet.wallets, settings.disableWallets);
        usable = result ? (wallet.wallets.find((name) => result[name]) ?? null) : null;
        return result;
      });
      return asked;
    },

    show() {
      if (!asked || !wallet) throw integrationError('You must call canMakePayment() and wait for it to resolve before calling show().');
      if (sheet) throw integrationError('The payment sheet is already showing.');
      if (!usable) throw integrationError('show() was called, but canMakePayment() found no wallet that can pay.');
      if (!fromUserGesture()) throw integrationError('paymentRequest.show() must be called from a user gesture handler (such as a click or tap handler).');
      const current = wallet;
      const walletName = usable;
      const address = settings.requestShipping ? walletShipping() : null;
      sheet = openWalletSheet(
        { wallet: walletName, settings, cardLast4: current.cardLast4, payer: current, shippingAddress: address },
        { onPay: () => accept(current, walletName), onCancel: cancel },
      );
      // The browser tells the page the buyer's address (redacted) so that it can price the shipping.
      if (address) {
        emit('shippingaddresschange', {
          shippingAddress: redactedShippingAddress(address),
          updateWith(details: unknown) {
            if (!isRecord(details)) return;
            const { status: _status, ...changes } = details;
            settings = readPaymentRequestUpdate(settings, changes);
          },
        });
      }
    },

    abort() {
      if (sheet) cancel();
    },

    isShowing: () => sheet !== null,

    update(changes) {
      if (sheet) throw integrationError('You cannot update Payment Request options while the payment interface is showing.');
      settings = readPaymentRequestUpdate(settings, changes);
    },

    ...listeners.methods,
  };
  return paymentRequest;
}
