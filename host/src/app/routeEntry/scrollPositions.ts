/**
 * Where the buyer was on each history entry, so Back and Forward can return
 * there. Kept by the entry's router key, read from the browser's own current
 * entry when the page scrolls (not from React's location, which changes only
 * when the next page is rendered). An entry the browser made itself for an
 * in-page hash link has no router state: the browser scrolls there, and it is
 * not recorded.
 */
const positions = new Map<string, number>();

/** The current entry's router key ('default' for the first page), or null for an entry the router did not make. */
export function entryKey(): string | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return null;
  const key: unknown = (state as { key?: unknown }).key;
  return typeof key === 'string' ? key : 'default';
}

export const savedPosition = (key: string | null): number | undefined => (key === null ? undefined : positions.get(key));

/**
 * Records positions as the page scrolls, and takes over restoration from the
 * browser while the app runs: the browser restores at `popstate`, before the
 * federated page is rendered, so a tall page came back clamped to the height
 * of the one it replaced. Leaving the document hands the current entry back
 * to the browser, so a reload or a return from another site is restored as
 * before. Returns the undo.
 */
/** Records where the current entry is now (a scroll to where the page already is fires no scroll event). */
export function recordPosition(): void {
  const key = entryKey();
  if (key !== null) positions.set(key, window.scrollY);
}

export function trackScrollPositions(): () => void {
  recordPosition();
  const manual = () => {
    window.history.scrollRestoration = 'manual';
  };
  const auto = () => {
    window.history.scrollRestoration = 'auto';
  };
  manual();
  window.addEventListener('scroll', recordPosition, { passive: true });
  window.addEventListener('pagehide', auto);
  window.addEventListener('pageshow', manual);
  return () => {
    window.removeEventListener('scroll', recordPosition);
    window.removeEventListener('pagehide', auto);
    window.removeEventListener('pageshow', manual);
    auto();
  };
}

const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** How long the page must keep its height before the restored position is taken as final. */
const settledMs = 500;

/**
 * Scrolls back to `top` and holds it there while the page grows back (a
 * remote's content and its data arrive over a few frames, and the browser's
 * scroll anchoring would follow content added above instead: Back landed
 * 1000 px under the card on a phone), until the page's height has settled, for
 * up to 10 s (a slow line), or until the buyer scrolls or types. Returns the cancel.
 */
export function restorePosition(top: number): () => void {
  const started = performance.now();
  let height = -1;
  let heightSince = started;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of userInput) window.removeEventListener(type, stop);
  };
  const step = () => {
    const now = performance.now();
    const currentHeight = document.documentElement.scrollHeight;
    if (currentHeight !== height) {
      height = currentHeight;
      heightSince = now;
    }
    if (Math.abs(window.scrollY - top) >= 1) window.scrollTo({ top, left: 0, behavior: 'instant' });
    const settled = now - heightSince > settledMs && Math.abs(window.scrollY - top) < 1;
    if (settled || now - started > 10_000) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of userInput) window.addEventListener(type, stop, { passive: true });
  step();
  return stop;
}
