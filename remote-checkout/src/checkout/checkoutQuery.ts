import { basePath, withLanguage } from '@suscripciones/shared/navigation';
import type { Language } from '@suscripciones/shared/schemas';

/** The query parameters of /checkout. */
export const checkoutParams = { ids: 'ids', urlredirect: 'urlredirect', lang: 'lang' } as const;

/** Commas are legal in a query value; keep `ids=1,20` readable instead of `ids=1%2C20`. */
const readableSearch = (params: URLSearchParams): string => {
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
};

export interface ReconcileOptions {
  /** The cart's ids once the query's products are loaded; null while loading (the query's ids are then kept). */
  cartIds: readonly number[] | null;
  /** The accepted form of a redirect address, or null when it must be dropped. */
  safeRedirect: (value: string) => string | null;
}

/**
 * The query the checkout should show: `ids` following the cart, an unsafe
 * `urlredirect` dropped, everything else (lang) kept. Returns null when the
 * current query is already right, so callers navigate only on a change.
 */
export function reconcileCheckoutSearch(search: string, { cartIds, safeRedirect }: ReconcileOptions): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  if (cartIds !== null) {
    const ids = cartIds.join(',');
    if (ids === '' && params.has(checkoutParams.ids)) {
      params.delete(checkoutParams.ids);
      changed = true;
    } else if (ids !== '' && params.get(checkoutParams.ids) !== ids) {
      params.set(checkoutParams.ids, ids);
      changed = true;
    }
  }
  const redirect = params.get(checkoutParams.urlredirect);
  if (redirect !== null && safeRedirect(redirect) === null) {
    params.delete(checkoutParams.urlredirect);
    changed = true;
  }
  return changed ? readableSearch(params) : null;
}

export interface CheckoutAddressInput {
  /** The page's origin, e.g. https://checkout.porcinews.example */
  origin: string;
  cartIds: readonly number[];
  language: Language;
  /** An already accepted redirect address, or null. */
  urlredirect: string | null;
}

/** This page's own absolute address with the cart's ids: where the identity site hands the buyer back. */
export function checkoutAddress({ origin, cartIds, language, urlredirect }: CheckoutAddressInput): string {
  const params = new URLSearchParams();
  if (cartIds.length > 0) params.set(checkoutParams.ids, cartIds.join(','));
  params.set(checkoutParams.lang, language);
  if (urlredirect) params.set(checkoutParams.urlredirect, urlredirect);
  return `${origin}${basePath}/checkout${readableSearch(params)}`;
}

/** Where proceeding leads: /payment, with the accepted urlredirect and the language. */
export function paymentPath(language: Language, urlredirect: string | null): string {
  const query = urlredirect ? `?${new URLSearchParams({ [checkoutParams.urlredirect]: urlredirect })}` : '';
  return withLanguage(`/payment${query}`, language);
}
