import { useCallback, useEffect, useMemo, useState, type Dispatch, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { Elements } from '@stripe/react-stripe-js';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { cartAtom, cartItemsAtom, cartSummaryAtom, clearCartAtom, loadIntoCartAtom, removeManyFromCartAtom } from '@suscripciones/shared/cart/cartAtoms';
import type { CartSummary, PriceChange } from '@suscripciones/shared/cart/cartRules';
import { getRuntimeConfig } from '@suscripciones/shared/config/runtimeConfig';
import { useLanguage, usePortal } from '@suscripciones/shared/context/appContext';
import { recordPaidOrderAtom } from '@suscripciones/shared/orders/paidOrders';
import { acceptedUrlRedirect, homePath, identityUrl, thanksPath } from '@suscripciones/shared/routes/appRoutes';
import type { CartItem, Country, Language } from '@suscripciones/shared/schemas/entities';
import { userAtom } from '@suscripciones/shared/session/sessionAtoms';
import { EmptyCart, PriceChangeNotice } from '@suscripciones/shared/ui/ui';
import { rememberLastOrder } from '../thanks/lastOrder';
import { CardBrands } from './card/CardBrands';
import { CardFields, CardFieldsPlaceholder } from './card/CardFields';
import { cardComplete, type CardChange } from './card/cardState';
import { countryCodeByName } from './country/countries';
import { CountrySelect } from './country/CountrySelect';
import { useCountries } from './country/useCountries';
import { ErrorBanner, type PageError } from './ErrorBanner';
import { AddressSection } from './forms/AddressSection';
import { shippingScopeOf, type AddressKind, type ShippingScope } from './forms/addressForm';
import { savedData, type Banner, type PaymentFormAction, type PaymentFormState } from './forms/paymentFormState';
import { usePaymentForm } from './forms/usePaymentForm';
import { ShieldIcon } from '../ui/icons';
import { SignInFirst } from './gate/SignInFirst';
import { PaymentHeading, PaymentTopbar } from './PaymentFrame';
import { payAttempts, resumeSucceededPayment, usePayment } from './pay/usePayment';
import { needsShipping, payBlockers } from './pay/payRules';
import type { PayOutcome } from './pay/paySequence';
import { publishableKeyFor, stripeLocale } from './stripe/stripeSetup';
import { useStripeInstance, type StripeLoad } from './stripe/useStripeInstance';
import { OrderSummary } from './summary/OrderSummary';
import styles from './PaymentPage.module.css';

/** /payment: card, country, invoice and shipping forms, and the order summary with the pay button. */
export function PaymentPage() {
  const items = useAtomValue(cartItemsAtom);
  const signedIn = useAtomValue(userAtom) !== null;
  const language = useLanguage();
  const opening = usePaymentOpening(language);
  if (items.length === 0) return <EmptyCartPage language={language} />;
  // Signing in comes first: no card form (nor Stripe.js) for a visitor who could not pay yet.
  if (!signedIn) return <SignInFirst items={items} language={language} priceChanges={opening.priceChanges} />;
  return <PaymentCheckout items={items} language={language} priceChanges={opening.priceChanges} finish={opening.finish} />;
}

type Succeeded = Extract<PayOutcome, { kind: 'succeeded' }>;

/**
 * Finishing a payment: the order is recorded as paid (so no Back, reload or
 * old link refills the cart with it), this tab remembers it for /thanks, its
 * attempt is closed, and its lines leave the cart (the whole cart, when it
 * was this cart that was paid).
 */
function useFinishPayment(language: Language): (outcome: Succeeded, wholeCart: boolean) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const recordPaidOrder = useSetAtom(recordPaidOrderAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const removeMany = useSetAtom(removeManyFromCartAtom);
  return useCallback(
    ({ attempt, reference }: Succeeded, wholeCart: boolean) => {
      recordPaidOrder({ reference, paidAt: new Date().toISOString(), ...attempt.order });
      rememberLastOrder(reference);
      payAttempts.forget(attempt.fingerprint);
      const urlredirect = acceptedUrlRedirect(location.search, getRuntimeConfig(), window.location.host);
      void navigate(thanksPath({ language, urlredirect }), { replace: true });
      if (wholeCart) clearCart();
      else removeMany(attempt.order.items.map((item) => item.id));
    },
    [recordPaidOrder, clearCart, removeMany, navigate, location.search, language],
  );
}

/**
 * What happens when /payment opens: the cart's prices are refreshed from call
 * 2 (a change is shown before the buyer pays), and an earlier payment of this
 * buyer whose answer was lost is looked up: if it went through, it is
 * finished here instead of being paid again.
 */
function usePaymentOpening(language: Language): { priceChanges: readonly PriceChange[]; finish: (outcome: Succeeded, wholeCart: boolean) => void } {
  const store = useStore();
  const loadIntoCart = useSetAtom(loadIntoCartAtom);
  const user = useAtomValue(userAtom);
  const finish = useFinishPayment(language);
  const [priceChanges, setPriceChanges] = useState<readonly PriceChange[]>([]);
  const tokenId = user?.token_id ?? null;

  useEffect(() => {
    let current = true;
    if (store.get(cartAtom).length === 0) return;
    void loadIntoCart([]).then((result) => {
      if (current && result.status === 'ok') setPriceChanges(result.priceChanges);
    });
    return () => {
      current = false;
    };
  }, [loadIntoCart, store]);

  useEffect(() => {
    if (!tokenId) return;
    let current = true;
    void resumeSucceededPayment(tokenId, stripeLocale(language)).then((outcome) => {
      if (current && outcome?.kind === 'succeeded') finish(outcome, false);
    });
    return () => {
      current = false;
    };
    // Once per buyer: the language only names the provider's messages.
  }, [tokenId]);

  return { priceChanges, finish };
}

function EmptyCartPage({ language }: { language: Language }) {
  return (
    <div className={`${styles.page} sc-page`} data-testid="payment-page">
      <EmptyCart homeHref={homePath(language)} />
    </div>
  );
}

/**
 * Loads Stripe.js for the cart's selling entity and holds what must outlive
 * the card fields: the forms. The Elements provider is keyed by account and
 * locale, since its Stripe instance cannot change once set.
 */
interface CheckoutProps {
  items: readonly CartItem[];
  language: Language;
  priceChanges: readonly PriceChange[];
  finish: (outcome: Succeeded, wholeCart: boolean) => void;
}

function PaymentCheckout({ items, language, priceChanges, finish }: CheckoutProps) {
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
      <PaymentWorkspace
        items={items}
        summary={summary}
        language={language}
        locale={locale}
        form={form}
        dispatch={dispatch}
        scope={scope}
        countries={countries}
        stripeLoad={stripeLoad}
        priceChanges={priceChanges}
        finish={finish}
      />
    </Elements>
  );
}

