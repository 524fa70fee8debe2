import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { useLanguage, usePortal } from '@suscripciones/shared/context/appContext';
import { userAtom } from '@suscripciones/shared/session/sessionAtoms';
import { homePath } from '@suscripciones/shared/routes/appRoutes';
import { useHeaderMenus } from './useHeaderMenus';
import { LanguageMenu } from './LanguageMenu';
import { SubscriptionsMenu } from './SubscriptionsMenu';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import styles from './Header.module.css';

export function Header() {
  const { t } = useTranslation('host');
  const portal = usePortal();
  const language = useLanguage();
  const user = useAtomValue(userAtom);
  const headerRef = useRef<HTMLElement>(null);
  const menus = useHeaderMenus(headerRef);

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={`${styles.bar} sc-page`}>
        <a href={portal.parentSiteUrl} className={styles.brand}>
          <img src={portal.logo} alt={t('header.portalHome', { portal: portal.name })} width={140} height={36} className={styles.logo} />
        </a>
        <CartLink className={styles.mobileCart} />
        <button
          type="button"
          className={styles.hamburger}
          aria-expanded={menus.mobileOpen}
          aria-controls="site-menu"
          onClick={menus.toggleMobile}
        >
          <span className={styles.hamburgerIcon} aria-hidden="true" />
          <span className="sc-visually-hidden">{menus.mobileOpen ? t('header.closeMenu') : t('header.openMenu')}</span>
        </button>
        <nav id="site-menu" className={styles.nav} data-open={menus.mobileOpen} aria-label={t('header.navigation')}>
          <ul className={styles.navList}>
            <li>
              <a href={portal.parentSiteUrl} className={styles.navLink}>
                {t('header.home')}
              </a>
            </li>
            <li>
              <Link to={homePath(language)} className={styles.navLink}>
                {t('header.memberships')}
              </Link>
            </li>
            <li>
              <LanguageMenu open={menus.openMenu === 'language'} onToggle={() => menus.toggle('language')} />
            </li>
            {user && (
              <li>
                <SubscriptionsMenu open={menus.openMenu === 'subscriptions'} onToggle={() => menus.toggle('subscriptions')} />
              </li>
            )}
            <li className={styles.desktopOnly}>
              <CartLink />
            </li>
            <li>
              <AccountMenu open={menus.openMenu === 'profile'} onToggle={() => menus.toggle('profile')} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
