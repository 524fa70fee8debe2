import { useTranslation } from 'react-i18next';
import type { Country, Language } from '@suscripciones/shared/schemas';
import { countryName, findCountryByName, sortCountries } from './countries';
import styles from '../PaymentPage.module.css';

interface CountrySelectProps {
  /** The chosen country's name (any language: the lookup is by name). */
  value: string;
  onChange: (name: string) => void;
  countries: readonly Country[];
  loading: boolean;
  language: Language;
}

/** The required country of the payment, listing every country of call 6 by its name in the page's language. */
export function CountrySelect({ value, onChange, countries, loading, language }: CountrySelectProps) {
  const { t } = useTranslation('payment');
  const chosen = findCountryByName(value, countries);
  return (
    <div className={styles.field}>
      <label htmlFor="payment-country" className={styles.label}>
        {t('country.label')}
      </label>
      <select
        id="payment-country"
        className={styles.select}
        value={chosen ? countryName(chosen, language) : ''}
        onChange={(event) => onChange(event.target.value)}
        required
        autoComplete="billing country-name"
        aria-describedby="payment-country-hint"
        aria-busy={loading || undefined}
      >
        <option value="">{t('country.placeholder')}</option>
        {sortCountries(countries, language).map((country) => (
          <option key={country.code} value={countryName(country, language)}>
            {countryName(country, language)}
          </option>
        ))}
      </select>
      <p id="payment-country-hint" className={styles.hint}>
        {t('country.hint')}
      </p>
    </div>
  );
}
