import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStripe } from '@stripe/react-stripe-js';
import type { PaymentRequestCompleteStatus, PaymentRequestPaymentMethodEvent } from '@stripe/stripe-js';
import { track, type ReadyToPay, type Language } from '@suscripciones/shared';
import { readWalletEvent, type WalletPayment } from './walletEvent';
import { walletRequestOptions } from './walletRequest';
import { useWalletRequest } from './useWalletRequest';
import styles from './WalletButton.module.css';

/** The wallets' names (brand names, the same in every language, but kept with the texts). */
const walletNameKeys = { applePay: 'wallet.names.applePay', googlePay: 'wallet.names.googlePay', link: 'wallet.names.link' } as const;

export interface WalletButtonProps {
  purchase: ReadyToPay;
  language: Language;
  /** The merchant the sheet names (the portal). */
  merchant: string;
  /** The sheet asks for the phone and the shipping address (the cart is shipped and none is saved). */
  askShipping: boolean;
  /** Pay is disabled for a reason the wallet cannot settle, or a payment is running. */
  disabled: boolean;
  /** The texts that say why it is disabled (the pay button's), read with the disabled button. */
  describedBy?: string;
  /** For call 7's payment_method_chosen. */
  tokenId: string;
  /** The sheet is opening. */
  onOpen: () => void;
  /**
   * The sheet was accepted: the wallet's payment (null when its event is not what Stripe.js documents) and the
   * way to close the sheet. Handled by the page as it is then, even when this button is gone by then.
   */
  onPaymentMethod: (payment: WalletPayment | null, complete: (status: PaymentRequestCompleteStatus) => void) => void;
}

/**
 * Apple Pay or Google Pay above the card form, when the browser offers one for the seller's account (nothing
 * otherwise). The sheet shows the purchase (the same lines and total as the page); accepting it hands its card to
 * the page, which pays with it as with the card fields. A cancelled sheet leaves the page as it was. Loaded on its
 * own, on /payment only (PaymentCheckout's lazy import).
 */
export default function WalletButton(props: WalletButtonProps) {
  const { t } = useTranslation('payment');
  const stripe = useStripe();
  const { purchase, language, merchant, askShipping, disabled, onPaymentMethod } = props;
  const labels = useMemo(() => ({ total: merchant, delivery: t('wallet.delivery'), deliveryDetail: t('wallet.deliveryDetail') }), [merchant, t]);
  const options = useMemo(
    () => (purchase.ready ? walletRequestOptions(purchase, language, { shipping: askShipping }, labels) : null),
    [purchase, language, askShipping, labels],
  );
  const { request, wallet } = useWalletRequest(stripe, options);

  if (!request || !wallet) return null;
  const name = t(walletNameKeys[wallet]);

  function open() {
    if (!request || disabled) return;
    void track('payment_method_chosen', { token_id: props.tokenId, event_target: 'wallet-button', payment_method: 'wallet', wallet: wallet ?? '' });
    props.onOpen();
    // The sheet's answer belongs to this showing of the sheet, not to the button: it is handled even when the button
    // is gone by then (the buyer's other tab paid the cart and emptied it, or the request was replaced), so an
    // accepted sheet is always closed with an outcome instead of spinning until the wallet gives up.
    const sheetRequest = request;
    const onAccepted = (event: PaymentRequestPaymentMethodEvent) => {
      sheetRequest.off('cancel', onCancel);
      onPaymentMethod(readWalletEvent(event), (status) => event.complete(status));
    };
    const onCancel = () => {
      sheetRequest.off('paymentmethod', onAccepted);
    };
    sheetRequest.once('paymentmethod', onAccepted);
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
        aria-describedby={disabled ? props.describedBy : undefined}
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
