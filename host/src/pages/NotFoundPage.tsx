import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage, homePath } from '@suscripciones/shared';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('host');
  const language = useLanguage();
  return (
    <section className={`${styles.page} sc-page`} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <Link to={homePath(language)} className="sc-button">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
