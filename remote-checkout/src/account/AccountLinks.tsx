import { useTranslation } from 'react-i18next';
import type { IdentityLinks } from '@suscripciones/shared';
import { IdentityButtons } from './IdentityButtons';
import styles from './AccountLinks.module.css';

export type { IdentityLinks };

/** Login and register links for anonymous buyers; both bring the buyer back to this cart. */
export function AccountLinks({ loginUrl, signupUrl }: IdentityLinks) {
  const { t } = useTranslation('checkout');
  return (
    <section className={styles.account} aria-labelledby="checkout-account-title" data-testid="account-links">
      <h2 id="checkout-account-title" className={styles.heading}>
        {t('account.heading')}
      </h2>
      <p className={styles.text}>{t('account.text')}</p>
      <IdentityButtons loginUrl={loginUrl} signupUrl={signupUrl} />
    </section>
  );
}
