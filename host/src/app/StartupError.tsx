import { useTranslation } from 'react-i18next';

/** Shown when the runtime config cannot be loaded or is invalid. */
export function StartupError() {
  const { t } = useTranslation('host');
  return (
    <main className="startup-error">
      <div role="alert">
        <h1>{t('startupError.title')}</h1>
        <p>{t('startupError.body')}</p>
      </div>
      <button type="button" className="sc-button" onClick={() => window.location.reload()}>
        {t('startupError.reload')}
      </button>
    </main>
  );
}
