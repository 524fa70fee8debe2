import { useMemo, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useStripe } from '@stripe/react-stripe-js';
import type { PaymentRequestCompleteStatus, PaymentRequestPaymentMethodEvent, Stripe } from '@stripe/stripe-js';
import type { CountryCode } from 'libphonenumber-js/min';
import { track, type ReadyToPay, type BillingData, type Language, type ShippingData, type User } from '@suscripciones/shared';
import type { ShippingScope } from '../payment/forms/addressForm';
import type { PaymentFormAction } from '../payment/forms/paymentFormState';
import { stripeProvider, type PayFunction } from '../payment/pay/usePayment';
import { readWalletEvent } from './walletEvent';
import { walletProvider } from './walletProvider';
import { walletRequestOptions } from './walletRequest';
import { walletShipping } from './walletShipping';
import { useWalletRequest } from './useWalletRequest';
import styles from './WalletButton.module.css';

/** The wallets' names (brand names, the same in every language, but kept with the texts). */
const walletNameKeys = { applePay: 'wallet.names.applePay', googlePay: 'wallet.names.googlePay', link: 'wallet.names.link' } as const;

export interface WalletButtonProps {
  purchase: ReadyToPay;
  language: Language;
  /** The merchant the sheet names. */
  merchant: string;
  user: User | null;
  /** Pay is disabled (for a reason the wallet cannot settle): so is the wallet. */
  blocked: boolean;
  /** The texts that say why (the pay button's), read with the disabled button. */
  blockedReasonIds?: string;
  processing: boolean;
  needsShipping: boolean;
  /** The saved shipping address; none while the form is not saved (the wallet then supplies it). */
  shipping: ShippingData | null;
  invoice: boolean;
  billing: BillingData | null;
  /** The card form's country, the last resort for a wallet card that names no billing country. */
  formCountryCode: string | null;
  scope: ShippingScope;
  regionPhone: CountryCode;
  dispatch: Dispatch<PaymentFormAction>;
  pay: PayFunction;
}

/**
 * Apple Pay or Google Pay above the card form, when the browser offers one
 * for the seller's account (nothing otherwise). The sheet is the purchase's
 * (same lines and total as the page); accepting it starts the same payment
 * as Pay, with the wallet's card payment method. A cancelled sheet leaves the
 * page as it was. Loaded on its own, on /payment only (PaymentPage's lazy import).
 */
export default function WalletButton(props: WalletButtonProps) {
  const { t } = useTranslation('payment');
  const stripe = useStripe();
  const { purchase, language, merchant, needsShipping, shipping } = props;
  const askShipping = needsShipping && shipping === null;
  const labels = useMemo(() => ({ total: merchant, delivery: t('wallet.delivery'), deliveryDetail: t('wallet.deliveryDetail') }), [merchant, t]);
  const options = useMemo(
    () => (purchase.ready ? walletRequestOptions(purchase, language, { shipping: askShipping }, labels) : null),
    [purchase, language, askShipping, labels],
  );
  const { request, wallet } = useWalletRequest(stripe, options);
  // The sheet's answer comes later: it is read with the page as it is then (as it was last shown, if it is gone).
  const latest = useRef(props);
  latest.current = props;

  if (!request || !wallet) return null;
  const name = t(walletNameKeys[wallet]);
  const disabled = props.blocked || props.processing;

  function open() {
    if (!request || !stripe || disabled) return;
    void track('payment_method_chosen', {
      token_id: props.user?.token_id ?? null,
      event_target: 'wallet-button',
      payment_method: 'wallet',
      wallet: wallet ?? '',
    });
    props.dispatch({ type: 'walletOpened' });
    // The sheet's answer belongs to this showing of the sheet, not to the button: it is handled even when the button
    // is gone by then (the buyer's other tab paid the cart and emptied it, or the request was replaced), so an
    // accepted sheet is always closed with an outcome instead of spinning until the wallet gives up.
    const sheetRequest = request;
    const onPaymentMethod = (event: PaymentRequestPaymentMethodEvent) => {
      sheetRequest.off('cancel', onCancel);
      payFromWallet(event, stripe, latest.current);
    };
    const onCancel = () => {
      sheetRequest.off('paymentmethod', onPaymentMethod);
    };
    sheetRequest.once('paymentmethod', onPaymentMethod);
    sheetRequest.once('cancel', onCancel);
    try {
      // In the click itself: a wallet's sheet opens only from the buyer's gesture.
      sheetRequest.show();
    } catch (error) {
      onCancel();
      sheetRequest.off('cancel', onCancel);
      console.error('The wallet sheet could not be shown', error);
    }
  }

  return (
    <div className={styles.wallet} data-testid="wallet">
      <button
        type="button"
        className={styles.button}
        onClick={open}
        disabled={disabled}
        aria-describedby={props.blocked ? props.blockedReasonIds : undefined}
        data-testid="wallet-button"
      >
        {t('wallet.pay', { wallet: name })}
      </button>
      <p className={styles.divider}>
        <span>{t('wallet.orCard')}</span>
      </p>
    </div>
  );
}

/**
 * The sheet accepted: the wallet's card pays through the same payment as Pay
 * (its lock, its one intent per cart, its status check), read with the page as
 * it is now. Shipping the cart needs comes from the wallet when the form has
 * none saved.
 */
function payFromWallet(event: PaymentRequestPaymentMethodEvent, stripe: Stripe, page: WalletButtonProps): void {
  const complete = (status: PaymentRequestCompleteStatus) => event.complete(status);
  const payment = readWalletEvent(event);
  if (!payment) {
    complete('fail');
    page.dispatch({ type: 'failed', error: { key: 'errorProcessingPayment' } });
    return;
  }
  let shippingData = page.shipping;
  if (page.needsShipping && !shippingData) {
    const taken = walletShipping(payment, page.scope, page.regionPhone);
    page.dispatch({ type: 'walletShipping', draft: taken.draft, saved: taken.ok ? taken.data : null, errors: taken.ok ? {} : taken.errors });
    if (!taken.ok) {
      // No phone or an incomplete address: the buyer completes the shipping form, then opens the wallet again.
      complete(taken.errors.telefono ? 'invalid_payer_phone' : 'invalid_shipping_address');
      page.dispatch({ type: 'failed', error: { key: 'walletShippingIncomplete' } });
      return;
    }
    shippingData = taken.data;
  }
  const provider = walletProvider(stripe, stripeProvider(stripe, null), payment.paymentMethodId, complete);
  void page
    .pay(
      {
        user: page.user,
        loggedIn: page.user !== null,
        // The wallet hands over a complete card, with its billing country where it has one.
        cardComplete: true,
        countryCode: payment.billingCountry ?? shippingData?.pais ?? page.formCountryCode,
        needsShipping: page.needsShipping,
        shippingSaved: shippingData !== null,
        invoice: page.invoice,
        billingSaved: page.billing !== null,
        purchase: page.purchase,
        billing: page.billing,
        shipping: shippingData,
      },
      provider,
    )
    .then((outcome) => provider.settle(outcome));
}
