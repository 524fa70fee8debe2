/**
 * How a QA override of a remote's address is asked for in the page's address (its storage key is
 * storageKeys.remoteOverrides), named apart from the rules (remoteOverrides.ts): the build reads it for the early
 * script (boot/earlyRouteLoadOptions.ts) in Node, without the app's modules.
 * `?remote.<name>=<manifest url>`
 */
export const overrideQueryPrefix = 'remote.';

/** A preview link's signed token in the page's address (remotes/preview.ts): `?preview=<token>`. */
export const previewQueryParam = 'preview';
