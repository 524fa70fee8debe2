import { useTranslation } from 'react-i18next';
import { productKind, ProductImage, productTypes, type PartnerReason, type CartItem, type Language } from '@suscripciones/shared';
import { localisedName } from '@suscripciones/kit/catalogue';
import { LineIcon } from '@suscripciones/kit/ui';
import { PriceTag } from './PriceTag';
import styles from './CartItemCard.module.css';

interface CartItemCardProps {
  item: CartItem;
  reason: PartnerReason;
  language: Language;
  onRemove: (item: CartItem) => void;
}

const reasonKey = {
  'membership-in-cart': 'partner.membershipInCart',
  'held-medio': 'partner.heldMedio',
  'course-group': 'partner.courseGroup',
} as const;

/** One cart line: picture, type, localised name, partner note, price and a remove button. */
export function CartItemCard({ item, reason, language, onRemove }: CartItemCardProps) {
  const { t } = useTranslation('checkout');
  const name = localisedName(item, language);
  const kind = productKind(item);
  const freeMagazine = reason !== null && item.type === productTypes.printedMagazine && item.current_price === 0;
  const note = reason === null ? null : freeMagazine ? t('partner.freeMagazine') : t(reasonKey[reason]);
  return (
    <li className={styles.item} data-testid="cart-item" data-product-id={item.id}>
      <ProductImage className={styles.image} src={item.image} name={name} width={112} height={84} />
      <div className={styles.body}>
        <p className={styles.type}>{kind === 'product' ? item.type : t(`types.${kind}`)}</p>
        <h3 className={styles.name}>{name}</h3>
        {note && (
          <p className={styles.note} data-testid="partner-note">
            <LineIcon d="M20 6 9 17l-5-5" size={16} strokeWidth={3} />
            {note}
          </p>
        )}
      </div>
      <PriceTag item={item} partnerPriced={reason !== null} language={language} />
      <button type="button" className={styles.remove} onClick={() => onRemove(item)} aria-label={t('remove', { name })}>
        <LineIcon d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
      </button>
    </li>
  );
}

/** A placeholder with a cart line's exact size, shown while the query's products load. */
export function CartItemSkeleton() {
  return (
    <li className={`${styles.item} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.image} />
      <div className={styles.body}>
        <span className={styles.bar} style={{ width: '30%' }} />
        <span className={styles.bar} style={{ width: '80%' }} />
      </div>
      <span className={`${styles.bar} ${styles.priceBar}`} />
      <span className={styles.removePlaceholder} />
    </li>
  );
}
