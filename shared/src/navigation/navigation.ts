import type { Language } from '@suscripciones/shared/schemas';
import type { RuntimeConfig } from '@suscripciones/shared/config';
import { normaliseHost } from '@suscripciones/shared/portal';

export const basePath = '/suscripciones';

/**
 * Internal links keep `?lang`, since the language is chosen only by the query:
 * without it a reload on another route would fall back to English.
 */
export function withLanguage(path: string, language: Language): string {
  const url = new URL(path, 'http://internal.invalid');
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a language change leads: detail routes go back home, every other route stays. */
export function pathAfterLanguageChange(pathname: string): string {
  return /detail/i.test(pathname) ? '/' : pathname;
}

/** Hosts that redirect targets (`urlredirect`, `checkoutUrl`) may point to. */
export function allowedRedirectHosts(config: Pick<RuntimeConfig, 'portals' | 'allowedRedirectHosts' | 'checkoutHostPrefixes'>, currentHost?: string): Set<string> {
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
export function safeRedirectUrl(candidate: string | null | undefined, allowedHosts: ReadonlySet<string>, checkoutPrefixes: readonly string[] = []): string | null {
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

/** The main site's profile page: the address before /suscripciones plus /profile. */
export function mainSiteProfileUrl(href: string): string {
  const url = new URL(href);
  const index = url.pathname.indexOf(basePath);
  const prefix = index >= 0 ? url.pathname.slice(0, index) : '';
  return `${url.origin}${prefix}/profile`;
}

export interface IdentityQuery {
  /** The current portal. */
  medio: string;
  language: Language;
  /** Where the identity site sends the buyer back to, with `?token=`. */
  checkoutUrl: string;
}

/** The external login or sign-up address with `medio`, `edicion` (pt is br) and `checkoutUrl`. */
export function identityUrl(base: string, { medio, language, checkoutUrl }: IdentityQuery): string {
  const url = new URL(base);
  url.searchParams.set('medio', medio);
  url.searchParams.set('edicion', language === 'pt' ? 'br' : language);
  url.searchParams.set('checkoutUrl', checkoutUrl);
  return url.toString();
}

/** The parent site's profile page of a portal. */
export function parentProfileUrl(parentSiteUrl: string): string {
  return new URL('profile', parentSiteUrl.endsWith('/') ? parentSiteUrl : `${parentSiteUrl}/`).toString();
}
