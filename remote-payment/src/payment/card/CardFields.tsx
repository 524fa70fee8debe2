import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardCvcElement, CardExpiryElement, CardNumberElement } from '@stripe/react-stripe-js';
import type { StripeCardNumberElementOptions } from '@stripe/stripe-js';
import { cardFieldErrors, type CardChange, type CardFieldType, type CardState } from './cardState';
import styles from './CardFields.module.css';

const cardFieldIds: Record<CardFieldType, string> = {
  cardNumber: 'payment-card-number',
  cardExpiry: 'payment-card-expiry',
  cardCvc: 'payment-card-cvc',
};

/**
 * The provider's elements have no props for ARIA; their containers get
 * aria-describedby (the field's error) and data-invalid here (a container is
 * no control, so it is not aria-invalid itself). The provider names its
 * iframes itself and marks its own errors; the test double copies both onto
 * its input, where they belong.
 */
function useContainerAria(id: string, describedBy: string | null): void {
  useEffect(() => {
    const container = document.getElementById(id);
    if (!container) return;
    if (describedBy) {
      container.setAttribute('aria-describedby', describedBy);
      container.setAttribute('data-invalid', 'true');
    } else {
      container.removeAttribute('aria-describedby');
      container.removeAttribute('data-invalid');
    }
  });
}

/** Colours of the fields: the provider's iframes cannot read the page's CSS, so they are given as values. */
const elementStyle: StripeCardNumberElementOptions['style'] = {
  base: {
    color: '#1b2420',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: '16px',
    lineHeight: '24px',
    '::placeholder': { color: '#6b7570' },
  },
  invalid: { color: '#b42318', iconColor: '#b42318' },
};

interface FieldProps {
  type: CardFieldType;
  label: string;
  error: string | null;
  children: ReactNode;
}

function CardField({ type, label, error, children }: FieldProps) {
  const id = cardFieldIds[type];
  const errorId = `${id}-error`;
  useContainerAria(id, error ? errorId : null);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

interface CardFieldsProps {
  state: CardState;
  onChange: (change: CardChange) => void;
  /** Shown under every incomplete field once the buyer has tried to pay; null before. */
  requiredMessage?: string | null;
}

export function CardFields({ state, onChange, requiredMessage = null }: CardFieldsProps) {
  const { t } = useTranslation('payment');
  const options = useMemo(() => ({ style: elementStyle }), []);
  const numberOptions = useMemo(() => ({ style: elementStyle, showIcon: true }), []);
  const errors = cardFieldErrors(state, requiredMessage);
  return (
    <div className={styles.grid}>
      <div className={styles.full}>
        <CardField type="cardNumber" label={t('card.number')} error={errors.cardNumber}>
          <CardNumberElement id={cardFieldIds.cardNumber} className={styles.stripe} options={numberOptions} onChange={onChange} />
        </CardField>
      </div>
      <CardField type="cardExpiry" label={t('card.expiry')} error={errors.cardExpiry}>
        <CardExpiryElement id={cardFieldIds.cardExpiry} className={styles.stripe} options={options} onChange={onChange} />
      </CardField>
      <CardField type="cardCvc" label={t('card.cvc')} error={errors.cardCvc}>
        <CardCvcElement id={cardFieldIds.cardCvc} className={styles.stripe} options={options} onChange={onChange} />
      </CardField>
    </div>
  );
}

/** The same space as the fields, while Stripe.js loads: nothing moves when they arrive. */
export function CardFieldsPlaceholder({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('payment');
  return (
    <div className={styles.placeholder} data-testid="card-fields-placeholder">
      {failed ? (
        <div className={styles.loadFailed} role="alert">
          <p>{t('card.loadFailed')}</p>
          <button type="button" className="sc-button sc-button--secondary" onClick={onRetry}>
            {t('card.retry')}
          </button>
        </div>
      ) : (
        <>
          <div className={styles.grid} aria-hidden="true">
            {['full', 'half', 'half'].map((kind, index) => (
              <div key={index} className={kind === 'full' ? styles.full : undefined}>
                <span className={styles.skeletonLabel} />
                <span className={styles.skeletonInput} />
              </div>
            ))}
          </div>
          <p className="sc-visually-hidden" role="status">
            {t('card.loading')}
          </p>
        </>
      )}
    </div>
  );
}
