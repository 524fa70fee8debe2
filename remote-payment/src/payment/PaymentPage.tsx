import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { cartItemsAtom, cartTotalAtom } from '@suscripciones/shared/cart';
import { useLanguage } from '@suscripciones/shared/context';
import { formatMoney } from '@suscripciones/shared/currency';

export function PaymentPage() {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  const items = useAtomValue(cartItemsAtom);
  const total = useAtomValue(cartTotalAtom);
  return (
    <section data-testid="payment-page">
      <h1>{t('title')}</h1>
      <h2>{t('summary')}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} data-testid="payment-item">
            {item.name}
          </li>
        ))}
      </ul>
      <p>
        {t('total')}: {formatMoney(total, items[0]?.currency ?? 'EUR', language)}
      </p>
    </section>
  );
}
