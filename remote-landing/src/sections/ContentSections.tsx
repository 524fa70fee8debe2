import { useTranslation } from 'react-i18next';
import { getRuntimeConfig, useHydrated, trustedImageUrl } from '@suscripciones/shared';
import { assetUrl } from '../assets/assetUrls';
import { LazySlider } from './LazySlider';
import type { SectionId } from './sectionIds';
import styles from './ContentSections.module.css';

type TextKey = 'campus' | 'events' | 'magazine' | 'library' | 'jobs';

const navItems: readonly { id: SectionId; key: TextKey | 'allContent' }[] = [
  { id: 'campus', key: 'campus' },
  { id: 'events', key: 'events' },
  { id: 'magazine', key: 'magazine' },
  { id: 'library', key: 'library' },
  { id: 'jobs', key: 'jobs' },
  { id: 'all-content', key: 'allContent' },
];

function FeatureSection({ id, reverse = false }: { id: 'campus' | 'library' | 'jobs'; reverse?: boolean }) {
  const { t } = useTranslation('landing');
  // The picture's address comes from the runtime config: known in the browser, not when the HTML is built.
  const hydrated = useHydrated();
  return (
    <section id={id} className={`${styles.section} ${styles.feature} ${reverse ? styles.reverse : ''}`} aria-labelledby={`${id}-title`}>
      <div className={styles.copy}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t(`sections.${id}.title`)}
        </h2>
        <p className={styles.text}>{t(`sections.${id}.text`)}</p>
      </div>
      {hydrated ? (
        <img
          className={styles.illustration}
          src={assetUrl(`sections/${id}.svg`)}
          alt={t(`sections.${id}.imageAlt`)}
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.illustration} aria-hidden="true" />
      )}
    </section>
  );
}

function SliderSection({ id }: { id: 'events' | 'magazine' }) {
  const { t } = useTranslation('landing');
  return (
    <section id={id} className={`${styles.section} ${styles.sliderSection}`} aria-labelledby={`${id}-title`}>
      <div className={styles.sliderHead}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t(`sections.${id}.title`)}
        </h2>
        <p className={styles.text}>{t(`sections.${id}.text`)}</p>
      </div>
      <LazySlider kind={id} label={t(id === 'events' ? 'slider.eventsLabel' : 'slider.magazineLabel')} />
    </section>
  );
}

function AllContent() {
  const { t } = useTranslation('landing');
  // The portals come from the runtime config: listed once the browser has it.
  const config = useHydrated() ? getRuntimeConfig() : null;
  const portals = (config?.portals ?? []).flatMap((portal) => {
    const logo = config && trustedImageUrl(portal.logo, config);
    return logo ? [{ id: portal.id, name: portal.name, logo }] : [];
  });
  return (
    <section id="all-content" className={`${styles.section} ${styles.allContent}`} aria-labelledby="all-content-title">
      <h2 id="all-content-title" className={styles.title}>
        {t('sections.allContent.title')}
      </h2>
      <p className={styles.text}>{t('sections.allContent.text')}</p>
      <ul className={styles.logos}>
        {portals.map((portal) => (
          <li key={portal.id} className={styles.logoItem}>
            <img src={portal.logo} alt={t('sections.allContent.logoAlt', { name: portal.name })} width={280} height={72} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Everything below the cards: what the membership includes, section by section, and a last call to subscribe. */
export function ContentSections({ onSubscribe }: { onSubscribe: () => void }) {
  const { t } = useTranslation('landing');
  return (
    <div className={styles.sections}>
      <nav className={styles.nav} aria-label={t('sections.navLabel')}>
        <ul className={styles.navList}>
          {navItems.map((item) => (
            <li key={item.id}>
              <a className={styles.navLink} href={`#${item.id}`}>
                {t(`sections.${item.key}.nav`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <FeatureSection id="campus" />
      <SliderSection id="events" />
      <SliderSection id="magazine" />
      <FeatureSection id="library" reverse />
      <FeatureSection id="jobs" />
      <AllContent />
      <section className={styles.closing} aria-labelledby="closing-title">
        <h2 id="closing-title" className={styles.closingTitle}>
          {t('sections.closing.title')}
        </h2>
        <p className={styles.closingText}>{t('sections.closing.text')}</p>
        <button type="button" className={`sc-button ${styles.closingButton}`} onClick={onSubscribe} data-testid="final-subscribe">
          {t('sections.closing.cta')}
        </button>
      </section>
    </div>
  );
}
