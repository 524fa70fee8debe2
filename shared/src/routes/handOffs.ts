import { routeParams, withQuery, type PageLink } from './appRoutes';
import { parseIdsParam } from '../cart/cartRules';

/**
 * The addresses one app hands another: the cart's ids into the checkout (from the landing, the portal's embed and
 * the host) and the checkout's hand-off to the payment. They are contracts between apps released apart, so the
 * page builds and reads them with one copy, this one; changing one is a coordinated release (docs/decisions).
 */

/** /checkout with the cart's ids, the language and the accepted urlredirect. */
export function checkoutPath({ ids, language, urlredirect = null }: PageLink & { ids: readonly number[] }): string {
  return withQuery('/checkout', { [routeParams.ids]: ids.join(','), [routeParams.lang]: language, [routeParams.urlredirect]: urlredirect });
}

/** What a /checkout address asks for: the ids to put in the cart (junk dropped, capped) and the raw urlredirect. */
export function readCheckoutQuery(search: string): { ids: number[]; urlredirect: string | null } {
  const params = new URLSearchParams(search);
  return { ids: parseIdsParam(params.get(routeParams.ids)), urlredirect: params.get(routeParams.urlredirect) };
}

/** /payment, from the checkout, with the language and the accepted urlredirect. */
export const paymentPath = ({ language, urlredirect = null }: PageLink): string =>
  withQuery('/payment', { [routeParams.urlredirect]: urlredirect, [routeParams.lang]: language });
