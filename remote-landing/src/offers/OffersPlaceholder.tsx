import { useTranslation } from 'react-i18next';
import styles from './OffersPlaceholder.module.css';

/** Cards of the first row: what the placeholders stand for while call 1 answers. */
const placeholderCards = 3;

/**
 * What stands where the offers will be while call 1 answers: the region
 * tabs' row and a row of cards of the final size, so the offers replace it
 * without moving anything. Also the prerendered HTML's content, painted
 * before any script has run.
 */
export function OffersPlaceholder() {
  const { t } = useTranslation('landing');
  return (
    <div className={styles.placeholder} role="status" data-testid="offers-placeholder">
      <span className="sc-visually-hidden">{t('offers.loading')}</span>
      <div className={styles.tabs} aria-hidden="true" />
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: placeholderCards }, (_, index) => (
          <li key={index} className={styles.card}>
            <span className={`sc-sheen ${styles.thumb}`} />
            <span className={`sc-sheen ${styles.line}`} />
            <span className={`sc-sheen ${styles.line} ${styles.short}`} />
            <span className={`sc-sheen ${styles.price}`} />
            <span className={`sc-sheen ${styles.button}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
