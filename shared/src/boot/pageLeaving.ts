/**
 * The buyer leaving the page. Once `beforeunload` has fired, a browser cancels the page's requests and script loads
 * as it goes, and Firefox and WebKit reject them while the page still runs (before `pagehide`): such a failure is the
 * leaving, not the service's nor the network's, and is neither shown, logged nor reported. It is held back instead:
 * a page still there `stayedAfterMs` later (a `mailto:` link, a download, a navigation given up) was not left, and
 * gets the failure then, as it would have without the wait.
 */
export const stayedAfterMs = 3000;

/** When `beforeunload` last fired; cleared when the page is shown again (back from the back-forward cache). */
let leavingSince = -Infinity;

const onBeforeUnload = () => (leavingSince = Date.now());
const onPageShow = () => (leavingSince = -Infinity);
/** How many apps of the page watch (mountApp starts it for each): the listeners go with the last one. */
let watchers = 0;

/**
 * Watches for the page being left while an app of ours is in it; returns the stop. The page's own apps never stop;
 * an app mounted into another site's page stops when it unmounts, and leaves no listener behind.
 */
export function watchPageLeaving(): () => void {
  if (watchers++ === 0) {
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pageshow', onPageShow);
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--watchers > 0) return;
    window.removeEventListener('beforeunload', onBeforeUnload);
    window.removeEventListener('pageshow', onPageShow);
    leavingSince = -Infinity;
  };
}

/** Resolves at once on a page not being left; otherwise once it has stayed (never, if it is gone by then). */
export function unlessLeaving(): Promise<void> {
  const wait = leavingSince + stayedAfterMs - Date.now();
  return new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : resolve()));
}

/** The promise, with a rejection that comes while the page is being left held back until the page has stayed. */
export function heldWhileLeaving<T>(promise: Promise<T>): Promise<T> {
  return promise.catch(async (error: unknown) => {
    await unlessLeaving();
    throw error;
  });
}
