import { normaliseHost } from '../context/portal';

/**
 * Where the apps may send a buyer: redirect targets (`urlredirect`,
 * `checkoutUrl`) only to the portal family's hosts. Everything else
 * (foreign hosts, `javascript:`, protocol-relative, credentials) is refused.
 * `safeRedirect` is the one check every page asks (appRoutes'
 * `acceptedUrlRedirect` reads a page's `urlredirect` through it): a policy the
 * apps must apply alike, so the page has one copy of it, the singleton's.
 */

/** What of the runtime config says where a redirect may lead: the portals' hosts and parent sites, and more hosts. */
export interface RedirectPolicy {
  readonly portals: ReadonlyArray<{ readonly hosts: readonly string[]; readonly parentSiteUrl: string }>;
  readonly allowedRedirectHosts: readonly string[];
  readonly checkoutHostPrefixes: readonly string[];
}

/** Hosts that redirect targets may point to: the portals' hosts and parent sites, the configured ones, the page's own. */
function allowedRedirectHosts(config: RedirectPolicy, pageHost: string): Set<string> {
  const hosts = new Set<string>();
  const add = (host: string) => hosts.add(normaliseHost(host, config.checkoutHostPrefixes));
  config.portals.forEach((portal) => {
    portal.hosts.forEach(add);
    add(new URL(portal.parentSiteUrl).host);
  });
  config.allowedRedirectHosts.forEach(add);
  if (pageHost) add(pageHost);
  return hosts;
}

/**
 * Accepts a redirect address only when it is an absolute http(s) URL on an
 * allowed host; `javascript:`, protocol-relative and foreign addresses give null.
 */
function safeRedirectUrl(candidate: string | null | undefined, allowedHosts: ReadonlySet<string>, checkoutPrefixes: readonly string[]): string | null {
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

/**
 * A redirect target as the apps may follow it, or null: an absolute http(s)
 * address on one of the config's portal hosts, their parent sites, the
 * configured extra hosts, or the host of the page asking (`pageHost`,
 * `window.location.host`), without credentials.
 */
export function safeRedirect(candidate: string | null | undefined, config: RedirectPolicy, pageHost: string): string | null {
  return safeRedirectUrl(candidate, allowedRedirectHosts(config, pageHost), config.checkoutHostPrefixes);
}
