import { useTranslation } from 'react-i18next';
import styles from './OffersLoadError.module.css';

/** The offers could not be loaded: said in the visitor's words (the reason goes to the console), with a retry. */
export function OffersLoadError({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <div className={styles.error} data-compact={compact || undefined}>
      <p role="alert" className={styles.text}>
        {t('error', { message: t('loadFailed') })}
      </p>
      <button type="button" className="sc-button sc-button--secondary" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </div>
  );
}
