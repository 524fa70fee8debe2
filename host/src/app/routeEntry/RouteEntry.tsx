import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { entryKey, recordPosition, restorePosition, savedPosition, trackScrollPositions } from './scrollPositions';

/** How long a route's heading or hash target may take to render (a remote's first load on a slow line). */
const renderWaitMs = 15_000;

/** Calls `found` with what `find` returns once it is in the page (now or as the page renders). Returns the cancel. */
function whenRendered<T>(find: () => T | null, found: (value: T) => void): () => void {
  const now = find();
  if (now !== null) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const value = find();
    if (value === null) return;
    stop();
    found(value);
  });
  const timer = window.setTimeout(() => stop(), renderWaitMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

const scrollToTarget = (target: HTMLElement) => target.scrollIntoView({ block: 'start', behavior: 'instant' });

/** The route's main heading (every page has one h1 inside the layout's <main>). */
const routeHeading = (): HTMLHeadingElement | null => document.querySelector<HTMLHeadingElement>('#main h1');

/**
 * Moves focus to the route's heading once it is rendered, unless the buyer has
 * focused something else meanwhile. A heading is not a control: tabindex -1
 * lets it take focus without entering the Tab order, and the global CSS keeps
 * a mouse user's focus ring off it.
 */
function focusHeading(): () => void {
  const startedOn = document.activeElement;
  return whenRendered(routeHeading, (heading) => {
    const active = document.activeElement;
    if (active && active !== document.body && active !== startedOn && active.id !== 'main') return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  });
}

/**
 * Where a route opens. BrowserRouter leaves the window where it
 * was: subscribing from a card low on the landing opened /checkout with its
 * footer on screen, /payment opened with its heading under the sticky header.
 * And it has no ScrollRestoration (that needs a data router). So, once for
 * every route:
 * - another path opens at its top, or at its hash target once that renders,
 *   with focus on its heading so a screen reader announces the new page;
 * - Back and Forward return to the position recorded for that entry;
 * - the first page of the document is the browser's, except a hash target
 *   that renders late (a lazily loaded page), which is scrolled to then.
 * A change of the query or the hash alone (the language, the landing's
 * sections, which scroll after 500 ms by the spec) stays the page's own.
 */
export function RouteEntry() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  // What the last route change left running (a restore, a wait for a heading): a page's own later change of
  // its query (checkout tidying its ids, the language) must not cancel it, the next route change does.
  const running = useRef<Array<() => void>>([]);

  useEffect(() => trackScrollPositions(), []);
  useEffect(() => () => running.current.forEach((cancel) => cancel()), []);

  useLayoutEffect(() => {
    const first = shown.current === null;
    const newPath = !first && shown.current !== pathname;
    shown.current = pathname;
    const position = !first && navigationType === NavigationType.Pop ? savedPosition(entryKey()) : undefined;
    if (!first && !newPath && position === undefined) return;
    running.current.forEach((cancel) => cancel());
    const started: Array<() => void> = [];
    if (first) {
      if (hash && !hashTarget(hash)) started.push(whenRendered(() => hashTarget(hash), scrollToTarget));
    } else if (position !== undefined) {
      started.push(restorePosition(position));
    } else if (navigationType !== NavigationType.Pop) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      recordPosition();
      if (hash) started.push(whenRendered(() => hashTarget(hash), scrollToTarget));
    }
    if (newPath) started.push(focusHeading());
    running.current = started;
  }, [pathname, hash, navigationType]);

  return null;
}
