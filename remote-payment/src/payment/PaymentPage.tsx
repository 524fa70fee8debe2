import { useCallback, useMemo, useReducer, useRef, useState, type Dispatch, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from 'jotai';
import { Elements } from '@stripe/react-stripe-js';
import { cartItemsAtom, cartTotalAtom, clearCartAtom, stripeAccountAtom } from '@suscripciones/shared/cart';
import { getRuntimeConfig } from '@suscripciones/shared/config';
import { useLanguage, usePortal } from '@suscripciones/shared/context';
import { identityUrl, withLanguage } from '@suscripciones/shared/navigation';
import type { CartItem, Country, Language } from '@suscripciones/shared/schemas';
import { userAtom } from '@suscripciones/shared/session';
import { BackArrow } from '@suscripciones/shared/ui';
import { CardBrands } from './card/CardBrands';
import { CardFields, CardFieldsPlaceholder } from './card/CardFields';
import { cardComplete, cardStateReducer, initialCardState } from './card/cardState';
import { countryCodeByName } from './country/countries';
import { CountrySelect } from './country/CountrySelect';
import { useCountries } from './country/useCountries';
import { ErrorBanner, type PageError } from './ErrorBanner';
import { AddressSection } from './forms/AddressSection';
import { shippingScopeOf, type AddressKind, type ShippingScope } from './forms/addressForm';
import { initialPaymentFormState, paymentFormReducer, savedData, type PaymentFormAction, type PaymentFormState } from './forms/paymentFormState';
import { defaultPhoneCountry } from './forms/phone';
import { LockIcon, ShieldIcon } from '../ui/icons';
import { needsShipping, payBlockers } from './pay/payRules';
import type { PayError } from './pay/paySequence';
import { usePayment } from './pay/usePayment';
import { checkoutPath, safeUrlRedirect, thanksPath } from './paymentLinks';
import { publishableKeyFor, stripeLocale } from './stripe/stripeSetup';
import { useStripeInstance, type StripeLoad } from './stripe/useStripeInstance';
import { OrderSummary } from './summary/OrderSummary';
import styles from './PaymentPage.module.css';

/** /payment: card, country, invoice and shipping forms, and the order summary with the pay button. */
export function PaymentPage() {
  const items = useAtomValue(cartItemsAtom);
  const language = useLanguage();
  return items.length === 0 ? <EmptyCart language={language} /> : <PaymentCheckout items={items} language={language} />;
}

function EmptyCart({ language }: { language: Language }) {
  const { t } = useTranslation('payment');
  return (
    <div className={styles.page} data-testid="payment-page">
      <div className={styles.empty}>
        <h1 className={styles.title}>{t('noProducts')}</h1>
        <p>{t('empty.text')}</p>
        <Link to={withLanguage('/', language)} className="sc-button">
          {t('empty.back')}
        </Link>
      </div>
    </div>
  );
}

/**
 * Loads Stripe.js for the cart's selling entity and holds what must outlive
 * the card fields: the forms. The Elements provider is keyed by account and
 * locale, since its Stripe instance cannot change once set.
 */
function PaymentCheckout({ items, language }: { items: readonly CartItem[]; language: Language }) {
  const config = getRuntimeConfig();
  const account = useAtomValue(stripeAccountAtom);
  const locale = stripeLocale(language);
  const stripeLoad = useStripeInstance(publishableKeyFor(account, config.stripe), locale, config.stripe.scriptUrl);
  const scope = useMemo(() => shippingScopeOf(items), [items]);
  const [form, dispatch] = useReducer(paymentFormReducer, undefined, () => initialPaymentFormState(defaultPhoneCountry([], language), scope));
  const countries = useCountries();
  const elementsOptions = useMemo(() => ({ locale }), [locale]);
  return (
    <Elements key={`${account}|${locale}`} stripe={stripeLoad.stripe} options={elementsOptions}>
      <PaymentWorkspace items={items} language={language} form={form} dispatch={dispatch} scope={scope} countries={countries} stripeLoad={stripeLoad} />
    </Elements>
  );
}

interface WorkspaceProps {
  items: readonly CartItem[];
  language: Language;
  form: PaymentFormState;
  dispatch: Dispatch<PaymentFormAction>;
  scope: ShippingScope;
  countries: { countries: Country[]; loading: boolean };
  stripeLoad: StripeLoad & { retry: () => void };
}

function PaymentWorkspace({ items, language, form, dispatch, scope, countries, stripeLoad }: WorkspaceProps) {
  const { t } = useTranslation('payment');
  const config = getRuntimeConfig();
  const portal = usePortal();
  const user = useAtomValue(userAtom);
  const total = useAtomValue(cartTotalAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const redirect = safeUrlRedirect(location.search, config, window.location.host);
  const [card, onCardChange] = useReducer(cardStateReducer, initialCardState);
  const { pay, processing } = usePayment();
  const [error, setError] = useState<PageError | null>(null);
  const errorCount = useRef(0);
  // After the first press of pay, incomplete card fields and a missing country say so under themselves.
  const [attempted, setAttempted] = useState(false);
  const requiredMessage = attempted ? t('fieldErrors.required') : null;

  const shippingNeeded = needsShipping(items);
  const shipping = savedData(form.shipping);
  const billing = savedData(form.billing);
  const blockers = payBlockers({ needsShipping: shippingNeeded, shippingSaved: shipping !== null, invoice: form.invoice, billingSaved: billing !== null });

  const showError = useCallback(
    (payError: PayError) => {
      errorCount.current += 1;
      const message = 'key' in payError ? t(payError.key) : payError.message;
      const action =
        'key' in payError && payError.key === 'notLogin'
          ? { href: identityUrl(config.identity.loginUrl, { medio: portal.id, language, checkoutUrl: window.location.href }), label: t('login') }
          : undefined;
      setError({ id: errorCount.current, message, ...(action ? { action } : {}) });
    },
    [t, config, portal, language],
  );

  const onInvalidSection = useCallback(
    (kind: AddressKind) => showError({ key: kind === 'shipping' ? 'errorRequiredShippingFields' : 'errorRequiredBillingFields' }),
    [showError],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
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
    if (outcome.kind === 'succeeded') {
      navigate(thanksPath(redirect, language), { replace: true });
      clearCart();
    } else {
      showError(outcome.error);
    }
  }

  return (
    <div className={styles.page} data-testid="payment-page">
      <div className={styles.topbar}>
        <BackArrow to={checkoutPath(items, redirect, language)} label={t('back')} />
        <span className={styles.secureBadge}>
          <LockIcon />
          {t('secure.badge')}
        </span>
      </div>
      <ErrorBanner key={error?.id ?? 0} error={error} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </header>
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
                onChange={(name) => dispatch({ type: 'country', name })}
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
          <OrderSummary items={items} total={total} language={language} blockers={blockers} processing={processing} />
        </aside>
      </div>
    </div>
  );
}
