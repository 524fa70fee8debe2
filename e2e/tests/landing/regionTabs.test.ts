import type { Page } from '@playwright/test';
import { skipTour } from '../../support/probes';
import { langs } from '../../support/texts';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

/**
 * The region tabs on a phone: one row that scrolls
 * sideways inside the page (the page itself never does), a fade at each end
 * that hides tabs, the selected tab always whole in view, and the ARIA tabs
 * pattern with its arrow, Home and End keys, in es, en and pt at 320 and 375 px.
 */

interface RowState {
  selected: string | null;
  selectedInView: boolean;
  fadeStart: boolean;
  fadeEnd: boolean;
  rowScrolls: boolean;
  pageOverflow: number;
  tabStops: number;
}

function rowState(page: Page): Promise<RowState> {
  return page.evaluate(() => {
    const row = document.querySelector('[data-testid="region-tabs"]') as HTMLElement;
    const list = row.querySelector('[role="tablist"]') as HTMLElement;
    const selected = list.querySelector('[aria-selected="true"]') as HTMLElement | null;
    const view = list.getBoundingClientRect();
    const tab = selected?.getBoundingClientRect();
    // Whole and clear of the fades (32 px each).
    const selectedInView =
      !!tab &&
      tab.left >= view.left + 31 - (list.scrollLeft === 0 ? 31 : 0) &&
      tab.right <= view.right - 31 + (list.scrollLeft + list.clientWidth >= list.scrollWidth - 1 ? 31 : 0);
    return {
      selected: selected?.textContent ?? null,
      selectedInView,
      fadeStart: getComputedStyle(row, '::before').opacity === '1',
      fadeEnd: getComputedStyle(row, '::after').opacity === '1',
      rowScrolls: list.scrollWidth > list.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      tabStops: list.querySelectorAll('[role="tab"][tabindex="0"]').length,
    };
  });
}

test.describe('region tabs on a phone', () => {
  for (const [lang, width] of langs.flatMap((lang) => [320, 375].map((width) => [lang, width] as const))) {
    test(`in ${lang} at ${width} px: one scrolling row with fades; the selected tab stays in view; keys keep working`, async ({ openPage }) => {
      const { page, context } = await openPage('phone');
      await skipTour(context);
      await page.setViewportSize({ width, height: 740 });
      // No transitions: the fades are read as they end up, not halfway.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(route('/', { lang }));
      await page.getByTestId('region-tabs').waitFor();
      // The keys do something once the landing is hydrated; each state below is the row's once its scroll has ended.
      await landingReady(page);

      await expect.poll(() => rowState(page)).toEqual(expect.objectContaining({ selectedInView: true, rowScrolls: true, pageOverflow: 0, tabStops: 1 }));
      // Some end hides tabs, and its fade says so.
      await expect
        .poll(async () => {
          const { fadeStart, fadeEnd } = await rowState(page);
          return fadeStart || fadeEnd;
        })
        .toBe(true);

      await page.getByRole('tab', { selected: true }).focus();
      await page.keyboard.press('End');
      await expect.poll(() => rowState(page)).toEqual(expect.objectContaining({ selectedInView: true, fadeStart: true, fadeEnd: false, tabStops: 1 }));
      const atEnd = await rowState(page);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');

      await page.keyboard.press('Home');
      await expect.poll(() => rowState(page)).toEqual(expect.objectContaining({ selectedInView: true, fadeStart: false, fadeEnd: true }));
      const atStart = await rowState(page);

      // Arrow keys move the selection along the row (and round from the first to the last).
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => rowState(page)).toEqual(expect.objectContaining({ selected: atEnd.selected, selectedInView: true }));
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => rowState(page)).toEqual(expect.objectContaining({ selected: atStart.selected, selectedInView: true }));
    });
  }

  test('on a wide screen all tabs show, with no fade', async ({ openPage }) => {
    const { page, context } = await openPage('desktop');
    await skipTour(context);
    await page.goto(route('/', { lang: 'pt' }));
    await page.getByTestId('region-tabs').waitFor();
    await expect.poll(() => rowState(page)).toEqual(expect.objectContaining({ rowScrolls: false, fadeStart: false, fadeEnd: false, pageOverflow: 0 }));
  });
});
