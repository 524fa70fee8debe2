import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { paidSubscriptionsStateAtom } from '@suscripciones/shared';
import { Dropdown } from './Dropdown';
import styles from './Header.module.css';

/** The subscription badge: how many paid subscriptions the user holds, listed in its dropdown. */
export function SubscriptionsMenu({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('host');
  const state = useAtomValue(paidSubscriptionsStateAtom);
  const count = state.items.length;
  return (
    <Dropdown
      open={open}
      onToggle={onToggle}
      ariaLabel={t('header.subscriptionsCount', { count })}
      label={
        <span className={styles.badgeLabel}>
          <svg className={styles.subscriptionsIcon} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 4h14v16l-7-4-7 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span className={styles.subscriptionsText}>{t('header.subscriptions')}</span>
          {/* A space, so the visible text reads "My subscriptions 2" and matches the name (WCAG 2.5.3). */}{' '}
          <span className={styles.badge} data-testid="subscriptions-badge">
            {count}
          </span>
        </span>
      }
      testId="subscriptions-menu"
    >
      {state.status === 'loading' && <p className={styles.menuNote}>{t('header.subscriptionsLoading')}</p>}
      {state.status !== 'loading' && count === 0 && <p className={styles.menuNote}>{t('header.noSubscriptions')}</p>}
      {count > 0 && (
        <ul className={styles.menuList}>
          {state.items.map((subscription, index) => (
            <li key={`${subscription.id_suscripcion ?? 'none'}-${index}`} className={styles.menuText}>
              {subscription.medio || t('header.subscriptionFallback', { id: subscription.id_suscripcion ?? '' })}
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
