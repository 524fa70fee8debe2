/**
 * Where QA overrides of the remotes' addresses are read from (remoteOverrides.ts), named apart from their rules:
 * the build reads them for the early script (boot/earlyRouteLoadOptions.ts) in Node, without the app's modules.
 */
export const overrideStorageKey = 'suscripcionesRemoteOverrides';
/** `?remote.<name>=<manifest url>` */
export const overrideQueryPrefix = 'remote.';
