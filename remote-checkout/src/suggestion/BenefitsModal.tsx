import { useTranslation } from 'react-i18next';
import { type Product } from '@suscripciones/shared';
import { Modal } from '@suscripciones/kit/ui';
import { benefitImages } from './suggestionRules';
import styles from './SuggestedMembership.module.css';

interface BenefitsModalProps {
  open: boolean;
  membership: Product;
  name: string;
  assetsBase: string;
  onClose: () => void;
  onAdd: () => void;
}

/** The six member benefits as pictures with captions; the magazine picture is the membership's own. */
export function BenefitsModal({ open, membership, name, assetsBase, onClose, onAdd }: BenefitsModalProps) {
  const { t } = useTranslation('checkout');
  return (
    <Modal open={open} title={t('suggestion.benefitsTitle', { name })} onClose={onClose}>
      <ul className={styles.benefits} data-testid="benefits">
        {benefitImages(membership, assetsBase).map((benefit) => (
          <li key={benefit.key} className={styles.benefit}>
            <img src={benefit.src} alt="" width={480} height={320} className={styles.benefitImage} />
            <span>{t(`benefits.${benefit.key}`)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.modalActions}>
        <button type="button" className="sc-button" onClick={onAdd}>
          {t('suggestion.add')}
        </button>
      </div>
    </Modal>
  );
}
