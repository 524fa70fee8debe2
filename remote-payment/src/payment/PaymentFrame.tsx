import { useTranslation } from 'react-i18next';
import { checkoutPath, type CartItem, type Language } from '@suscripciones/shared';
import { BackArrow } from '@suscripciones/kit/ui';
import { LockIcon } from '../ui/icons';
import styles from './PaymentPage.module.css';

/** The way back to the cart (its ids, language and accepted urlredirect) and the secure-payment badge. */
export function PaymentTopbar({ items, language, redirect }: { items: readonly CartItem[]; language: Language; redirect: string | null }) {
  const { t } = useTranslation('payment');
  return (
    <div className={styles.topbar}>
      <BackArrow to={checkoutPath({ ids: items.map((item) => item.id), language, urlredirect: redirect })} label={t('back')} />
      <span className={styles.secureBadge}>
        <LockIcon />
        {t('secure.badge')}
      </span>
    </div>
  );
}

export function PaymentHeading() {
  const { t } = useTranslation('payment');
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.subtitle}>{t('subtitle')}</p>
    </header>
  );
}
