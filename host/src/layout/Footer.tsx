import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { privacyPath, termsPath, type Language } from '@suscripciones/shared';
import { portalHomeHref } from '../browser/useBrowserState';
import styles from './Footer.module.css';

export interface FooterProps {
  language: Language;
  /**
   * The portal the visitor is on: its name and home page (whose contact page the terms point to).
   * Null while the prerendered shell is hydrated (the build knows no portal): the link then goes home here.
   */
  portal: { name: string; parentSiteUrl: string } | null;
}

/**
 * The seller's identity and the support contact, as the terms state them
 * (footer texts in hostTranslations, checked against termsContent), and the
 * legal links. Renders from its props alone, with no effect, browser global
 * or clock, so the shell can also be rendered to static HTML at build time.
 */
export function Footer({ language, portal }: FooterProps) {
  const { t } = useTranslation('host');
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={`${styles.columns} sc-page`}>
        <section className={styles.column} aria-labelledby="footer-seller">
          <h2 id="footer-seller" className={styles.heading}>
            {t('footer.sellerHeading')}
          </h2>
          <ul className={styles.list}>
            <li>{t('footer.sellerEurope')}</li>
            <li>{t('footer.sellerWorld')}</li>
          </ul>
          <p className={styles.text}>{t('footer.sellerDetails')}</p>
        </section>
        <section className={styles.column} aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('footer.supportHeading')}
          </h2>
          <p className={styles.text}>{t('footer.support')}</p>
          <a href={portalHomeHref(portal, language)} className={`sc-link ${styles.link}`}>
            {portal ? t('footer.portal', { portal: portal.name }) : t('header.home')}
          </a>
        </section>
        <nav className={styles.column} aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('footer.legalHeading')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to={termsPath(language)} className={`sc-link ${styles.link}`}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to={privacyPath(language)} className={`sc-link ${styles.link}`}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
