import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage, type Language, type Product } from '@suscripciones/shared';
import { localisedName } from '@suscripciones/kit/catalogue';
import { formatMoney } from '@suscripciones/kit/money';
import { BenefitsModal } from './BenefitsModal';
import styles from './SuggestedMembership.module.css';

interface SuggestedMembershipProps {
  membership: Product;
  language: Language;
  assetsBase: string;
  onAdd: (membership: Product) => void;
}

/** The suggested membership: why it pays off, its price, its benefits (modal) and a button to add it. */
export function SuggestedMembership({ membership, language, assetsBase, onAdd }: SuggestedMembershipProps) {
  const { t } = useTranslation('checkout');
  const [benefitsOpen, setBenefitsOpen] = useState(false);
  const name = localisedName(membership, language);
  const add = () => {
    setBenefitsOpen(false);
    onAdd(membership);
  };
  return (
    <section className={styles.card} aria-labelledby="checkout-suggestion-title" data-testid="suggested-membership">
      <ProductImage className={styles.image} src={membership.image} name={name} width={160} height={120} />
      <div className={styles.header}>
        <p className={styles.eyebrow}>{t('suggestion.eyebrow')}</p>
        <h2 id="checkout-suggestion-title" className={styles.heading}>
          {t('suggestion.heading')}
        </h2>
      </div>
      <div className={styles.details}>
        <p className={styles.name}>
          <strong>{name}</strong>
          <span className={styles.price}>
            {formatMoney(membership.price, membership.currency, language)} <span className={styles.period}>{t('price.perYear')}</span>
          </span>
        </p>
        <p className={styles.text}>{t('suggestion.text', { name })}</p>
        <div className={styles.actions}>
          <button type="button" className="sc-button" onClick={add}>
            {t('suggestion.add')}
          </button>
          <button type="button" className="sc-button sc-button--secondary" onClick={() => setBenefitsOpen(true)} aria-haspopup="dialog">
            {t('suggestion.seeBenefits')}
          </button>
        </div>
      </div>
      <BenefitsModal open={benefitsOpen} membership={membership} name={name} assetsBase={assetsBase} onClose={() => setBenefitsOpen(false)} onAdd={add} />
    </section>
  );
}
