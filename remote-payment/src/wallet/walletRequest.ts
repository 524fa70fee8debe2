import type { PaymentRequestOptions } from '@stripe/stripe-js';
import type { ReadyToPay, StripeAccountRegion, Language } from '@suscripciones/shared';
import { localisedName } from '@suscripciones/kit/catalogue';

/**
 * What the wallet's sheet asks and shows, from the same "ready to pay" fact
 * as the pay button (so the sheet's lines and total are the page's, in the
 * entity's currency): the payable lines by their name in the page's
 * language, the total under the portal's name, the payer's name and e-mail
 * always, and the phone and shipping address only when the cart is shipped
 * and the buyer has not saved a shipping address yet (a saved one is used as
 * it is, as with the card).
 */
export interface WalletAsk {
  /** The wallet supplies the shipping address and phone. */
  shipping: boolean;
}

/**
 * The country of each entity's Stripe account, which `paymentRequest` needs:
 * the European entity's is Spain; the spec does not say where the
 * rest-of-world entity's account is, and the US is assumed (README, wallet).
 */
const accountCountries: Readonly<Record<StripeAccountRegion, string>> = { ES: 'ES', global: 'US' };

export interface WalletLabels {
  /** The merchant as the sheet names it (the portal). */
  total: string;
  /** The one delivery option: the magazine's shipping is included in the price. */
  delivery: string;
  deliveryDetail: string;
}

type Ready = Extract<ReadyToPay, { ready: true }>;

export function walletRequestOptions(purchase: Ready, language: Language, ask: WalletAsk, labels: WalletLabels): PaymentRequestOptions {
  return {
    country: accountCountries[purchase.account],
    currency: purchase.currency.toLowerCase(),
    ...walletAmounts(purchase, language, labels),
    requestPayerName: true,
    requestPayerEmail: true,
    requestPayerPhone: ask.shipping,
    requestShipping: ask.shipping,
    ...(ask.shipping ? { shippingOptions: [{ id: 'included', label: labels.delivery, detail: labels.deliveryDetail, amount: 0 }] } : {}),
  };
}

/** The part of the options that follows the cart's prices (`paymentRequest.update` takes it while the sheet is closed). */
function walletAmounts(purchase: Ready, language: Language, labels: Pick<WalletLabels, 'total'>): Pick<PaymentRequestOptions, 'total' | 'displayItems'> {
  const byId = new Map(purchase.lines.map((line) => [line.id, line]));
  return {
    total: { label: labels.total, amount: purchase.totalCents },
    displayItems: purchase.payLines.map((line) => {
      const item = byId.get(line.id);
      return { label: item ? localisedName(item, language) : String(line.id), amount: line.cents };
    }),
  };
}
