/** Where the early script leaves the hash it took off a prerendered page's URL (see earlyRouteLoad). */
export const heldHashKey = '__suscripcionesHeldHash';

/**
 * Puts the held hash back on the URL, without scrolling (replaceState never
 * does), before the router first reads the address. Taken once.
 */
export function restoreHeldHash(): void {
  const holder = window as unknown as Record<string, unknown>;
  const hash = holder[heldHashKey];
  delete holder[heldHashKey];
  if (typeof hash !== 'string' || !hash.startsWith('#') || window.location.hash) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
}
