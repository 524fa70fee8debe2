import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { answerSessionSwitchAtom, sessionSwitchAtom, useHydrated, type User } from '@suscripciones/shared';
import { Modal } from '@suscripciones/kit/ui';
import styles from './SessionSwitchDialog.module.css';

const displayName = (user: User): string => `${user.nombre} ${user.apellidos}`.trim() || user.email;

function Account({ label, user, testId }: { label: string; user: User; testId: string }) {
  return (
    <div className={styles.account} data-testid={testId}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.who}>
        <strong className={styles.name}>{displayName(user)}</strong>
        <span className={styles.email}>{user.email}</span>
      </dd>
    </div>
  );
}

/**
 * Asks before a link's token replaces the signed-in buyer with another one
 * (sessionSwitchAtom): both accounts by name and email, "keep" first as the
 * safe choice. Closing the dialog (×, Escape, outside) keeps the current
 * buyer. Shown after hydration only, as the prerendered shell has no session.
 */
export function SessionSwitchDialog() {
  const { t } = useTranslation('host');
  const hydrated = useHydrated();
  const pending = useAtomValue(sessionSwitchAtom);
  const answer = useSetAtom(answerSessionSwitchAtom);
  if (!hydrated || !pending) return null;
  const keep = () => answer('keep');
  const current = displayName(pending.current);
  const offered = displayName(pending.offered);
  return (
    <Modal open title={t('sessionSwitch.title')} onClose={keep}>
      <div className={styles.dialog} data-testid="session-switch">
        <p className={styles.text}>{t('sessionSwitch.text', { name: current })}</p>
        <dl className={styles.accounts}>
          <Account label={t('sessionSwitch.current')} user={pending.current} testId="session-switch-current" />
          <Account label={t('sessionSwitch.offered')} user={pending.offered} testId="session-switch-offered" />
        </dl>
        <div className={styles.actions}>
          <button type="button" className="sc-button" onClick={keep} data-testid="session-switch-keep">
            {t('sessionSwitch.keep', { name: current })}
          </button>
          <button type="button" className="sc-button sc-button--secondary" onClick={() => answer('switch')} data-testid="session-switch-switch">
            {t('sessionSwitch.switch', { name: offered })}
          </button>
        </div>
      </div>
    </Modal>
  );
}
