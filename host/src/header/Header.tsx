import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage, homePath } from '@suscripciones/shared';
import { LineIcon } from '@suscripciones/kit/ui';
import { portalHomeHref, useBrowserState } from '../browser/useBrowserState';
import { useHeaderMenus } from './useHeaderMenus';
import { LanguageMenu } from './LanguageMenu';
import { SubscriptionsMenu } from './SubscriptionsMenu';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { useMobileMenuTrap } from './useMobileMenuTrap';
import styles from './Header.module.css';

export function Header() {
  const { t } = useTranslation('host');
  const { portal, user } = useBrowserState();
  const language = useLanguage();
  // Before the portal is known (the prerendered shell), its home is this site's.
  const homeHref = portalHomeHref(portal, language);
  const headerRef = useRef<HTMLElement>(null);
  const menus = useHeaderMenus(headerRef);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useMobileMenuTrap({ open: menus.mobileOpen, panelRef, toggleRef, onClose: menus.closeAll });

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={`${styles.bar} sc-page`}>
        <a href={homeHref} className={styles.brand}>
          {portal ? (
            <img src={portal.logo} alt={t('header.portalHome', { portal: portal.name })} width={140} height={36} className={styles.logo} />
          ) : (
            <span className={styles.logo} role="img" aria-label={t('header.home')} />
          )}
        </a>
        <CartLink className={styles.mobileCart} />
        <button
          ref={toggleRef}
          type="button"
          className={styles.hamburger}
          aria-expanded={menus.mobileOpen}
          aria-controls="site-menu"
          onClick={menus.toggleMobile}
        >
          <span className={styles.hamburgerIcon} aria-hidden="true" />
          <span className="sc-visually-hidden">{t('header.openMenu')}</span>
        </button>
        {/* Phones only (CSS): the page behind the open slide-in menu, dimmed; a click on it closes the menu. */}
        <div className={styles.backdrop} data-open={menus.mobileOpen} onClick={menus.closeAll} aria-hidden="true" data-testid="menu-backdrop" />
        <div
          id="site-menu"
          ref={panelRef}
          className={styles.nav}
          data-open={menus.mobileOpen}
          // Open, the slide-in menu is a modal dialog; on wide screens (never open) it is the plain navigation.
          role={menus.mobileOpen ? 'dialog' : undefined}
          aria-modal={menus.mobileOpen ? true : undefined}
          aria-labelledby={menus.mobileOpen ? 'site-menu-title' : undefined}
        >
          <div className={styles.menuHead}>
            <p id="site-menu-title" className={styles.menuTitle}>
              {t('header.navigation')}
            </p>
            <button type="button" className={styles.menuClose} onClick={menus.closeAll} data-menu-close>
              <LineIcon d="M6 6l12 12M18 6 6 18" strokeWidth={2.2} />
              <span className="sc-visually-hidden">{t('header.closeMenu')}</span>
            </button>
          </div>
          <nav aria-label={t('header.navigation')}>
            <ul className={styles.navList}>
              <li>
                <a href={homeHref} className={styles.navLink}>
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
      </div>
    </header>
  );
}
