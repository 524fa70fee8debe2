import { useTranslation } from 'react-i18next';
import { isMembership, type CartItem, type Language } from '@suscripciones/shared';
import { formatMoney } from '@suscripciones/kit/money';
import styles from './CartItemCard.module.css';

interface PriceTagProps {
  item: CartItem;
  partnerPriced: boolean;
  language: Language;
}

/** The price that applies now; a partner price shows the normal one struck through, with words for screen readers. */
export function PriceTag({ item, partnerPriced, language }: PriceTagProps) {
  const { t } = useTranslation('checkout');
  const showNormal = partnerPriced && item.current_price !== item.price;
  return (
    <p className={styles.price} data-testid="item-price">
      {showNormal && (
        <s className={styles.normalPrice} data-testid="item-normal-price">
          <span className="sc-visually-hidden">{t('price.normal')} </span>
          {formatMoney(item.price, item.currency, language)}
        </s>
      )}
      <span className={showNormal ? `${styles.currentPrice} ${styles.partnerPrice}` : styles.currentPrice} data-testid="item-current-price">
        {showNormal && <span className="sc-visually-hidden">{t('price.now')} </span>}
        {formatMoney(item.current_price, item.currency, language)}
      </span>
      {isMembership(item) && <span className={styles.period}>{t('price.perYear')}</span>}
    </p>
  );
}
