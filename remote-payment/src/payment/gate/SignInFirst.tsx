import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import {
  cartSummaryAtom,
  getRuntimeConfig,
  usePortal,
  paymentPath,
  absolute,
  acceptedUrlRedirect,
  identityLinks,
  type PriceChange,
  type CartItem,
  type Language,
} from '@suscripciones/shared';
import { PriceChangeNotice } from '@suscripciones/kit/ui';
import { PaymentHeading, PaymentTopbar } from '../PaymentFrame';
import { OrderSummary } from '../summary/OrderSummary';
import styles from '../PaymentPage.module.css';

interface SignInFirstProps {
  items: readonly CartItem[];
  language: Language;
  priceChanges: readonly PriceChange[];
}

/**
 * /payment for a visitor who is not signed in: paying needs an account
 * (docs/rules.md), so that comes first, with the login and sign-up links that bring
 * the buyer back to /payment with the same cart. No card form, and Stripe.js
 * is not even loaded, until then; the order summary stays in view.
 */
export function SignInFirst({ items, language, priceChanges }: SignInFirstProps) {
  const { t } = useTranslation('payment');
  const portal = usePortal();
  const summary = useAtomValue(cartSummaryAtom);
  const location = useLocation();
  const config = getRuntimeConfig();
  const redirect = acceptedUrlRedirect(location.search, config, window.location.host);
  const links = useMemo(
    () =>
      identityLinks(config.identity, {
        medio: portal.id,
        language,
        checkoutUrl: absolute(window.location.origin, paymentPath({ language, urlredirect: redirect })),
      }),
    [config.identity, portal.id, language, redirect],
  );
  return (
    <div className={`${styles.page} sc-page`} data-testid="payment-page">
      <PaymentTopbar items={items} language={language} redirect={redirect} />
      <PriceChangeNotice changes={priceChanges} language={language} />
      <PaymentHeading />
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={`${styles.panel} ${styles.gate}`} aria-labelledby="sign-in-title" data-testid="sign-in-gate">
            <h2 id="sign-in-title" className={styles.panelTitle}>
              {t('gate.title')}
            </h2>
            <p className={styles.gateText}>{t('notLogin')}</p>
            <p className={styles.hint}>{t('gate.hint')}</p>
            <div className={styles.gateActions}>
              <a href={links.loginUrl} className="sc-button" data-testid="gate-login">
                {t('login')}
              </a>
              <a href={links.signupUrl} className="sc-button sc-button--secondary">
                {t('gate.signup')}
              </a>
            </div>
          </section>
        </div>
        <aside className={styles.aside}>
          <OrderSummary items={items} total={summary.total} currency={summary.currency} language={language} blockers={[]} processing={false} payable={false} />
        </aside>
      </div>
    </div>
  );
}
