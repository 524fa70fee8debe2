import { useState, useSyncExternalStore } from 'react';
import { useSetAtom } from 'jotai';
import { removeFromCartAtom } from '../cart/cartAtoms';
import { useTranslation } from 'react-i18next';
import type { PriceChange } from '../cart/cartRules';
import { localisedName } from '../catalogue/productText';
import { formatMoney } from '@suscripciones/kit/money';
import type { CartItem, Language } from '../schemas/entities';
import { localStore, sessionStore } from '../storage/browserStorage';
import { storageKeys } from '../storage/storageKeys';

/** Prices the service changed since the cart was filled: said before anyone pays, with the old and the new price. */
export function PriceChangeNotice({ changes, language }: { changes: readonly PriceChange[]; language: Language }) {
  const { t } = useTranslation('common');
  if (changes.length === 0) return null;
  return (
    <div className="sc-notice sc-notice--warning" role="status" data-testid="price-changes">
      <div className="sc-notice__body">
        <p>{t('prices.changed')}</p>
        <ul>
          {changes.map((change) => (
            <li key={change.id}>
              {t('prices.line', {
                name: localisedName(change.item, language),
                after: formatMoney(change.after, change.item.currency, language),
                before: formatMoney(change.before, change.item.currency, language),
              })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Memberships in the cart that the buyer already holds: never charged (they
 * are left out of the purchase), said at the top of checkout and payment,
 * with a way to take them out of the cart.
 */
export function HeldMemberships({ items, language }: { items: readonly CartItem[]; language: Language }) {
  const { t } = useTranslation('common');
  const remove = useSetAtom(removeFromCartAtom);
  if (items.length === 0) return null;
  return (
    <div className="sc-notice" role="status" data-testid="held-membership">
      <div className="sc-notice__body">
        <p>{t('held.title')}</p>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              {localisedName(item, language)}{' '}
              <button type="button" className="sc-button sc-button--secondary" onClick={() => remove(item.id)}>
                {t('held.remove')}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const subscribeDegraded = (listener: () => void) => localStore.onDegraded(listener);

/**
 * Said once, politely, when the browser keeps nothing (blocked or full
 * storage): the cart lives in this tab only. Dismissed, it does not come back
 * in this tab.
 */
export function StorageNotice() {
  const { t } = useTranslation('common');
  const degraded = useSyncExternalStore(
    subscribeDegraded,
    () => localStore.degraded(),
    () => false,
  );
  const [seen, setSeen] = useState(() => sessionStore.read(storageKeys.storageNoticeSeen) === '1');
  if (!degraded || seen) return null;
  const dismiss = () => {
    sessionStore.write(storageKeys.storageNoticeSeen, '1');
    setSeen(true);
  };
  return (
    <div className="sc-notice" role="status" data-testid="storage-notice">
      <div className="sc-notice__body">
        <p>{t('storage.notice')}</p>
      </div>
      <button type="button" className="sc-button sc-button--secondary" onClick={dismiss}>
        {t('storage.dismiss')}
      </button>
    </div>
  );
}
