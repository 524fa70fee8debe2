import { useTranslation } from 'react-i18next';
import { Modal } from '@suscripciones/kit/ui';
import type { IdentityLinks } from './AccountLinks';
import { IdentityButtons } from './IdentityButtons';
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
        <IdentityButtons loginUrl={loginUrl} signupUrl={signupUrl} loginTestId="need-login-login" />
      </div>
    </Modal>
  );
}
