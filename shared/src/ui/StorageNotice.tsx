import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { localStore, sessionStore } from '../storage/browserStorage';
import { storageKeys } from '../storage/storageKeys';

const subscribeDegraded = (listener: () => void) => localStore.onDegraded(listener);

/**
 * Said once, politely, when the browser keeps nothing (blocked or full
 * storage): the cart lives in this tab only. Dismissed, it does not come back
 * in this tab.
 */
export function StorageNotice() {
  const { t } = useTranslation('common');
  const degraded = useSyncExternalStore(
    subscribeDegraded,
    () => localStore.degraded(),
    () => false,
  );
  const [seen, setSeen] = useState(() => sessionStore.read(storageKeys.storageNoticeSeen) === '1');
  if (!degraded || seen) return null;
  const dismiss = () => {
    sessionStore.write(storageKeys.storageNoticeSeen, '1');
    setSeen(true);
  };
  return (
    <div className="sc-notice" role="status" data-testid="storage-notice">
      <div className="sc-notice__body">
        <p>{t('storage.notice')}</p>
      </div>
      <button type="button" className="sc-button sc-button--secondary" onClick={dismiss}>
        {t('storage.dismiss')}
      </button>
    </div>
  );
}
