import { parseRuntimeConfig, setRuntimeConfig } from '@suscripciones/shared/config/runtimeConfig';
import type { EarlyRequests } from './earlyRouteLoad';

/** Where index.html's early script leaves the requests it started (boot/earlyRouteLoad.ts). */
export const earlyRequestsKey = '__suscripcionesEarly';

/**
 * The early response for this address, once: a retry after a failure must
 * ask the server again. Undefined when there is none (a remote's own dev
 * page, the parent portal, a second load).
 */
export function takeEarlyResponse(kind: keyof EarlyRequests, url: string): Promise<Response> | undefined {
  const early = (window as unknown as Record<string, EarlyRequests | undefined>)[earlyRequestsKey];
  const request = early?.[kind];
  if (!early || !request || request.url !== url) return undefined;
  delete early[kind];
  return request.response;
}

/**
 * The early answer when it is a usable one; otherwise the same request made
 * again now, so failures and retries behave exactly as without the early
 * script.
 */
export function earlyOrFetch(kind: keyof EarlyRequests, url: string, init?: RequestInit): Promise<Response> | undefined {
  const early = takeEarlyResponse(kind, url);
  if (!early) return undefined;
  const again = () => fetch(url, init);
  return early.then((response) => (response.ok && !response.bodyUsed ? response : again()), again);
}

/**
 * Takes the config request index.html started, when its answer is a valid
 * config. Anything else is left to the usual load, which asks again and
 * reports the failure as before.
 */
export async function adoptEarlyConfig(url: string): Promise<void> {
  const early = takeEarlyResponse('config', url);
  if (!early) return;
  try {
    const response = await early;
    if (response.ok) setRuntimeConfig(parseRuntimeConfig(await response.json()));
  } catch {
    /* the usual load asks again */
  }
}
