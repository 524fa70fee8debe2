// The pages that may embed the shop: the origins of the parent portals.

/** An origin as the browser sends it (`https://www.agrinews.example`), from an address or an origin; throws on anything else. */
function originOf(value, what = 'a portal origin') {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} is not an address: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${what} is not http(s): ${JSON.stringify(value)}`);
  return url.origin;
}

/** PORTAL_ORIGINS: a comma list of origins (`https://www.agrinews.example,https://news.example:8443`); empty entries ignored. */
export function parsePortalOrigins(text = '') {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = originOf(entry, 'PORTAL_ORIGINS');
      if (origin !== entry.replace(/\/$/, '')) throw new Error(`PORTAL_ORIGINS takes origins only (scheme, host and port), not ${JSON.stringify(entry)}`);
      return origin;
    });
}

/**
 * The origins whose pages may embed the shop (frame it, read its config.json): each portal's parent site in the
 * runtime config, and those PORTAL_ORIGINS adds at start. One list for framing and CORS.
 */
export function portalOrigins(config, env = process.env) {
  const origins = [...config.portals.map((portal) => originOf(portal.parentSiteUrl)), ...parsePortalOrigins(env.PORTAL_ORIGINS)];
  return origins.filter((origin, index) => origins.indexOf(origin) === index);
}

/** A page a developer runs on this machine: http://localhost on any port (a portal team trying theirs against the local stack). */
export const isLocalhostOrigin = (origin) => /^http:\/\/localhost(:\d{1,5})?$/.test(origin);
