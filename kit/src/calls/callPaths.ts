import { productTypes } from '../catalogue/vocabulary';

/**
 * Where the spec's calls go, relative to profileApi (calls 1 to 5) and trackingBase (call 7), and call 6's form:
 * the apps' calls and the go-live check's (scripts/services), which asks the same. The landing's call 1 is also
 * started by the host page's early script: both build its address here, so the app takes that answer over.
 */
export const callPaths = {
  productsOfType: (type: string): string => `/checkout/products/get-products?${new URLSearchParams({ type })}`,
  /** The ids are sent only when there are some. */
  products: (ids: readonly number[]): string => `/checkout/products/${ids.length > 0 ? `?${new URLSearchParams({ ids: ids.join(',') })}` : ''}`,
  buy: '/payment/checkout/buy',
  suggestions: (productIds: readonly number[]): string =>
    `/checkout/products/product-suggestions?${new URLSearchParams({ product_ids: productIds.join(',') })}`,
  paidSubscriptions: (tokenId: string): string => `/subs/get-pays-subs/${encodeURIComponent(tokenId)}`,
  countriesForm: (): URLSearchParams => new URLSearchParams({ action: 'getPais' }),
  track: '/track',
};

/** Call 1 for the landing's offers, relative to profileApi. */
export const subscriptionOffersPath = callPaths.productsOfType(productTypes.subscription);
