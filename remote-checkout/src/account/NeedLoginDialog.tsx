import { useTranslation } from 'react-i18next';
import { Modal } from '@suscripciones/shared/ui/ui';
import type { IdentityLinks } from './AccountLinks';
import styles from './AccountLinks.module.css';

interface NeedLoginDialogProps extends IdentityLinks {
  open: boolean;
  onClose: () => void;
}

/** Shown when an anonymous buyer tries to proceed (needLogin): a Login button to the external login. */
export function NeedLoginDialog({ open, onClose, loginUrl, signupUrl }: NeedLoginDialogProps) {
  const { t } = useTranslation('checkout');
  return (
    <Modal open={open} title={t('needLoginTitle')} onClose={onClose}>
      <div className={styles.dialog}>
        <p className={styles.text}>{t('needLogin')}</p>
        <div className={styles.actions}>
          <a href={loginUrl} className="sc-button" data-testid="need-login-login">
            {t('account.login')}
          </a>
          <a href={signupUrl} className="sc-button sc-button--secondary">
            {t('account.register')}
          </a>
        </div>
      </div>
    </Modal>
  );
}
