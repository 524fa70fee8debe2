import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@suscripciones/kit/ui';
import { subscribeBlockId } from '../sections/sectionIds';
import styles from './Hero.module.css';

const highlights = ['magazine', 'training', 'discounts'] as const;

/**
 * The landing's opening: the membership, title, subtitle, the three main
 * benefits and a way to the plans. The same for every portal and known at
 * build time, so it is painted from the prerendered HTML (the portal shows in
 * the header).
 */
export function Hero({ onCta }: { onCta: () => void }) {
  const { t } = useTranslation('landing');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onCta();
  };
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
      <h1 id="landing-title" className={styles.title}>
        {t('hero.title')}
      </h1>
      <p className={styles.subtitle}>{t('hero.subtitle')}</p>
      <ul className={styles.highlights}>
        {highlights.map((key) => (
          <li key={key} className={styles.highlight}>
            <LineIcon d="M5 10.5l3.2 3.2L15 6.8" size={18} strokeWidth={2.2} viewBox="0 0 20 20" />
            {t(`hero.highlights.${key}`)}
          </li>
        ))}
      </ul>
      <a className={`sc-button ${styles.cta}`} href={`#${subscribeBlockId}`} onClick={onClick}>
        {t('hero.cta')}
      </a>
    </section>
  );
}
