import { useLanguage, homePath } from '@suscripciones/shared';
import { BackArrow } from '@suscripciones/kit/ui';
import type { LegalDocument, LegalSection } from '../../legal/legalTypes';
import styles from './LegalPage.module.css';

const titleId = 'legal-title';

/**
 * A legal document (terms, privacy) with its table of contents. Every text,
 * labels included, comes from the already localised `document`.
 */
export function LegalPage({ document, testId }: { document: LegalDocument; testId: string }) {
  const language = useLanguage();
  return (
    <article className={`${styles.page} sc-page`} aria-labelledby={titleId} data-testid={testId}>
      <BackArrow to={homePath(language)} />
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {document.title}
        </h1>
        <p className={styles.updated}>
          {document.updatedLabel} <time dateTime={document.updatedIso}>{document.updated}</time>
        </p>
        {document.intro ? <p className={styles.intro}>{document.intro}</p> : null}
      </header>
      <nav className={styles.toc} aria-label={document.tocLabel}>
        <ul className={styles.tocList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.tocLink}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {document.sections.map((section) => (
        <LegalSectionView key={section.id} section={section} />
      ))}
    </article>
  );
}

function LegalSectionView({ section }: { section: LegalSection }) {
  return (
    <section className={styles.section} aria-labelledby={section.id}>
      <h2 id={section.id} className={styles.sectionTitle}>
        {section.title}
      </h2>
      {section.paragraphs.map((paragraph, index) => (
        <p key={`${section.id}-p${index}`} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {section.items && section.items.length > 0 ? (
        <ul className={styles.list}>
          {section.items.map((item, index) => (
            <li key={`${section.id}-i${index}`}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
