import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { leadsTo, productKind, ProductImage, privacyPath, termsPath, type Blocker, type CartItem, type Language } from '@suscripciones/shared';
import { localisedName } from '@suscripciones/kit/catalogue';
import { formatMoney } from '@suscripciones/kit/money';
import { LockIcon, ShieldIcon } from '../../ui/icons';
import styles from './OrderSummary.module.css';

interface OrderSummaryProps {
  items: readonly CartItem[];
  /** The amount to pay; null when there is none to show (several sellers or currencies, prices not final yet). */
  total: number | null;
  /** The purchase's one currency (null for a mixed cart). */
  currency: string | null;
  language: Language;
  /** Why Pay is disabled (disablingBlockers): each said under the button, several sellers as a notice above. */
  blockers: readonly Blocker[];
  processing: boolean;
  /** False before the buyer has signed in: the summary shows the order, with no pay button yet. */
  payable?: boolean;
  /** Asks the buyer's paid subscriptions again, when they could not be loaded. */
  onRetryPrices?: () => void;
}

/** What the summary says of each reason Pay is disabled (several sellers has its own notice; an empty cart no summary). */
const blockerText: Partial<Record<Blocker, ParseKeys<'payment'>>> = {
  pricesPending: 'summary.blockedPricesPending',
  pricesUnknown: 'summary.blockedPricesUnknown',
  nothingToPay: 'summary.blockedNothingToPay',
  shipping: 'summary.blockedShipping',
  billing: 'summary.blockedBilling',
};

const explainedBlockers = (blockers: readonly Blocker[]): { blocker: Blocker; text: ParseKeys<'payment'> }[] =>
  blockers.flatMap((blocker) => {
    const text = blockerText[blocker];
    return text ? [{ blocker, text }] : [];
  });

/** The ids of the texts that say why paying is blocked (the region's notice, the summary's list), for aria-describedby. */
export function blockerDescriptionIds(blockers: readonly Blocker[]): string | undefined {
  const explained = explainedBlockers(blockers).length > 0;
  return [blockers.includes('mixedRegion') ? 'payment-mixed-region' : '', explained ? 'pay-blockers' : ''].filter(Boolean).join(' ') || undefined;
}

/** Products, total and the pay-now button (which submits the payment form). */
export function OrderSummary({ items, total, currency, language, blockers, processing, payable = true, onRetryPrices }: OrderSummaryProps) {
  const { t } = useTranslation(['payment', 'common']);
  const amount = total === null || currency === null ? null : formatMoney(total, currency, language);
  const blocked = blockers.length > 0;
  const explained = explainedBlockers(blockers);
  const describedBy = blockerDescriptionIds(blockers);
  return (
    <section className={styles.summary} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.title}>
        {t('summary.title')}
      </h2>
      {blockers.includes('mixedRegion') && (
        <p id="payment-mixed-region" className="sc-notice sc-notice--danger" role="alert" data-testid="mixed-region">
          {t('mixRegion')}
        </p>
      )}
      <ul className={styles.items}>
        {items.map((item) => {
          const partner = item.current_price < item.price;
          const name = localisedName(item, language);
          return (
            <li key={item.id} className={styles.item} data-testid="payment-item">
              <ProductImage className={styles.image} src={item.image} name={name} width={56} height={56} />
              <div className={styles.itemText}>
                <p className={styles.name}>{name}</p>
                <p className={styles.kind}>{t(`types.${productKind(item)}`)}</p>
                {partner && item.current_price > 0 && <span className={styles.badge}>{t('summary.partnerPrice')}</span>}
              </div>
              <div className={styles.price}>
                <strong>{item.current_price === 0 ? t('summary.free') : formatMoney(item.current_price, item.currency, language)}</strong>
                {partner && (
                  <s className={styles.previous}>
                    <span className="sc-visually-hidden">{t('summary.previousPrice')}: </span>
                    {formatMoney(item.price, item.currency, language)}
                  </s>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {amount !== null && (
        <div className={styles.total}>
          <span>{t('summary.total')}</span>
          <strong data-testid="payment-total">{amount}</strong>
        </div>
      )}
      {payable && (
        <button
          type="submit"
          form="payment-form"
          className={`sc-button ${styles.pay}`}
          disabled={blocked}
          aria-disabled={processing || undefined}
          aria-busy={processing}
          aria-describedby={describedBy}
          data-testid="pay-button"
          {...leadsTo('/thanks')}
        >
          {processing ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {t('summary.processing')}
            </>
          ) : (
            <>
              <LockIcon />
              {amount === null ? t('summary.payNow') : t('summary.pay', { amount })}
            </>
          )}
        </button>
      )}
      {payable && explained.length > 0 && (
        <ul id="pay-blockers" className={styles.blockers}>
          {explained.map(({ blocker, text }) => (
            <li key={blocker} data-testid={blocker === 'nothingToPay' ? 'nothing-to-pay' : undefined}>
              {t(text)}
              {blocker === 'pricesUnknown' && onRetryPrices && (
                <>
                  {' '}
                  <button type="button" className="sc-link" onClick={onRetryPrices}>
                    {t('common:retry')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.secure}>
        <ShieldIcon />
        <span>{t('secure.ssl')} · Stripe</span>
      </p>
      <p className={styles.legal}>
        {t('summary.legalLead')}{' '}
        <Link className="sc-link" to={termsPath(language)}>
          {t('summary.terms')}
        </Link>{' '}
        {t('summary.legalAnd')}{' '}
        <Link className="sc-link" to={privacyPath(language)}>
          {t('summary.privacy')}
        </Link>
        .
      </p>
    </section>
  );
}
