import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Region } from './regionNames';
import { hiddenEnds, scrollLeftToShow, type HiddenEnds } from './tabScroll';
import styles from './RegionTabs.module.css';

/** Room kept between the selected tab and the row's edge: past the fade (32 px), so the next tab peeks out under it. */
const edgeRoom = 64;

/**
 * On a phone the tabs are one row that scrolls sideways: which ends hide
 * tabs (a fade shows it), and the selected tab kept whole in view, by
 * scrolling the row alone (never the page).
 */
function useTabRow(selected: Region, tabOf: (region: Region) => HTMLButtonElement | undefined) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState<HiddenEnds>({ start: false, end: false });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const next = hiddenEnds({ scrollLeft: row.scrollLeft, viewWidth: row.clientWidth, contentWidth: row.scrollWidth });
    setEnds((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(row);
    return () => observer?.disconnect();
  }, [measure]);

  useEffect(() => {
    const row = rowRef.current;
    const tab = tabOf(selected);
    if (!row || !tab) return;
    const metrics = { scrollLeft: row.scrollLeft, viewWidth: row.clientWidth, contentWidth: row.scrollWidth };
    const left = scrollLeftToShow(metrics, tab.offsetLeft, tab.offsetLeft + tab.offsetWidth, edgeRoom);
    if (left !== row.scrollLeft) row.scrollTo?.({ left, behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, [selected, tabOf]);

  return { rowRef, ends, measure };
}

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
  const tabOf = useCallback((region: Region) => buttons.current.get(region), []);
  const { rowRef, ends, measure } = useTabRow(selected, tabOf);

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
    <div className={styles.row} data-more-start={ends.start} data-more-end={ends.end} data-testid="region-tabs">
      <div ref={rowRef} role="tablist" aria-label={t('offers.regionsLabel')} className={styles.tablist} onScroll={measure}>
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
    </div>
  );
}
