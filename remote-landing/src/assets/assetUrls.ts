import { getRuntimeConfig, type RuntimeConfig } from '@suscripciones/shared/config/runtimeConfig';

type AssetConfig = Pick<RuntimeConfig, 'assetsBase' | 'profileApi'>;

/** An address under the config's assetsBase (dev-api locally, a CDN in production). */
export function assetUrl(path: string, config: AssetConfig = getRuntimeConfig()): string {
  return `${config.assetsBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The origins images may come from: the assets host and the profile service that names product pictures. */
function imageOrigins(config: AssetConfig = getRuntimeConfig()): Set<string> {
  return new Set([new URL(config.assetsBase).origin, new URL(config.profileApi).origin]);
}

/**
 * An image address from outside data (an API answer, sliders.json), resolved
 * against assetsBase; null unless it is http(s) on one of the image origins,
 * so the page never pulls pictures from a foreign host.
 */
export function trustedImageUrl(candidate: string | null | undefined, config: AssetConfig = getRuntimeConfig()): string | null {
  if (!candidate?.trim()) return null;
  let url: URL;
  try {
    url = new URL(candidate.trim(), `${config.assetsBase.replace(/\/+$/, '')}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return imageOrigins(config).has(url.origin) ? url.toString() : null;
}
