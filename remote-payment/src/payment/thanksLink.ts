import { routeParams, withQuery, type PageLink } from '@suscripciones/shared';

/** Where a paid purchase leads: /thanks, with the language and only the redirect already accepted. */
export const thanksPath = ({ language, urlredirect = null }: PageLink): string =>
  withQuery('/thanks', { [routeParams.urlredirect]: urlredirect, [routeParams.lang]: language });
