import { earlyRequestsKey } from './earlyRequests';
import { overrideQueryPrefix, overrideStorageKey } from '../remotes/remoteOverrides';
import { routeRemotes } from '../remotes/routeRemotes';
import type { EarlyRouteLoadOptions } from './earlyRouteLoad';

/** The early script's settings, taken from the modules the host itself runs on (read by the build). */
export function earlyRouteLoadOptions(basePath: string): EarlyRouteLoadOptions {
  return {
    basePath,
    configUrl: `${basePath}/config.json`,
    configElementId: 'suscripciones-config',
    routes: routeRemotes,
    overrideStorageKey,
    overrideQueryPrefix,
    handoffKey: earlyRequestsKey,
  };
}