interface WorkspaceProps {
  items: readonly CartItem[];
  summary: CartSummary;
  language: Language;
  locale: StripeElementLocale;
  priceChanges: readonly PriceChange[];
  finish: (outcome: Succeeded, wholeCart: boolean) => void;
  form: PaymentFormState;
  dispatch: Dispatch<PaymentFormAction>;
  scope: ShippingScope;
  countries: { countries: Country[]; loading: boolean };
  stripeLoad: StripeLoad & { retry: () => void };
}

function PaymentWorkspace({ items, summary, language, locale, form, dispatch, scope, countries, stripeLoad, priceChanges, finish }: WorkspaceProps) {
  const { t } = useTranslation('payment');
  const config = getRuntimeConfig();
  const portal = usePortal();
  const user = useAtomValue(userAtom);
  const location = useLocation();
  const redirect = acceptedUrlRedirect(location.search, config, window.location.host);
  const card = form.card;
  const { pay, processing } = usePayment(card.version, locale);
  const onCardChange = useCallback((change: CardChange) => dispatch({ type: 'card', change }), [dispatch]);
  // After the first press of pay, incomplete card fields and a missing country say so under themselves.
  const requiredMessage = form.attempted ? t('fieldErrors.required') : null;
  const error = bannerOf(form.banner);

  const shippingNeeded = needsShipping(items);
  const shipping = savedData(form.shipping);
  const billing = savedData(form.billing);
  const blockers = payBlockers({ needsShipping: shippingNeeded, shippingSaved: shipping !== null, invoice: form.invoice, billingSaved: billing !== null, singleRegion: summary.singleRegion });

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

  const onInvalidSection = useCallback(
    (kind: AddressKind) => dispatch({ type: 'failed', error: { key: kind === 'shipping' ? 'errorRequiredShippingFields' : 'errorRequiredBillingFields' } }),
    [dispatch],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'payPressed' });
    const outcome = await pay({
      user,
      loggedIn: user !== null,
      cardComplete: cardComplete(card),
      countryCode: countryCodeByName(form.countryName, countries.countries),
      needsShipping: shippingNeeded,
      shippingSaved: shipping !== null,
      invoice: form.invoice,
      billingSaved: billing !== null,
      items,
      billing,
      shipping,
    });
    if (!outcome) return;
    if (outcome.kind === 'succeeded') finish(outcome, outcome.attempt.order.items.length === items.length);
    else dispatch({ type: 'failed', error: outcome.error });
  }

  return (
    <div className={`${styles.page} sc-page`} data-testid="payment-page">
      <PaymentTopbar items={items} language={language} redirect={redirect} />
      <ErrorBanner key={error?.id ?? 0} error={error} />
      <PriceChangeNotice changes={priceChanges} language={language} />
      <PaymentHeading />
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.panel} aria-labelledby="card-title">
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
          {form.invoice && (
            <div id="billing-section">
              <AddressSection kind="billing" state={form.billing} dispatch={dispatch} countries={countries.countries} language={language} scope={scope} onInvalid={onInvalidSection} />
            </div>
          )}
          {shippingNeeded && (
            <AddressSection kind="shipping" state={form.shipping} dispatch={dispatch} countries={countries.countries} language={language} scope={scope} onInvalid={onInvalidSection} />
          )}
        </div>
        <aside className={styles.aside}>
          <OrderSummary items={items} total={summary.total} language={language} blockers={blockers} processing={processing} />
        </aside>
      </div>
    </div>
  );
}
