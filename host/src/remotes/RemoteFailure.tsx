import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './RemoteFailure.module.css';

/** What a route shows when its remote is down: the rest of the site keeps working. */
export function RemoteFailure({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation('host');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.failure} data-testid="remote-failure" data-remote={remote}>
      <div role="alert">
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {t('remoteFailure.title')}
        </h1>
        <p className={styles.body}>{t('remoteFailure.body')}</p>
      </div>
      <button type="button" className="sc-button" onClick={onRetry}>
        {t('remoteFailure.retry')}
      </button>
    </section>
  );
}
