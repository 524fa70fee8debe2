import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Notifications, StorageNotice } from '@suscripciones/shared/ui/ui';
import { Header } from '../header/Header';
import styles from './Layout.module.css';

/** Wraps every page with the header; the remotes render inside <main>. */
export function Layout() {
  const { t } = useTranslation('host');
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className={styles.notices}>
          <StorageNotice />
        </div>
        <Outlet />
      </main>
      <Notifications />
    </div>
  );
}
