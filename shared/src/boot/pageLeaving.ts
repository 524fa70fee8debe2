/**
 * The buyer leaving the page. Once `beforeunload` has fired, a browser cancels the page's requests and script loads
 * as it goes, and Firefox rejects them while the page still runs (before `pagehide`): such a failure is the leaving,
 * not the service's nor the network's, and is neither shown, logged nor reported. It is held back instead: a page
 * still there `stayedAfterMs` later (a `mailto:` link, a download, a navigation given up) was not left, and gets the
 * failure then, as it would have without the wait.
 */
export const stayedAfterMs = 3000;

/** Whether a failure at `now` comes while the page is being left: `beforeunload` at `leavingSince`, the page not shown again since. */
export function isLeaving(leavingSince: number | undefined, now: number): boolean {
  return leavingSince !== undefined && now - leavingSince < stayedAfterMs;
}

let leavingSince: number | undefined;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leavingSince = Date.now();
  });
  // Back from the back-forward cache: the page was left, and is shown again.
  window.addEventListener('pageshow', () => {
    leavingSince = undefined;
  });
}

/** Resolves at once on a page not being left; otherwise once it has stayed (never, if it is gone by then). */
export function unlessLeaving(): Promise<void> {
  if (leavingSince === undefined || !isLeaving(leavingSince, Date.now())) return Promise.resolve();
  const wait = leavingSince + stayedAfterMs - Date.now();
  return new Promise((resolve) => setTimeout(resolve, wait));
}

/** The promise, with a rejection that comes while the page is being left held back until the page has stayed. */
export function heldWhileLeaving<T>(promise: Promise<T>): Promise<T> {
  return promise.catch(async (error: unknown) => {
    await unlessLeaving();
    throw error;
  });
}
