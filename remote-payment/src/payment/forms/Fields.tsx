import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@suscripciones/shared';
import type { Country } from '../../address/countrySchema';
import { countryName, sortCountries } from '../country/countries';
import type { FieldError } from '../../address/addressForm';
import { callingCode, digitsOnly, formatNational, isPhoneCountry } from '../../address/phone';
import styles from './Forms.module.css';

interface FieldFrameProps {
  id: string;
  label: string;
  optional?: boolean;
  error?: FieldError | undefined;
  hint?: string;
  children: (aria: { 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
  wide?: boolean;
}

/** Label, control, hint and error of one field, wired with aria-invalid and aria-describedby. */
function FieldFrame({ id, label, optional, error, hint, children, wide }: FieldFrameProps) {
  const { t } = useTranslation('payment');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> {t('fields.optional')}</span>}
      </label>
      {children({ 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {t(`fieldErrors.${error}`)}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  required: boolean;
  error?: FieldError | undefined;
  wide?: boolean;
  maxLength?: number;
}

export function TextField({ id, label, value, onChange, autoComplete, required, error, wide, maxLength = 200 }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} optional={!required} error={error} wide={wide}>
      {(aria) => (
        <input
          id={id}
          name={id}
          type="text"
          className={styles.input}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required={required}
          maxLength={maxLength + 50}
          {...aria}
        />
      )}
    </FieldFrame>
  );
}

interface CountryFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  countries: readonly Country[];
  language: Language;
  autoComplete: string;
  error?: FieldError | undefined;
  /** Locked to this country (local shipping): the only choice. */
  locked?: string | null;
  lockedHint?: string;
}

/** A country chosen by code, named in the page's language. */
export function CountryField({ id, label, value, onChange, countries, language, autoComplete, error, locked, lockedHint }: CountryFieldProps) {
  const { t } = useTranslation('payment');
  const options = locked ? countries.filter((country) => country.code === locked) : sortCountries(countries, language);
  return (
    <FieldFrame id={id} label={label} error={error} hint={locked ? lockedHint : undefined}>
      {(aria) => (
        <select
          id={id}
          name={id}
          className={styles.select}
          value={locked ?? value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required
          disabled={!!locked}
          {...aria}
        >
          {!locked && <option value="">{t('fields.selectCountry')}</option>}
          {locked && options.length === 0 && <option value={locked}>{locked}</option>}
          {options.map((country) => (
            <option key={country.code} value={country.code}>
              {countryName(country, language)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface PhoneFieldProps {
  id: string;
  section: 'shipping' | 'billing';
  country: string;
  digits: string;
  onCountry: (code: string) => void;
  onDigits: (typed: string) => void;
  countries: readonly Country[];
  language: Language;
  error?: FieldError | undefined;
}

/** A phone country (its code and calling code; no flag images from other hosts) and the national number, formatted as typed. */
export function PhoneField({ id, section, country, digits, onCountry, onDigits, countries, language, error }: PhoneFieldProps) {
  const { t } = useTranslation('payment');
  const phoneCountries = sortCountries(
    countries.filter((candidate) => isPhoneCountry(candidate.code)),
    language,
  );
  const code = callingCode(country);
  const countryId = `${id}-country`;
  const shown = formatNational(country, digits);
  const onType = (typed: string) => {
    // Deleting a space or bracket of the formatting deletes the digit before it.
    const next = digitsOnly(typed);
    onDigits(next === digits && typed.length < shown.length ? digits.slice(0, -1) : next);
  };
  return (
    <FieldFrame id={id} label={t('fields.telefono')} error={error} hint={t('fields.phoneHint')}>
      {(aria) => (
        <div className={styles.phone} data-invalid={aria['aria-invalid'] || undefined}>
          <div className={styles.phoneCountry}>
            <label htmlFor={countryId} className="sc-visually-hidden">
              {t('fields.phoneCountry')}
            </label>
            <span className={styles.phoneCountryShown} aria-hidden="true">
              <span className={styles.flag}>{country}</span>
              {code ? `+${code}` : '+'}
            </span>
            <select
              id={countryId}
              className={styles.phoneCountrySelect}
              value={country}
              onChange={(event) => onCountry(event.target.value)}
              autoComplete={`${section} country`}
            >
              {phoneCountries.length === 0 && <option value={country}>{country}</option>}
              {phoneCountries.map((candidate) => (
                <option key={candidate.code} value={candidate.code}>
                  {`${countryName(candidate, language)} (+${callingCode(candidate.code) ?? ''})`}
                </option>
              ))}
            </select>
          </div>
          {/*
            A text input with the phone keypad: HTML allows "tel-national" (the number without its calling code,
            which the picker beside it holds) on a text input, not on type="tel", and a browser that follows the
            rule would not autofill it. The token is built from the section ("shipping tel-national"), which the
            linter cannot read; the browser tests check every rendered token against HTML's rules.
          */}
          {/* eslint-disable-next-line jsx-a11y/autocomplete-valid */}
          <input
            id={id}
            name={id}
            type="text"
            inputMode="tel"
            className={styles.phoneInput}
            value={shown}
            onChange={(event) => onType(event.target.value)}
            autoComplete={`${section} tel-national`}
            required
            {...aria}
          />
        </div>
      )}
    </FieldFrame>
  );
}
