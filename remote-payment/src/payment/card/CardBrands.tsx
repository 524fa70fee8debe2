import { useTranslation } from 'react-i18next';
import styles from './CardFields.module.css';

/** The three accepted brands as inline SVG marks; the recognised brand stands out while typing. */
const brands = [
  {
    id: 'visa',
    name: 'Visa',
    mark: (
      <>
        <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#d0d5dd" />
        <text x="20" y="17.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="11" fontStyle="italic" fontWeight="700" fill="#1a1f71">
          VISA
        </text>
      </>
    ),
  },
  {
    id: 'mastercard',
    name: 'Mastercard',
    mark: (
      <>
        <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#d0d5dd" />
        <circle cx="16" cy="13" r="7" fill="#eb001b" />
        <circle cx="24" cy="13" r="7" fill="#f79e1b" />
        <path d="M20 7.3a7 7 0 0 1 0 11.4 7 7 0 0 1 0-11.4Z" fill="#ff5f00" />
      </>
    ),
  },
  {
    id: 'amex',
    name: 'American Express',
    mark: (
      <>
        <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#1f72cd" stroke="#1f72cd" />
        <text x="20" y="16.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="8.5" fontWeight="700" fill="#fff" letterSpacing="0.3">
          AMEX
        </text>
      </>
    ),
  },
] as const;

export function CardBrands({ detected }: { detected: string }) {
  const { t } = useTranslation('payment');
  const known = brands.some((brand) => brand.id === detected);
  return (
    <div className={styles.brands}>
      <ul className={styles.brandList} aria-label={t('card.accepted')}>
        {brands.map((brand) => (
          <li key={brand.id} className={known && brand.id !== detected ? styles.brandDimmed : styles.brand} data-brand={brand.id}>
            <svg width="40" height="26" viewBox="0 0 40 26" role="img" aria-label={brand.name}>
              {brand.mark}
            </svg>
          </li>
        ))}
      </ul>
    </div>
  );
}
