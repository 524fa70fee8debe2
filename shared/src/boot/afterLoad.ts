/**
 * Hydrations of prerendered HTML under way (mountApp). A prerendered page has its heading in the HTML before any
 * script runs, long before the page works: work after the first view waits for the hydration as well.
 */
let hydrationsUnderWay = 0;
/** What waits for the route's page to show, asked again when a hydration ends (which may change no node). */
const waiting = new Set<() => void>();

/** Marks a hydration under way; the function it returns marks it done (once). */
export function hydrationUnderWay(): () => void {
  hydrationsUnderWay += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    hydrationsUnderWay -= 1;
    for (const check of [...waiting]) check();
  };
}

/**
 * A page shows its route once its main heading is in (every route has one h1 in <main>, the host's layout) and no
 * hydration is under way.
 */
const routeShown = () => hydrationsUnderWay === 0 && document.querySelector('main h1') !== null;
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
    waiting.delete(check);
    if (!pageGone()) next();
  };
  const check = () => {
    if (pageGone() || routeShown()) done();
  };
  const observer = new MutationObserver(check);
  const timer = setTimeout(done, routeWaitMs);
  waiting.add(check);
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * Runs `task` once the page has loaded, its route's page shows (hydrated, when it came as HTML) and the browser is
 * idle: work that must never sit on a first view's path (field data, the English messages of the logs, the landing's
 * sections below the offers).
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
