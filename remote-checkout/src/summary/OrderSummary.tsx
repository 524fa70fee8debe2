import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { leadsTo, privacyPath, termsPath, type CartSummary, type CartItem, type Language, type Blocker } from '@suscripciones/shared';
import { partnerSavings } from './savings';
import { LineIcon } from '@suscripciones/kit/ui';
import { formatMoney } from '@suscripciones/kit/money';
import styles from './OrderSummary.module.css';

interface OrderSummaryProps {
  items: readonly CartItem[];
  summary: CartSummary;
  language: Language;
  /** Amounts are not final yet (products or the user's subscriptions loading). */
  loading: boolean;
  /** Why proceeding is not possible now (null: it is); a total of 0 is said next to the button. */
  blocker: Blocker | null;
  onProceed: () => void;
}

/**
 * The order summary: subtotal, partner savings, total, the proceed button and
 * the legal links. A cart of several currencies gets one subtotal per
 * currency and no total: amounts of different currencies are never added.
 */
export function OrderSummary({ items, summary, language, loading, blocker, onProceed }: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const amount = (value: string, testId?: string) =>
    loading ? <span className={styles.placeholder} aria-hidden="true" /> : <span data-testid={testId}>{value}</span>;

  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title" aria-busy={loading}>
      <h2 id="checkout-summary-title" className={styles.heading}>
        {t('summary.heading')}
      </h2>
      {summary.total === null ? (
        <dl className={styles.lines} data-testid="cart-totals-by-currency">
          {summary.totals.map(({ currency, amount: value }) => (
            <div key={currency} className={styles.line}>
              <dt>{t('summary.subtotalIn', { currency })}</dt>
              <dd>{amount(formatMoney(value, currency, language))}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <SingleCurrencyLines items={items} total={summary.total} currency={summary.currency ?? 'EUR'} language={language} amount={amount} loading={loading} />
      )}
      <button
        type="button"
        className={`sc-button ${styles.proceed}`}
        disabled={blocker !== null}
        onClick={onProceed}
        aria-describedby={blocker === 'nothingToPay' ? 'checkout-nothing-to-pay' : undefined}
        data-testid="proceed"
        {...leadsTo('/payment')}
      >
        {t('summary.proceed')}
      </button>
      {blocker === 'nothingToPay' && (
        <p id="checkout-nothing-to-pay" className={styles.reason} role="status" data-testid="nothing-to-pay">
          {t('summary.nothingToPay')}
        </p>
      )}
      <p className={styles.secure}>
        <LineIcon d="M6 10V8a6 6 0 0 1 12 0v2M5 10h14v11H5z" size={16} />
        {t('summary.secure')}
      </p>
      <p className={styles.legal}>
        {t('summary.legalLead')}{' '}
        <Link to={termsPath(language)} className="sc-link">
          {t('summary.terms')}
        </Link>{' '}
        {t('summary.legalAnd')}{' '}
        <Link to={privacyPath(language)} className="sc-link">
          {t('summary.privacy')}
        </Link>
        .
      </p>
    </section>
  );
}

interface LinesProps {
  items: readonly CartItem[];
  total: number;
  currency: string;
  language: Language;
  loading: boolean;
  amount: (value: string, testId?: string) => ReactNode;
}

/** Subtotal at normal prices, what partner prices save, and the total to pay. */
function SingleCurrencyLines({ items, total, currency, language, loading, amount }: LinesProps) {
  const { t } = useTranslation('checkout');
  const { subtotal, savings } = partnerSavings(items, total);
  const money = (value: number) => formatMoney(value, currency, language);
  return (
    <dl className={styles.lines}>
      <div className={styles.line}>
        <dt>{t('summary.subtotal')}</dt>
        <dd>{amount(money(subtotal), 'cart-subtotal')}</dd>
      </div>
      {!loading && savings > 0 && (
        <div className={`${styles.line} ${styles.savings}`}>
          <dt>{t('summary.savings')}</dt>
          <dd data-testid="cart-savings">−{money(savings)}</dd>
        </div>
      )}
      <div className={`${styles.line} ${styles.total}`}>
        <dt>{t('summary.total')}</dt>
        <dd>{amount(money(total), 'cart-total')}</dd>
      </div>
    </dl>
  );
}
