import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@suscripciones/shared';
import type { BillingData, ShippingData } from '../../address/addressData';
import type { Country } from '../../address/countrySchema';
import { countryName, findCountryByCode } from '../country/countries';
import { PencilIcon } from '../../ui/icons';
import {
  addressFields,
  isRequired,
  lockedCountry,
  validateBilling,
  validateShipping,
  type AddressField,
  type DraftField,
  type AddressKind,
  type ShippingScope,
} from '../../address/addressForm';
import { CountryField, PhoneField, TextField } from './Fields';
import type { PaymentFormAction, SectionState } from './paymentFormState';
import { displayPhone } from '../../address/phone';
import styles from './Forms.module.css';

type TextFieldName = Exclude<AddressField, 'telefono' | 'pais'>;

const autoCompleteOf: Record<TextFieldName, string> = {
  nombre: 'given-name',
  apellido: 'family-name',
  nif: 'off',
  direccion: 'address-line1',
  piso: 'address-line2',
  codigoPostal: 'postal-code',
  ciudad: 'address-level2',
  provincia: 'address-level1',
};

interface AddressSectionProps {
  kind: AddressKind;
  state: SectionState<ShippingData> | SectionState<BillingData>;
  dispatch: (action: PaymentFormAction) => void;
  countries: readonly Country[];
  language: Language;
  scope: ShippingScope;
  /** A save with missing fields: the page shows the error at the top. */
  onInvalid: (kind: AddressKind) => void;
}

/**
 * The shipping or billing form (docs/rules.md): edit mode, save (valid) to a
 * summary with an edit pencil, and back to the saved data.
 */
export function AddressSection({ kind, state, dispatch, countries, language, scope, onInvalid }: AddressSectionProps) {
  const { t } = useTranslation('payment');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstFieldRef = useRef<HTMLDivElement>(null);
  const previousEditing = useRef(state.editing);
  const locked = kind === 'shipping' ? lockedCountry(scope) : null;
  const titleId = `${kind}-title`;

  // Moving between modes moves focus with it: to the heading after a save, to the first field on edit.
  useEffect(() => {
    if (previousEditing.current === state.editing) return;
    previousEditing.current = state.editing;
    if (state.editing) firstFieldRef.current?.querySelector('input')?.focus();
    else headingRef.current?.focus();
  }, [state.editing]);

  const draft = state.draft;
  const set = (field: DraftField) => (value: string) => dispatch({ type: 'field', section: kind, field, value });

  function save(event: FormEvent) {
    event.preventDefault();
    if (kind === 'shipping') {
      const result = validateShipping(draft, scope);
      if (result.ok) dispatch({ type: 'savedShipping', data: result.data });
      else {
        dispatch({ type: 'invalid', section: kind, errors: result.errors });
        onInvalid(kind);
      }
    } else {
      const result = validateBilling(draft);
      if (result.ok) dispatch({ type: 'savedBilling', data: result.data, scope });
      else {
        dispatch({ type: 'invalid', section: kind, errors: result.errors });
        onInvalid(kind);
      }
    }
  }

  const heading = (
    <h2 id={titleId} className={styles.title} ref={headingRef} tabIndex={-1}>
      {t(`${kind}.title`)}
    </h2>
  );

  if (!state.editing && state.saved) {
    const country = findCountryByCode(draft.pais, countries);
    return (
      <section className={styles.section} aria-labelledby={titleId} data-testid={`${kind}-summary`}>
        <div className={styles.summaryHeader}>
          {heading}
          <button
            type="button"
            className={styles.edit}
            onClick={() => dispatch({ type: 'edit', section: kind })}
            aria-label={t(`${kind}.edit`)}
            title={t(`${kind}.edit`)}
          >
            <PencilIcon />
          </button>
        </div>
        <address className={styles.summary}>
          <strong>
            {draft.nombre} {draft.apellido}
          </strong>
          {kind === 'billing' && draft.nif && <span>{draft.nif}</span>}
          <span>{[draft.direccion, draft.piso].filter(Boolean).join(', ')}</span>
          <span>{[draft.codigoPostal, draft.ciudad].filter(Boolean).join(' ')}</span>
          <span>{[draft.provincia, country ? countryName(country, language) : draft.pais].filter(Boolean).join(', ')}</span>
          <span>{displayPhone(draft.phoneCountry, draft.telefono)}</span>
        </address>
      </section>
    );
  }

  const fieldId = (field: string) => `${kind}-${field}`;
  const fields = addressFields[kind];
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid={`${kind}-form`}>
      {heading}
      <p className={styles.intro}>{t(`${kind}.intro`)}</p>
      <form className={styles.form} onSubmit={save} noValidate aria-labelledby={titleId}>
        <div className={styles.grid} ref={firstFieldRef}>
          {fields.map((field) => {
            if (field === 'telefono') {
              return (
                <PhoneField
                  key={field}
                  id={fieldId(field)}
                  section={kind}
                  country={draft.phoneCountry}
                  digits={draft.telefono}
                  onCountry={set('phoneCountry')}
                  onDigits={set('telefono')}
                  countries={countries}
                  language={language}
                  error={state.errors.telefono}
                />
              );
            }
            if (field === 'pais') {
              const lockedName = locked ? findCountryByCode(locked, countries) : undefined;
              return (
                <CountryField
                  key={field}
                  id={fieldId(field)}
                  label={t('fields.pais')}
                  value={draft.pais}
                  onChange={set('pais')}
                  countries={countries}
                  language={language}
                  autoComplete={`${kind} country`}
                  error={state.errors.pais}
                  locked={locked}
                  lockedHint={t('shipping.locked', { country: lockedName ? countryName(lockedName, language) : locked })}
                />
              );
            }
            return (
              <TextField
                key={field}
                id={fieldId(field)}
                label={t(`fields.${field}`)}
                value={draft[field]}
                onChange={set(field)}
                autoComplete={field === 'nif' ? 'off' : `${kind} ${autoCompleteOf[field]}`}
                required={isRequired(kind, field)}
                error={state.errors[field]}
                wide={field === 'direccion'}
              />
            );
          })}
        </div>
        <div className={styles.actions}>
          <button type="submit" className="sc-button">
            {t(`${kind}.save`)}
          </button>
          {state.saved && (
            <button type="button" className="sc-button sc-button--secondary" onClick={() => dispatch({ type: 'back', section: kind })}>
              {t(`${kind}.back`)}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
