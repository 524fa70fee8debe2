import { basePath, nextRouteAttribute, routePathOf } from '@suscripciones/shared';
import { mayFetchAhead, nextStepsOf } from './nextSteps';
import { preloadRemoteModule } from './remoteLoader';
import { providePage } from './loadedPages';
import { routeRemoteOf, type PageModuleId } from './routeRemotes';

/**
 * Fetching the next step while the buyer reads (docs/performance.md, "Every step as fast as the first"): once the
 * page is idle, the page of the route it leads to is loaded (its remote's entry, chunks, styles and texts, and what
 * its `preload` fetches), and on intent (a press on a link or button that leads there, a pointer resting on it) the
 * route it leads to. Loaded, not only downloaded: the route then renders at once. A buyer who saves data gets
 * nothing fetched ahead but what they press.
 */

/** A pointer resting this long on a link is intent (a pointer passing over it is not). */
const hoverIntentMs = 80;

/**
 * Loads the page of `route` ahead (the loader asks for each once per page); a failure changes nothing (the route
 * loads as it would have).
 */
export function preloadRoute(route: string): void {
  const moduleId = routeRemoteOf(route) as PageModuleId | undefined;
  if (!moduleId) return;
  preloadRemoteModule(moduleId).then(
    (module) => providePage(moduleId, module.default),
    () => undefined,
  );
}

const connection = (): unknown => (navigator as Navigator & { connection?: unknown }).connection;

/** The route an element leads to: a button's `data-next-route`, or a link's address on this site. */
function routeOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest(`a[href], [${nextRouteAttribute}]`);
  if (!element) return null;
  const named = element.getAttribute(nextRouteAttribute);
  if (named) return named;
  const href = element.getAttribute('href');
  if (href === null) return null;
  try {
    const url = new URL(href, window.location.href);
    return url.origin === window.location.origin && url.pathname.startsWith(basePath) ? routePathOf(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * Listens for intent on the whole document: a press (pointer down) loads the route it leads to at once, always; a
 * mouse resting on a link or a keyboard focus on it does when fetching ahead is allowed. Returns the way to stop.
 */
export function watchIntent(doc: Document = document): () => void {
  let resting: ReturnType<typeof setTimeout> | undefined;
  const pressed = (event: Event) => {
    const route = routeOf(event.target);
    if (route) preloadRoute(route);
  };
  const pointedAt = (event: PointerEvent) => {
    clearTimeout(resting);
    if (event.pointerType !== 'mouse' || !mayFetchAhead(connection())) return;
    const route = routeOf(event.target);
    if (route) resting = setTimeout(() => preloadRoute(route), hoverIntentMs);
  };
  const left = () => clearTimeout(resting);
  const focused = (event: FocusEvent) => {
    if (mayFetchAhead(connection())) pressed(event);
  };
  const options = { capture: true, passive: true } as const;
  doc.addEventListener('pointerdown', pressed, options);
  doc.addEventListener('pointerover', pointedAt, options);
  doc.addEventListener('pointerout', left, options);
  doc.addEventListener('focusin', focused, options);
  return () => {
    clearTimeout(resting);
    doc.removeEventListener('pointerdown', pressed, options);
    doc.removeEventListener('pointerover', pointedAt, options);
    doc.removeEventListener('pointerout', left, options);
    doc.removeEventListener('focusin', focused, options);
  };
}

let stopIntent: (() => void) | null = null;

/**
 * What the page does once a route has shown and the browser is idle (NextStepPreload, in the router): hears intent
 * from then on, and loads the route's next step unless the buyer saves data. Its own chunk: nothing of it is on a
 * first view's path.
 */
export function startNextStep(route: string | null): void {
  stopIntent ??= watchIntent();
  if (!mayFetchAhead(connection())) return;
  for (const next of nextStepsOf(route)) preloadRoute(next);
}
