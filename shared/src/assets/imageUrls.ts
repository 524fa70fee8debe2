/**
 * The one rule for which picture addresses the apps show. Product and offer
 * pictures come from outside data (API answers, a stored cart, sliders.json):
 * an address on any other host would let that host see every visitor (a
 * tracking pixel) or show what it likes, so only the configured origins are
 * shown; anything else gets the placeholder (ProductImage).
 */
export interface ImageOrigins {
  readonly assetsBase: string;
  readonly profileApi: string;
}

/** The origins images may come from: the assets host and the profile service that names product pictures. */
function imageOrigins(config: ImageOrigins): Set<string> {
  return new Set([new URL(config.assetsBase).origin, new URL(config.profileApi).origin]);
}

/**
 * An image address from outside data, resolved against assetsBase; null
 * unless it is http(s) on one of the image origins, so the page never pulls
 * pictures from a foreign host.
 */
export function trustedImageUrl(candidate: string | null | undefined, config: ImageOrigins): string | null {
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
