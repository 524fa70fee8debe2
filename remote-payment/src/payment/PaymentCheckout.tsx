import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from 'jotai';
import { CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentRequestCompleteStatus, StripeElementLocale } from '@stripe/stripe-js';
import {
  cartSummaryAtom,
  heldMembershipsAtom,
  purchaseItemsAtom,
  readyToPayAtom,
  getRuntimeConfig,
  usePortal,
  removeFromCartAtom,
  retryPaidSubscriptionsAtom,
  userAtom,
  track,
  acceptedUrlRedirect,
  identityUrl,
  type PriceChange,
  type CartSummary,
  type CartItem,
  type Language,
} from '@suscripciones/shared';
import { HeldMemberships, PriceChangeNotice } from '@suscripciones/kit/ui';
import { amountToShow } from './payAmount';
import type { Country } from '../address/countrySchema';
import { shippingScopeOf, type AddressKind, type ShippingScope } from '../address/addressForm';
import { disablingBlockers, needsShipping, payBlockers, paymentRequestOf, type PayFacts, type PaymentState } from '../pay';
import { cardSource } from '../stripe/stripeAdapter';
import { publishableKeyFor, stripeLocale } from '../stripe/stripeSetup';
import { useStripeInstance, type StripeLoad } from '../stripe/useStripeInstance';
import { ShieldIcon } from '../ui/icons';
import type { WalletPayment } from '../wallet/walletEvent';
import { walletShipping } from '../wallet/walletShipping';
import { walletSource } from '../wallet/walletSource';
import { CardBrands } from './card/CardBrands';
import { CardFields, CardFieldsPlaceholder } from './card/CardFields';
import { cardComplete, type CardChange } from './card/cardState';
import { countryCodeByName } from './country/countries';
import { CountrySelect } from './country/CountrySelect';
import { useCountries } from './country/useCountries';
import { ErrorBanner, type PageError } from './ErrorBanner';
import { AddressSection } from './forms/AddressSection';
import { savedData, type Banner, type PaymentFormAction, type PaymentFormState } from './forms/paymentFormState';
import { usePaymentForm } from './forms/usePaymentForm';
import { PaymentHeading, PaymentTopbar } from './PaymentFrame';
import { blockerDescriptionIds, OrderSummary } from './summary/OrderSummary';
import { usePayment } from './usePayment';
import styles from './PaymentPage.module.css';

/** Apple Pay / Google Pay: fetched only here, for a signed-in buyer whose card form is shown. */
const WalletButton = lazy(() => import(/* webpackChunkName: "payment-wallet" */ '../wallet/WalletButton'));

/**
 * Loads Stripe.js for the cart's selling entity and holds what must outlive
 * the card fields: the forms. The Elements provider is keyed by account and
 * locale, since its Stripe instance cannot change once set.
 */
export interface CheckoutProps {
  items: readonly CartItem[];
  language: Language;
  priceChanges: readonly PriceChange[];
  /** The payment that failed, to show in the banner (once: `onFailureShown`). */
  failure: Extract<PaymentState, { step: 'failed' }> | null;
  onFailureShown: () => void;
}

export function PaymentCheckout({ items, language, priceChanges, failure, onFailureShown }: CheckoutProps) {
  const config = getRuntimeConfig();
  const summary = useAtomValue(cartSummaryAtom);
  const account = summary.account;
  const locale = stripeLocale(language);
  const stripeLoad = useStripeInstance(publishableKeyFor(account, config.stripe), locale, config.stripe.scriptUrl);
  const scope = useMemo(() => shippingScopeOf(items), [items]);
  const [form, dispatch] = usePaymentForm(scope, language);
  const countries = useCountries();
  const elementsOptions = useMemo(() => ({ locale }), [locale]);
  const fieldsKey = `${account}|${locale}`;
  // New card fields hold nothing: the form forgets what the old ones said.
  const [shownFields, setShownFields] = useState(fieldsKey);
  if (shownFields !== fieldsKey) {
    setShownFields(fieldsKey);
    dispatch({ type: 'cardFieldsReplaced' });
  }
  return (
    <Elements key={fieldsKey} stripe={stripeLoad.stripe} options={elementsOptions}>
      <PaymentWorkspace {...{ items, summary, language, locale, form, dispatch, scope, countries, stripeLoad, priceChanges, failure, onFailureShown }} />
    </Elements>
  );
}

interface WorkspaceProps {
  items: readonly CartItem[];
  summary: CartSummary;
  language: Language;
  locale: StripeElementLocale;
  priceChanges: readonly PriceChange[];
  form: PaymentFormState;
  dispatch: Dispatch<PaymentFormAction>;
  scope: ShippingScope;
  countries: { countries: Country[]; loading: boolean };
  stripeLoad: StripeLoad & { retry: () => void };
  failure: CheckoutProps['failure'];
  onFailureShown: () => void;
}

