import { routeParams } from '@suscripciones/shared';

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
