import { useTranslation } from 'react-i18next';
import type { Language } from '@suscripciones/shared';
import type { Country } from '../../address/countrySchema';
import { countryName, findCountryByName, sortCountries } from './countries';
import styles from '../PaymentPage.module.css';

interface CountrySelectProps {
  /** The chosen country's name (any language: the lookup is by name). */
  value: string;
  onChange: (name: string) => void;
  countries: readonly Country[];
  loading: boolean;
  language: Language;
  /** Shown (and the select marked invalid) when no country is chosen, once the buyer has tried to pay. */
  requiredMessage?: string | null;
}

/** The required country of the payment, listing every country of call 6 by its name in the page's language. */
export function CountrySelect({ value, onChange, countries, loading, language, requiredMessage = null }: CountrySelectProps) {
  const { t } = useTranslation('payment');
  const chosen = findCountryByName(value, countries);
  const error = requiredMessage !== null && !chosen ? requiredMessage : null;
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
        aria-describedby={error ? 'payment-country-error payment-country-hint' : 'payment-country-hint'}
        aria-invalid={error ? true : undefined}
        aria-busy={loading || undefined}
      >
        <option value="">{t('country.placeholder')}</option>
        {sortCountries(countries, language).map((country) => (
          <option key={country.code} value={countryName(country, language)}>
            {countryName(country, language)}
          </option>
        ))}
      </select>
      {/* Always there, so the message is announced when it appears, as the card fields' are. */}
      <p id="payment-country-error" className={styles.fieldError} aria-live="polite">
        {error}
      </p>
      <p id="payment-country-hint" className={styles.hint}>
        {t('country.hint')}
      </p>
    </div>
  );
}
