import type { Language } from '../catalogue/vocabulary';
import { safeRedirect, type RedirectPolicy } from './redirectSafety';

/**
 * The page's addresses, built and read one way by every app: the base path the host serves, the query's
 * parameters, the host's pages every app links to, the identity site's addresses. They are contracts between apps
 * released apart (a remote links to the host's routes; the identity site sends the buyer back to what one app
 * built and another reads), so the page has one copy of them, the singleton's. Paths are the router's (inside
 * basePath); `absolute` turns one into a full address for another site (the identity site's return address, the
 * parent portal). Every internal address carries `lang`: the language is chosen only by the query, so a link
 * without it would fall back to English. The addresses one app hands another are in ./handOffs.ts.
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

/** The routes a buyer steps through, by their paths under the base path. */
export type StepRoute = '/' | '/checkout' | '/payment' | '/thanks';

/**
 * What a button that leads to another route carries (`data-next-route="/payment"`), so the host can fetch that
 * route's page the moment the button is pressed or pointed at; a link says it by its address. A host or remote of
 * another release that does not know it only misses the head start.
 */
export const nextRouteAttribute = 'data-next-route';
export const leadsTo = (route: StepRoute): { [nextRouteAttribute]: StepRoute } => ({ [nextRouteAttribute]: route });

/** The query parameters the apps read and write; pages build and read addresses through functions, never by hand. */
export const routeParams = { ids: 'ids', lang: 'lang', urlredirect: 'urlredirect', token: 'token' } as const;

export type Query = Readonly<Record<string, string | null | undefined>>;

/** A path with its query; commas are legal in a query value, so `ids=1,20` stays readable rather than `ids=1%2C20`. */
export function withQuery(path: string, query: Query): string {
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

/** A router path as a full address of the host on this origin (e.g. the identity site's checkoutUrl). */
export const absolute = (origin: string, path: string): string => `${origin}${basePath}${path}`;

/**
 * The page's `urlredirect` (from its query, `search`), only when safeRedirect
 * accepts it for the page's host (else null): every page reads it this way.
 */
export function acceptedUrlRedirect(search: string, config: RedirectPolicy, currentHost: string): string | null {
  return safeRedirect(new URLSearchParams(search).get(routeParams.urlredirect), config, currentHost);
}

/** The identity site's `edicion`: the language, except that Portuguese is the Brazilian edition. */
function editionFor(language: Language): string {
  return language === 'pt' ? 'br' : language;
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
  url.searchParams.set('edicion', editionFor(language));
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
