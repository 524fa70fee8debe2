import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Notifications, StorageNotice, useLanguage } from '@suscripciones/shared';
import { Header } from '../header/Header';
import { SessionSwitch } from '../session/SessionSwitch';
import { Footer } from './Footer';
import { useBrowserState } from '../browser/useBrowserState';
import styles from './Layout.module.css';

/** Wraps every page with the header and the footer; the remotes render inside <main>. */
export function Layout() {
  const { t } = useTranslation('host');
  const language = useLanguage();
  const { portal } = useBrowserState();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className={`${styles.notices} sc-page`}>
          <StorageNotice />
        </div>
        <Outlet />
      </main>
      <Footer language={language} portal={portal} />
      <Notifications />
      <SessionSwitch />
    </div>
  );
}
