import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { holdsMembership, requestedLanguageAtom, useHydrated, useLanguage, paidSubscriptionsAtom } from '@suscripciones/shared';
import type { Region } from '../regions/regionNames';
import type { SubscriptionOffer } from '../api/offersSchema';
import { panelId, RegionTabs, tabId } from '../regions/RegionTabs';
import { availableRegions, initialRegion, offersForRegion, regionLanguage, showRegionSelector } from '../regions/regionRules';
import { SubscriptionCard } from './SubscriptionCard';
import type { OffersSource } from './useSubscriptionOffers';
import styles from './SubscriptionOffers.module.css';

/** Cards that load their picture at once: the first row. */
const eagerCards = 3;

interface SubscriptionOffersProps {
  offers: readonly SubscriptionOffer[];
  /** The snapshot the HTML brought, or the live call 1's answer (marked on the element, for the tests). */
  source: OffersSource;
  onSubscribe: (offer: SubscriptionOffer) => Promise<void>;
  /**
   * The start of the tabs' and cards' element ids. The landing names it: its HTML is rendered apart from the
   * host's page (by the offers job), so React's own ids, which follow the place in the whole page, would differ.
   */
  idPrefix?: string;
}

/**
 * The region tabs (when more than one region has offers) and the cards of the selected region. What only the
 * browser knows, the region asked for by an unsupported `?lang`, the region the visitor chose and the
 * memberships they hold, applies once the page's HTML is hydrated.
 */
export function SubscriptionOffers({ offers, source, onSubscribe, idPrefix: givenPrefix }: SubscriptionOffersProps) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const hydrated = useHydrated();
  const paid = useAtomValue(paidSubscriptionsAtom);
  const requestedLanguage = useAtomValue(requestedLanguageAtom);
  const ownPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const idPrefix = givenPrefix ?? ownPrefix;
  const regions = useMemo(() => availableRegions(offers), [offers]);
  const [chosen, setChosen] = useState<Region | null>(null);
  const region = chosen && regions.includes(chosen) ? chosen : initialRegion(regionLanguage(language, hydrated ? requestedLanguage : null), regions);
  const listed = useMemo(() => offersForRegion(offers, region), [offers, region]);
  const tabbed = showRegionSelector(regions) && region !== null;

  const panelProps = tabbed ? { role: 'tabpanel', id: panelId(idPrefix), 'aria-labelledby': tabId(idPrefix, region), tabIndex: 0 } : {};

  return (
    <div className={styles.offers} data-offers-source={source}>
      {tabbed && <RegionTabs idPrefix={idPrefix} regions={regions} selected={region} onSelect={setChosen} />}
      <div {...panelProps} className={styles.panel} data-testid="offers-panel" data-region={region ?? ''}>
        {listed.length === 0 ? (
          <p className={styles.empty}>{t('offers.empty')}</p>
        ) : (
          <ul className={styles.grid} data-count={Math.min(listed.length, 4)}>
            {listed.map((offer, index) => (
              <li key={offer.id} className={styles.item}>
                <SubscriptionCard
                  idPrefix={idPrefix}
                  offer={offer}
                  language={language}
                  held={hydrated && holdsMembership(offer, paid)}
                  eager={index < eagerCards}
                  onSubscribe={onSubscribe}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
