import { parseIdsParam } from '../cart/cartRules';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { safeRedirect } from './redirectSafety';
import type { Language } from '../schemas/entities';

/**
 * Every address the apps link to, built and read in one place. Paths are the
 * router's (inside basePath); `absolute` turns one into a full address for
 * another site (the identity site's return address, the parent portal).
 * Every internal address carries `lang`: the language is chosen only by the
 * query, so a link without it would fall back to English.
 */
/** Every app lives under this path on the portals' hosts. */
export const basePath = '/suscripciones';

/**
 * A path under the base path as the routes name it ('/suscripciones/checkout/' → '/checkout', '/suscripciones' →
 * '/'); null for a path outside it (the parent portal's page, where the landing is embedded).
 */
export function routePathOf(pathname: string): string | null {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
  return pathname.slice(basePath.length).replace(/\/+$/, '') || '/';
}

/**
 * The query parameters the apps read and write. Pages build and read addresses through the functions below.
 * Exported for the checkout built before those functions read it (shared/src/compat/earlierRemotes.ts)
 */
export const routeParams = { ids: 'ids', lang: 'lang', urlredirect: 'urlredirect', token: 'token' } as const;

type Query = Readonly<Record<string, string | null | undefined>>;

/** Commas are legal in a query value; keep `ids=1,20` readable rather than `ids=1%2C20`. */
function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `${path}?${search}` : path;
}

export interface PageLink {
  language: Language;
  /** An already accepted redirect address (see redirectSafety's safeRedirect), or null. */
  urlredirect?: string | null;
}

export const homePath = (language: Language, hash = ''): string => `${withQuery('/', { lang: language })}${hash}`;
export const termsPath = (language: Language): string => withQuery('/terms', { lang: language });
export const privacyPath = (language: Language): string => withQuery('/privacy', { lang: language });

/** /checkout with the cart's ids, the language and the accepted urlredirect. */
export function checkoutPath({ ids, language, urlredirect = null }: PageLink & { ids: readonly number[] }): string {
  return withQuery('/checkout', { [routeParams.ids]: ids.join(','), [routeParams.lang]: language, [routeParams.urlredirect]: urlredirect });
}

export const paymentPath = ({ language, urlredirect = null }: PageLink): string =>
  withQuery('/payment', { [routeParams.urlredirect]: urlredirect, [routeParams.lang]: language });

export const thanksPath = ({ language, urlredirect = null }: PageLink): string =>
  withQuery('/thanks', { [routeParams.urlredirect]: urlredirect, [routeParams.lang]: language });

/** A router path as a full address of the host on this origin (e.g. the identity site's checkoutUrl). */
export const absolute = (origin: string, path: string): string => `${origin}${basePath}${path}`;

/**
 * The page's `urlredirect` (from its query, `search`), only when safeRedirect
 * accepts it for the page's host (else null): every page reads it this way.
 */
export function acceptedUrlRedirect(
  search: string,
  config: Pick<RuntimeConfig, 'portals' | 'allowedRedirectHosts' | 'checkoutHostPrefixes'>,
  currentHost: string,
): string | null {
  return safeRedirect(new URLSearchParams(search).get(routeParams.urlredirect), config, currentHost);
}

/** What a /checkout address asks for: the ids to put in the cart (junk dropped, capped) and the raw urlredirect. */
export function readCheckoutQuery(search: string): { ids: number[]; urlredirect: string | null } {
  const params = new URLSearchParams(search);
  return { ids: parseIdsParam(params.get(routeParams.ids)), urlredirect: params.get(routeParams.urlredirect) };
}

/**
 * The /checkout query that shows the cart: `ids` following the cart, an
 * unsafe `urlredirect` dropped, the rest kept. Null when the current query is
 * already right, so a caller navigates only on a change.
 */
export function checkoutSearchFor(search: string, cartIds: readonly number[] | null, checkRedirect: (value: string) => string | null): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  if (cartIds !== null) {
    const ids = cartIds.join(',');
    if (ids === '' && params.has(routeParams.ids)) {
      params.delete(routeParams.ids);
      changed = true;
    } else if (ids !== '' && params.get(routeParams.ids) !== ids) {
      params.set(routeParams.ids, ids);
      changed = true;
    }
  }
  const redirect = params.get(routeParams.urlredirect);
  if (redirect !== null && checkRedirect(redirect) === null) {
    params.delete(routeParams.urlredirect);
    changed = true;
  }
  if (!changed) return null;
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** Where a language change leads: detail routes go back home, every other route stays. */
export function pathAfterLanguageChange(pathname: string): string {
  return /detail/i.test(pathname) ? '/' : pathname;
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

export interface IdentityLinks {
  loginUrl: string;
  signupUrl: string;
}

/** The identity site's login and sign-up addresses for one return address (both bring the buyer back there). */
export function identityLinks(identity: { loginUrl: string; signupUrl: string }, query: IdentityQuery): IdentityLinks {
  return { loginUrl: identityUrl(identity.loginUrl, query), signupUrl: identityUrl(identity.signupUrl, query) };
}

/** The parent site's profile page of a portal. */
export function parentProfileUrl(parentSiteUrl: string): string {
  return new URL('profile', parentSiteUrl.endsWith('/') ? parentSiteUrl : `${parentSiteUrl}/`).toString();
}
