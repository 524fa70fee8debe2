import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig, useLanguage, identityUrl } from '@suscripciones/shared';
import { parentProfileUrl } from './headerMenus';
import { initialsOf } from './initials';
import { useBrowserState } from '../browser/useBrowserState';
import { Avatar, showsInitials } from './Avatar';
import { Dropdown } from './Dropdown';
import styles from './Header.module.css';

/** Login entry for visitors; avatar and profile dropdown for signed-in readers. */
export function AccountMenu({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('host');
  const { portal, user } = useBrowserState();
  const language = useLanguage();
  const [photoBroken, setPhotoBroken] = useState(false);

  if (!user || !portal) {
    // The identity site's address comes with the runtime config: none in the prerendered shell.
    const loginHref = portal ? identityUrl(getRuntimeConfig().identity.loginUrl, { medio: portal.id, language, checkoutUrl: window.location.href }) : undefined;
    return (
      <a href={loginHref} className={`sc-button ${styles.login}`} data-testid="login-link">
        {t('header.login')}
      </a>
    );
  }

  const fullName = `${user.nombre} ${user.apellidos}`.trim();
  // Initials on screen start the name too (WCAG 2.5.3 Label in Name): "ML – Account of María López".
  const ariaLabel = showsInitials(user, photoBroken)
    ? t('header.accountWithInitials', { initials: initialsOf(user), name: fullName })
    : t('header.account', { name: fullName });
  return (
    <Dropdown
      open={open}
      onToggle={onToggle}
      ariaLabel={ariaLabel}
      label={<Avatar user={user} photoBroken={photoBroken} onPhotoError={() => setPhotoBroken(true)} />}
      testId="profile-menu"
    >
      <div className={styles.profileCard}>
        <p className={styles.profileName}>{fullName}</p>
        <p className={styles.profileEmail}>{user.email}</p>
      </div>
      <a href={parentProfileUrl(portal.parentSiteUrl)} className={styles.menuItem} data-testid="profile-link">
        {t('header.profile')}
      </a>
    </Dropdown>
  );
}
