import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Region } from '@suscripciones/shared/schemas/entities';
import styles from './RegionTabs.module.css';

export const tabId = (prefix: string, region: Region) => `${prefix}-tab-${region}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

interface RegionTabsProps {
  idPrefix: string;
  regions: readonly Region[];
  selected: Region;
  onSelect: (region: Region) => void;
}

/**
 * The region selector as an ARIA tablist: one tab stop (roving tabindex),
 * arrow keys, Home and End move and select.
 */
export function RegionTabs({ idPrefix, regions, selected, onSelect }: RegionTabsProps) {
  const { t } = useTranslation('landing');
  const buttons = useRef(new Map<Region, HTMLButtonElement>());

  const move = (region: Region | undefined) => {
    if (!region) return;
    onSelect(region);
    buttons.current.get(region)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = regions.indexOf(selected);
    const last = regions.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(regions[target]);
  };

  return (
    <div role="tablist" aria-label={t('offers.regionsLabel')} className={styles.tablist}>
      {regions.map((region) => {
        const active = region === selected;
        return (
          <button
            key={region}
            ref={(element) => {
              if (element) buttons.current.set(region, element);
              else buttons.current.delete(region);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, region)}
            aria-selected={active}
            aria-controls={panelId(idPrefix)}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(region)}
            onKeyDown={onKeyDown}
          >
            {t(`regions.${region}`)}
          </button>
        );
      })}
    </div>
  );
}
