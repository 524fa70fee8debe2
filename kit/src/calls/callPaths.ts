import { productTypes } from '../catalogue/vocabulary';

/**
 * Where the spec's calls go, relative to profileApi (calls 1 to 5) and trackingBase (call 7), and call 6's form:
 * the apps' calls and the go-live check's (scripts/services), which asks the same. The landing's call 1 is also
 * started by the host page's early script: both build its address here, so the app takes that answer over.
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

/** Every call's path, for the go-live check and the state's own calls. */
export const callPaths = {
  productsOfType: productsOfTypePath,
  /** The ids are sent only when there are some. */
  products: (ids: readonly number[]): string => `/checkout/products/${ids.length > 0 ? `?${new URLSearchParams({ ids: ids.join(',') })}` : ''}`,
  buy: buyPath,
  suggestions: suggestionsPath,
  paidSubscriptions: (tokenId: string): string => `/subs/get-pays-subs/${encodeURIComponent(tokenId)}`,
  countriesForm,
  track: '/track',
};

/** Call 1 for the landing's offers, relative to profileApi. */
export const subscriptionOffersPath = productsOfTypePath(productTypes.subscription);
