import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from 'jotai';
import { cartItemsAtom, cartTotalAtom, removeFromCartAtom } from '@suscripciones/shared/cart';
import { useLanguage } from '@suscripciones/shared/context';
import { formatMoney } from '@suscripciones/shared/currency';
import { withLanguage } from '@suscripciones/shared/navigation';

export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const items = useAtomValue(cartItemsAtom);
  const total = useAtomValue(cartTotalAtom);
  const remove = useSetAtom(removeFromCartAtom);

  if (items.length === 0) {
    return (
      <section data-testid="checkout-page">
        <h1>{t('title')}</h1>
        <p>{t('noProducts')}</p>
        <Link to={withLanguage('/', language)} className="sc-button">
          {t('backHome')}
        </Link>
      </section>
    );
  }
  return (
    <section data-testid="checkout-page">
      <h1>{t('title')}</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id} data-testid="cart-item">
            {item.name} — {formatMoney(item.current_price, item.currency, language)}
            <button type="button" onClick={() => remove(item.id)} aria-label={t('remove', { name: item.name })}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <p>
        {t('total')}: <strong data-testid="cart-total">{formatMoney(total, items[0]?.currency ?? 'EUR', language)}</strong>
      </p>
      <Link to={withLanguage('/payment', language)} className="sc-button">
        {t('proceed')}
      </Link>
    </section>
  );
}
