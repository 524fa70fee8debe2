import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What axe answers (its type comes through @axe-core/playwright). */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The WCAG levels every screen must meet. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** What `watchForMovement` leaves on the page's window. */
type StillWatch = Window & { axeStill?: { settleAndMark(): Promise<void>; movedSinceMark(): boolean } };

/**
 * Gives the page (once per document) what tells a still page from a moving one:
 * - `settleAndMark` waits (at most 2 s) for the finite animations and transitions running now to end, then marks
 *   the page: a toast fading in is read by axe at a blend of its colours, a contrast no buyer sees once it has
 *   settled (4.07:1 mid-fade for a 4.5:1 text);
 * - `movedSinceMark` says whether the colours of its text may have changed since the mark: a transition of a
 *   property that changes what axe compares (opacity, a colour, a filter, visibility) on an element holding text,
 *   or a CSS animation, that started (even one that also ended) or still runs. Other changes do not count: the
 *   landing's sliders turn a page every 3 s by `transform` and recolour their pagination dots, which hold no text.
 */
async function watchForMovement(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watched = window as StillWatch;
    if (watched.axeStill) return;
    const recolours = (property: string, target: EventTarget | null) =>
      /^(all|opacity|visibility|filter|color|background|.*-color)$/.test(property) && !!(target as Element | null)?.textContent?.trim();
    const running = () =>
      document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime));
    let moved = false;
    document.addEventListener('transitionrun', (event) => recolours(event.propertyName, event.target) && (moved = true), { capture: true });
    document.addEventListener('animationstart', () => (moved = true), { capture: true });
    watched.axeStill = {
      async settleAndMark() {
        const settled = Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
        await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
        moved = false;
      },
      movedSinceMark: () =>
        moved ||
        running().some(
          (animation) =>
            !(animation instanceof CSSTransition) || recolours(animation.transitionProperty, (animation.effect as KeyframeEffect | null)?.target ?? null),
        ),
    };
  });
}

/**
 * Runs axe on the page as it is now (all rules, or those of `tags`; all of it, or within `include`), read from a
 * still page: its animations settled first, and the scan done again (three times at most) when something started
 * moving while axe read it. A toast that begins to fade out during a scan is otherwise read at a blend of its
 * colours, a contrast no buyer sees (2.5:1 mid-fade for a 4.5:1 text).
 *
 * A page of one frame is scanned in axe's legacy mode: the same rules over the same document, without the blank
 * page the default mode opens after every scan to put the frames' results together (a scan took twice as long, and
 * the scans were a fifth of the browser tests' time). A page with frames keeps the default mode, the one that also
 * tests cross-origin frames. Only violations are read, so only they are gathered in full (axe's resultTypes): the scans
 * of every screen in one language took 64 s instead of 81 s.
 */
export async function runAxe(page: Page, options: { include?: string; tags?: readonly string[] } = {}): Promise<AxeResults> {
  // Violations only: axe then computes the selectors and summaries of one node per passed rule, not of every node.
  let builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  if (options.tags) builder = builder.withTags([...options.tags]);
  await watchForMovement(page);
  for (let attempt = 1; ; attempt += 1) {
    await page.evaluate(() => (window as StillWatch).axeStill?.settleAndMark());
    const results = await builder.analyze();
    if (attempt === 3 || !(await page.evaluate(() => (window as StillWatch).axeStill?.movedSinceMark()))) return results;
  }
}

/** The violations of every rule within `include` of the page as it is now (a still page), each as `rule: targets`. */
export async function violationsIn(page: Page, include: string): Promise<string[]> {
  const results = await runAxe(page, { include });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Scans the page as it is now (a still page, see runAxe); returns its violations, each named by the screen. */
export async function scan(page: Page, screen: string): Promise<AxeFinding[]> {
  const results = await runAxe(page, { tags: axeTags });
  return results.violations.map((violation) => ({
    screen,
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 4).map((node) => `${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(1, 3).join(' ') ?? ''}`),
  }));
}
