import { useTranslation } from 'react-i18next';
import type { IdentityLinks } from '@suscripciones/shared';
import styles from './AccountLinks.module.css';

/** Log in first (the usual case), register beside it; both hand-offs bring the buyer back to this cart. */
export function IdentityButtons({ loginUrl, signupUrl, loginTestId }: IdentityLinks & { loginTestId?: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.actions}>
      <a href={loginUrl} className="sc-button" data-testid={loginTestId}>
        {t('account.login')}
      </a>
      <a href={signupUrl} className="sc-button sc-button--secondary">
        {t('account.register')}
      </a>
    </div>
  );
}
