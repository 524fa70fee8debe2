import { acceptedUrlRedirect, basePath, type RuntimeConfig } from '@suscripciones/shared';

/** The spec's wait before leaving the thanks page. */
export const thanksRedirectMs = 5000;

/** The main site's profile page: the address before /suscripciones plus /profile. */
export function mainSiteProfileUrl(href: string): string {
  const url = new URL(href);
  const index = url.pathname.indexOf(basePath);
  const prefix = index >= 0 ? url.pathname.slice(0, index) : '';
  return `${url.origin}${prefix}/profile`;
}

/**
 * Where the thanks page goes: `urlredirect` when it is an allowed portal
 * address, otherwise the main site's profile page (the address before
 * /suscripciones plus /profile).
 */
export function thanksRedirectTarget(href: string, config: Pick<RuntimeConfig, 'portals' | 'allowedRedirectHosts' | 'checkoutHostPrefixes'>): string {
  const url = new URL(href);
  return acceptedUrlRedirect(url.search, config, url.host) ?? mainSiteProfileUrl(href);
}

/** The order reference as the buyer reads it: the payment's id without its prefix, upper case ("pi_3Abc9x" → "3ABC9X"). */
export function orderReferenceLabel(reference: string): string {
  return reference.replace(/^pi_/, '').toUpperCase();
}
