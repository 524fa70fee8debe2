/**
 * The names of the singleton (`@suscripciones/shared`) that fewer than two apps import, why each must still be one
 * per page, and which apps import it. Everything else the singleton exports is imported by two apps or more; an
 * app's own code lives in that app, and pure code that may differ between two builds in the kit
 * (scripts/checks/singleton.test.ts holds the package to it, and each entry's `by` to the apps' imports).
 *
 * - state: an atom, or what reads or changes one: two copies would be two carts, two sessions.
 * - service: a service with state of its own (a queue, a cache, listeners, a draw made once).
 * - contract: what two apps released apart must read alike, or a rule the singleton applies and an app applies
 *   again (an amount, an address, a value of the contracts' schemas): its change is a coordinated release (the
 *   host first), a major version of the shared package.
 */
export type App = 'host' | 'landing' | 'checkout' | 'payment';

export interface Listed {
  kind: 'state' | 'service' | 'contract';
  /** The apps whose own code imports it (none: the singleton's own start-up is its only user). */
  by: readonly App[];
  why: string;
}

export const singletonList: Readonly<Record<string, Listed>> = {
  addToCartAtom: { kind: 'state', by: ['checkout'], why: "the cart's add, used by the checkout's suggestion" },
  removePaidLinesAtom: { kind: 'state', by: ['payment'], why: 'what a success takes out of the cart' },
  answerSessionSwitchAtom: { kind: 'state', by: ['host'], why: "the buyer's answer to a link that swaps buyers" },
  sessionSwitchAtom: { kind: 'state', by: ['host'], why: 'a link that would swap buyers, waiting for an answer' },
  retryPaidSubscriptionsAtom: { kind: 'state', by: ['payment'], why: 'asks call 5 again for the session' },
  recordPaidOrderAtom: { kind: 'state', by: ['payment'], why: 'the paid orders of this browser, kept per buyer' },
  portalAtom: { kind: 'state', by: ['host'], why: "the page's portal" },
  requestedLanguageAtom: { kind: 'state', by: ['landing'], why: "?lang as the visitor's address had it" },
  loadRuntimeConfig: { kind: 'state', by: ['landing'], why: 'loads the config once per page (the embed and the offers job call it)' },
  setRuntimeConfig: { kind: 'state', by: ['landing'], why: 'sets the one config (the offers job, which has no page)' },
  earlyOrFetch: { kind: 'service', by: ['host'], why: "takes over the requests the page's early script started, once" },
  i18n: { kind: 'service', by: ['host'], why: "the page's one i18next instance" },
  scopedI18n: { kind: 'service', by: ['landing'], why: 'an i18next of its own language on the same texts (two embedded lists)' },
  sessionStore: { kind: 'service', by: ['payment'], why: "the storage adapter's session storage" },
  isSampled: { kind: 'service', by: ['host'], why: 'whether this page load reports, drawn once' },
  getProductsByIds: { kind: 'contract', by: ['checkout'], why: "call 2, which the cart's own load makes: the checkout refreshes the same lines with it" },
  parseRuntimeConfig: { kind: 'contract', by: ['landing'], why: "the runtime config's schema, which the page's start-up reads" },
  remoteNameSchema: { kind: 'contract', by: ['host'], why: 'the names of the remotes in the config' },
  defaultOffersSnapshotMaxAgeSeconds: { kind: 'contract', by: ['landing'], why: "the config's default age of the offers' snapshot" },
  paidOrderSchema: { kind: 'contract', by: ['payment'], why: 'a paid order as stored: the singleton keeps them, the payment records one' },
  partnerPriceReason: { kind: 'contract', by: ['checkout'], why: "the partner price rule the cart's prices follow: the checkout shows why" },
  cartTotal: { kind: 'contract', by: ['checkout'], why: "the cart's total, the sum of its current prices in cents, as the summary counts it" },
  toCents: { kind: 'contract', by: ['checkout'], why: "an amount in cents, as every total counts it: the checkout's savings count alike" },
  readCheckoutQuery: { kind: 'contract', by: ['checkout'], why: "the checkout's address, as the landing, the embed and the host hand it" },
  httpUrl: { kind: 'contract', by: ['landing'], why: "an address from outside, as the config's are read: the landing's sliders" },
  nonEmptyText: { kind: 'contract', by: ['payment'], why: 'a text that must be there, as a paid order reads it: the payment attempts alike' },
  requiredText: { kind: 'contract', by: ['payment'], why: "a bounded text that must be there, as the user's name is read: call 3's answer alike" },
  nullableId: { kind: 'contract', by: ['landing'], why: "an id that may be missing, as a product's medio is read: an offer's alike" },
  listOrData: { kind: 'contract', by: ['landing'], why: "a list answer, bare or as data, as call 2's is read: call 1's alike" },
  storedList: { kind: 'contract', by: ['payment'], why: 'a stored JSON list, as the cart and the paid orders are read: the pay attempts alike' },
  routePathOf: { kind: 'contract', by: ['host'], why: 'the route of an address under the base path, as client errors report it' },
  withQuery: { kind: 'contract', by: ['payment'], why: "a page's query, written as the hand-offs write it: the thanks address" },
  safeRedirect: { kind: 'contract', by: ['checkout'], why: 'where a buyer may be sent, as every page reads urlredirect' },
  resolveLanguage: { kind: 'contract', by: ['landing'], why: "the page's language from ?lang, as the start-up resolves it" },
  fallbackLanguage: { kind: 'contract', by: ['host'], why: "the page's language without a ?lang, as the start-up falls back: the early script alike" },
  earlyResponsesKey: { kind: 'contract', by: ['host'], why: "where the host page's inline script leaves its requests, which the singleton takes over" },
  nextRouteAttribute: {
    kind: 'contract',
    by: ['host'],
    why: "the attribute a remote's button names its next route by (leadsTo, the remotes'), which the host reads to fetch that page",
  },
  trustedImageUrl: { kind: 'contract', by: ['landing'], why: "which pictures the page shows, as ProductImage does: the landing's offers alike" },
};
