import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage, checkoutPath } from '@suscripciones/shared';
import { LineIcon } from '@suscripciones/kit/ui';
import { useBrowserState } from '../browser/useBrowserState';
import styles from './Header.module.css';

/** The cart with its item count; leads to checkout with the cart's ids. */
export function CartLink({ className }: { className?: string }) {
  const { t } = useTranslation('host');
  const { cart: items, known } = useBrowserState();
  const language = useLanguage();
  return (
    <Link
      to={checkoutPath({ ids: items.map((item) => item.id), language })}
      className={`${styles.cart} ${className ?? ''}`}
      aria-label={t('header.cart', { count: items.length })}
    >
      <LineIcon d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" size={22} strokeWidth={1.8}>
        <circle cx="9.5" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </LineIcon>
      {/* Kept in place but not shown until the stored cart is read: a prerendered "0" would be wrong for a visitor with a cart. */}
      <span className={styles.badge} data-testid="cart-count" data-unknown={known ? undefined : ''} aria-hidden="true">
        {items.length}
      </span>
    </Link>
  );
}
