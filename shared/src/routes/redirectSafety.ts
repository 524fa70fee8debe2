import type { RuntimeConfig } from '../config/runtimeConfig';
import { normaliseHost } from '../portal/portal';

/**
 * Where the apps may send a buyer: redirect targets (`urlredirect`,
 * `checkoutUrl`) only to the portal family's hosts. Everything else
 * (foreign hosts, `javascript:`, protocol-relative, credentials) is refused.
 */

/** Hosts that redirect targets (`urlredirect`, `checkoutUrl`) may point to. */
export function allowedRedirectHosts(
  config: Pick<RuntimeConfig, 'portals' | 'allowedRedirectHosts' | 'checkoutHostPrefixes'>,
  currentHost?: string,
): Set<string> {
  const hosts = new Set<string>();
  const add = (host: string) => hosts.add(normaliseHost(host, config.checkoutHostPrefixes));
  config.portals.forEach((portal) => {
    portal.hosts.forEach(add);
    add(new URL(portal.parentSiteUrl).host);
  });
  config.allowedRedirectHosts.forEach(add);
  if (currentHost) add(currentHost);
  return hosts;
}

/**
 * Accepts a redirect address only when it is an absolute http(s) URL on an
 * allowed host; `javascript:`, protocol-relative and foreign addresses give null.
 */
export function safeRedirectUrl(
  candidate: string | null | undefined,
  allowedHosts: ReadonlySet<string>,
  checkoutPrefixes: readonly string[] = [],
): string | null {
  if (!candidate || candidate.length > 4000) return null;
  const trimmed = candidate.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  return allowedHosts.has(normaliseHost(url.host, checkoutPrefixes)) ? url.toString() : null;
}
