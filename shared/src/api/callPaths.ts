/**
 * Where the calls the page's state makes go, relative to profileApi (calls 2 and 5) and trackingBase (call 7): the
 * singleton's own calls (./client.ts) and the go-live check's (scripts/services), which asks the same. The apps'
 * own calls (1, 3, 4 and 6) are the kit's (kit/src/calls/callPaths.ts).
 */
export const statePaths = {
  /** Call 2: the products of some ids, sent only when there are some. */
  products: (ids: readonly number[]): string => `/checkout/products/${ids.length > 0 ? `?${new URLSearchParams({ ids: ids.join(',') })}` : ''}`,
  /** Call 5: a buyer's paid subscriptions. */
  paidSubscriptions: (tokenId: string): string => `/subs/get-pays-subs/${encodeURIComponent(tokenId)}`,
  /** Call 7. */
  track: '/track',
};
