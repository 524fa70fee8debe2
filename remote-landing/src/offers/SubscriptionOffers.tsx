import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { holdsMembership, requestedLanguageAtom, useLanguage, paidSubscriptionsAtom, type Region, type SubscriptionOffer } from '@suscripciones/shared';
import { panelId, RegionTabs, tabId } from '../regions/RegionTabs';
import { availableRegions, initialRegion, offersForRegion, regionLanguage, showRegionSelector } from '../regions/regionRules';
import { SubscriptionCard } from './SubscriptionCard';
import styles from './SubscriptionOffers.module.css';

/** Cards that load their picture at once: the first row. */
const eagerCards = 3;

interface SubscriptionOffersProps {
  offers: readonly SubscriptionOffer[];
  onSubscribe: (offer: SubscriptionOffer) => Promise<void>;
}

/** The region tabs (when more than one region has offers) and the cards of the selected region. */
export function SubscriptionOffers({ offers, onSubscribe }: SubscriptionOffersProps) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const paid = useAtomValue(paidSubscriptionsAtom);
  const requestedLanguage = useAtomValue(requestedLanguageAtom);
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const regions = useMemo(() => availableRegions(offers), [offers]);
  const [chosen, setChosen] = useState<Region | null>(null);
  const region = chosen && regions.includes(chosen) ? chosen : initialRegion(regionLanguage(language, requestedLanguage), regions);
  const listed = useMemo(() => offersForRegion(offers, region), [offers, region]);
  const tabbed = showRegionSelector(regions) && region !== null;

  const panelProps = tabbed ? { role: 'tabpanel', id: panelId(idPrefix), 'aria-labelledby': tabId(idPrefix, region), tabIndex: 0 } : {};

  return (
    <div className={styles.offers}>
      {tabbed && <RegionTabs idPrefix={idPrefix} regions={regions} selected={region} onSelect={setChosen} />}
      <div {...panelProps} className={styles.panel} data-testid="offers-panel" data-region={region ?? ''}>
        {listed.length === 0 ? (
          <p className={styles.empty}>{t('offers.empty')}</p>
        ) : (
          <ul className={styles.grid} data-count={Math.min(listed.length, 4)}>
            {listed.map((offer, index) => (
              <li key={offer.id} className={styles.item}>
                <SubscriptionCard offer={offer} language={language} held={holdsMembership(offer, paid)} eager={index < eagerCards} onSubscribe={onSubscribe} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
