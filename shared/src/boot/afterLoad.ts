/** A page shows its route once its main heading is in (every route has one h1 in <main>, the host's layout). */
const routeShown = () => document.querySelector('main h1') !== null;
/** The page is gone (a test's document torn down, an embed's page left): nothing is left to do. */
const pageGone = () => typeof document === 'undefined';
/** An app without that layout (the landing embedded in the portal's page) waits no longer than this. */
const routeWaitMs = 10_000;

/** Calls `next` once the route's page shows, or after routeWaitMs. */
function whenRouteShown(next: () => void): void {
  if (routeShown()) return next();
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    if (!pageGone()) next();
  };
  const observer = new MutationObserver(() => {
    if (pageGone() || routeShown()) done();
  });
  const timer = setTimeout(done, routeWaitMs);
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * Runs `task` once the page has loaded, its route's page shows and the browser is idle: work that must never sit
 * on a first view's path (field data, the English messages of the logs, the landing's sections below the offers).
 * The load event alone is not enough: a remote's page (/payment) often renders after it.
 */
export function whenIdleAfterLoad(task: () => void): void {
  const run = () => {
    if (!pageGone()) task();
  };
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000));
  const afterLoad = () => whenRouteShown(idle);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
