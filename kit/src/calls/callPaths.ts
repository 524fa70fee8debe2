/**
 * Where the apps' own calls go, relative to profileApi: call 1 (the landing's, also started by the host page's
 * early script, which builds its address here so the landing takes that answer over), call 3 and call 6's form
 * (the payment's), call 4 (the checkout's), and the go-live check's (scripts/services), which asks the same. The
 * calls the page's state makes (2, 5 and 7) are the singleton's (shared/src/api/callPaths.ts).
 */
/** Call 1: the products of a type. Each path is its own export, so an app bundles only the ones it calls. */
export const productsOfTypePath = (type: string): string => `/checkout/products/get-products?${new URLSearchParams({ type })}`;
/** Call 4: the memberships suggested for some products. */
export const suggestionsPath = (productIds: readonly number[]): string =>
  `/checkout/products/product-suggestions?${new URLSearchParams({ product_ids: productIds.join(',') })}`;
/** Call 6's form. */
export const countriesForm = (): URLSearchParams => new URLSearchParams({ action: 'getPais' });
/** Call 3. */
export const buyPath = '/payment/checkout/buy';
