import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage, languages, type Language } from '@suscripciones/shared';
import { pathAfterLanguageChange } from './headerMenus';
import { Dropdown } from './Dropdown';
import styles from './Header.module.css';

const languageNames: Record<Language, string> = { es: 'Español', en: 'English', pt: 'Português' };

export function LanguageMenu({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('host');
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = (next: Language) => {
    const params = new URLSearchParams(location.search);
    params.set('lang', next);
    void navigate({ pathname: pathAfterLanguageChange(location.pathname), search: `?${params}`, hash: location.hash });
  };

  return (
    <Dropdown
      open={open}
      onToggle={onToggle}
      // The name starts with the visible code (WCAG 2.5.3 Label in Name): "EN – Language: English".
      ariaLabel={t('header.language', { language: languageNames[language], code: language.toUpperCase() })}
      label={<span className={styles.languageCode}>{language.toUpperCase()}</span>}
      testId="language-menu"
    >
      <ul className={styles.menuList}>
        {languages.map((code) => (
          <li key={code}>
            <button type="button" lang={code} className={styles.menuItem} aria-current={code === language ? 'true' : undefined} onClick={() => choose(code)}>
              {languageNames[code]}
            </button>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