function PaymentWorkspace({
  items,
  summary,
  language,
  locale,
  form,
  dispatch,
  scope,
  countries,
  stripeLoad,
  priceChanges,
  failure,
  onFailureShown,
}: WorkspaceProps) {
  const { t } = useTranslation('payment');
  const config = getRuntimeConfig();
  const portal = usePortal();
  const user = useAtomValue(userAtom);
  const location = useLocation();
  const redirect = acceptedUrlRedirect(location.search, config, window.location.host);
  const card = form.card;
  const stripe = useStripe();
  const elements = useElements();
  const purchase = useAtomValue(readyToPayAtom);
  const held = useAtomValue(heldMembershipsAtom);
  // What is bought: the cart less the memberships the buyer already holds (shown apart, never charged or shipped).
  const bought = useAtomValue(purchaseItemsAtom);
  const retryPrices = useSetAtom(retryPaidSubscriptionsAtom);
  const removeFromCart = useSetAtom(removeFromCartAtom);
  const { pay, processing } = usePayment(locale);
  const onCardChange = useCallback((change: CardChange) => dispatch({ type: 'card', change }), [dispatch]);
  // After the first press of pay, incomplete card fields and a missing country say so under themselves.
  const requiredMessage = form.attempted ? t('fieldErrors.required') : null;
  const error = bannerOf(form.banner);

  // What the page knows now, for the pay button, the wallet and the payment itself.
  const facts: PayFacts = {
    user,
    purchase,
    needsShipping: needsShipping(bought),
    cardComplete: cardComplete(card),
    countryCode: countryCodeByName(form.countryName, countries.countries),
    invoice: form.invoice,
    shipping: savedData(form.shipping),
    billing: savedData(form.billing),
  };
  const blockers = payBlockers(facts);
  const payDisabledBy = disablingBlockers(blockers, 'card');
  const walletDisabledBy = disablingBlockers(blockers, 'wallet');
  // The wallet's sheet answers later: it is read with the page as it is then (as last drawn).
  const latest = useRef({ facts, form });
  useLayoutEffect(() => {
    latest.current = { facts, form };
  });

  // A payment that failed (pressed here, or before the buyer left and came back): its error in the banner, once.
  useEffect(() => {
    if (!failure) return;
    dispatch({ type: 'failed', error: failure.error });
    onFailureShown();
  }, [failure, dispatch, onFailureShown]);

  /** The banner as shown: the error's text in the page's language, and a way to the login when that is what it asks for. */
  function bannerOf(banner: Banner | null): PageError | null {
    if (!banner) return null;
    const { error: payError } = banner;
    const message = 'key' in payError ? t(payError.key) : payError.message;
    const action =
      banner.cause === 'login'
        ? { href: identityUrl(config.identity.loginUrl, { medio: portal.id, language, checkoutUrl: window.location.href }), label: t('login') }
        : undefined;
    return { id: banner.id, message, ...(action ? { action } : {}) };
  }

  // The wallet's sheet is opening: the last error is no longer what the buyer is looking at.
  const onWalletOpen = useCallback(() => dispatch({ type: 'walletOpened' }), [dispatch]);

  const onInvalidSection = useCallback(
    (kind: AddressKind) => dispatch({ type: 'failed', error: { key: kind === 'shipping' ? 'errorRequiredShippingFields' : 'errorRequiredBillingFields' } }),
    [dispatch],
  );

  /** The billing or shipping form, the same component with the same wiring. */
  const addressSection = (kind: AddressKind) => (
    <AddressSection
      kind={kind}
      state={form[kind]}
      dispatch={dispatch}
      countries={countries.countries}
      language={language}
      scope={scope}
      onInvalid={onInvalidSection}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    // A payment already running (a second press, or one started before the buyer left and came back) is joined, not repeated.
    if (processing) return;
    dispatch({ type: 'payPressed' });
    void track('payment_method_chosen', { token_id: user?.token_id ?? null, event_target: 'pay-button', payment_method: 'card' });
    const built = paymentRequestOf(facts);
    if (!built.ok) {
      dispatch({ type: 'failed', error: { key: built.error } });
      return;
    }
    // Its end comes back through the payment's state (usePaymentOutcome), wherever the buyer is by then.
    pay(built.request, cardSource(stripe, elements?.getElement(CardNumberElement) ?? null));
  }

  /**
   * The wallet's sheet was accepted: its card pays through the same payment as Pay, read with the page as it is
   * now. Shipping the cart needs comes from the wallet when the form has none saved; what the wallet gave is put
   * in the form (saved when complete, else with its gaps marked for the buyer to complete).
   */
  const payWithWallet = useCallback(
    (payment: WalletPayment | null, complete: (status: PaymentRequestCompleteStatus) => void) => {
      const now = latest.current;
      if (!payment) {
        complete('fail');
        dispatch({ type: 'failed', error: { key: 'errorProcessingPayment' } });
        return;
      }
      let shipping = now.facts.shipping;
      if (now.facts.needsShipping && !shipping) {
        const taken = walletShipping(payment, scope, now.form.regionPhone);
        dispatch({ type: 'walletShipping', draft: taken.draft, saved: taken.ok ? taken.data : null, errors: taken.ok ? {} : taken.errors });
        if (!taken.ok) {
          // No phone or an incomplete address: the buyer completes the shipping form, then opens the wallet again.
          complete(taken.errors.telefono ? 'invalid_payer_phone' : 'invalid_shipping_address');
          dispatch({ type: 'failed', error: { key: 'walletShippingIncomplete' } });
          return;
        }
        shipping = taken.data;
      }
      const built = paymentRequestOf({
        ...now.facts,
        // The wallet hands over a complete card, with its billing country where it has one.
        cardComplete: true,
        countryCode: payment.billingCountry ?? shipping?.pais ?? now.facts.countryCode,
        shipping,
      });
      if (!built.ok) {
        complete('fail');
        dispatch({ type: 'failed', error: { key: built.error } });
        return;
      }
      pay(built.request, walletSource(payment.paymentMethodId, complete));
    },
    [dispatch, scope, pay],
  );

  return (
    <div className={`${styles.page} sc-page`} data-testid="payment-page">
      <PaymentTopbar items={items} language={language} redirect={redirect} />
      <ErrorBanner key={error?.id ?? 0} error={error} />
      <PriceChangeNotice changes={priceChanges} language={language} />
      <HeldMemberships items={held} language={language} onRemove={removeFromCart} />
      <PaymentHeading />
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.panel} aria-labelledby="card-title">
            {stripeLoad.status === 'ready' && user !== null && (
              <Suspense fallback={null}>
                <WalletButton
                  purchase={purchase}
                  language={language}
                  merchant={portal.name}
                  askShipping={facts.needsShipping && facts.shipping === null}
                  disabled={walletDisabledBy.length > 0 || processing}
                  describedBy={walletDisabledBy.length > 0 ? blockerDescriptionIds(walletDisabledBy) : undefined}
                  onOpen={onWalletOpen}
                  onPaymentMethod={payWithWallet}
                  tokenId={user.token_id}
                />
              </Suspense>
            )}
            <div className={styles.panelHeader}>
              <h2 id="card-title" className={styles.panelTitle}>
                {t('card.title')}
              </h2>
              <CardBrands detected={card.brand} />
            </div>
            <form id="payment-form" className={styles.cardForm} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="card-title">
              {stripeLoad.status === 'ready' ? (
                <CardFields state={card} onChange={onCardChange} requiredMessage={requiredMessage} />
              ) : (
                <CardFieldsPlaceholder failed={stripeLoad.status === 'failed'} onRetry={stripeLoad.retry} />
              )}
              <CountrySelect
                value={form.countryName}
                onChange={(name) => dispatch({ type: 'country', name, code: countryCodeByName(name, countries.countries) })}
                countries={countries.countries}
                loading={countries.loading}
                language={language}
                requiredMessage={requiredMessage}
              />
              <div className={styles.invoice}>
                <input
                  id="payment-invoice"
                  type="checkbox"
                  className={styles.checkbox}
                  checked={form.invoice}
                  onChange={(event) => dispatch({ type: 'invoice', wanted: event.target.checked })}
                  aria-describedby="payment-invoice-hint"
                  aria-controls={form.invoice ? 'billing-section' : undefined}
                />
                <div className={styles.invoiceText}>
                  <label htmlFor="payment-invoice" className={styles.invoiceLabel}>
                    {t('invoice.label')}
                  </label>
                  <p id="payment-invoice-hint" className={styles.hint}>
                    {t('invoice.hint')}
                  </p>
                </div>
              </div>
            </form>
            <p className={styles.secureNote}>
              <ShieldIcon />
              <span>{t('secure.encrypted')}</span>
            </p>
          </section>
          {form.invoice && <div id="billing-section">{addressSection('billing')}</div>}
          {facts.needsShipping && addressSection('shipping')}
        </div>
        <aside className={styles.aside}>
          <OrderSummary
            items={bought}
            total={amountToShow(purchase, summary.total)}
            currency={summary.currency}
            language={language}
            blockers={payDisabledBy}
            processing={processing}
            onRetryPrices={retryPrices}
          />
        </aside>
      </div>
    </div>
  );
}
