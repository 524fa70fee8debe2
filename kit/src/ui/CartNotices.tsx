import { useTranslation } from 'react-i18next';
import { localisedName } from '../catalogue/productText';
import type { Language } from '@suscripciones/shared';
import { formatMoney } from '../money/format';

/** A cart line as the notices name it. */
interface NamedLine {
  readonly id: number;
  readonly name: string;
  readonly name_en: string;
  readonly name_pt: string;
}

/** A price the service changed since the cart was filled (the cart's PriceChange). */
interface PriceChangeLine {
  readonly id: number;
  readonly item: NamedLine & { readonly currency: string };
  readonly before: number;
  readonly after: number;
}

/** Prices the service changed since the cart was filled: said before anyone pays, with the old and the new price. */
export function PriceChangeNotice({ changes, language }: { changes: readonly PriceChangeLine[]; language: Language }) {
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
 * with a way to take them out of the cart (`onRemove`, the cart's remove).
 */
export function HeldMemberships({ items, language, onRemove }: { items: readonly NamedLine[]; language: Language; onRemove: (id: number) => void }) {
  const { t } = useTranslation('common');
  if (items.length === 0) return null;
  return (
    <div className="sc-notice" role="status" data-testid="held-membership">
      <div className="sc-notice__body">
        <p>{t('held.title')}</p>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              {localisedName(item, language)}{' '}
              <button type="button" className="sc-button sc-button--secondary" onClick={() => onRemove(item.id)}>
                {t('held.remove')}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
