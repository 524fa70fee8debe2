/**
 * The names of the singleton (`@suscripciones/shared`) that fewer than two apps import, and why each must still be
 * one per page. Everything else the singleton exports is imported by two apps or more; an app's own code lives in
 * that app, and pure code in the kit (scripts/checks/singleton.test.ts holds the package to it).
 *
 * - state: an atom, or what reads or changes one: two copies would be two carts, two sessions.
 * - service: a service with state of its own (a queue, a cache, listeners, a draw made once).
 * - contract: what two apps released apart must read alike; its change is a coordinated release (the host
 *   first), a major version of the shared package.
 */
export const singletonList: Readonly<Record<string, { kind: 'state' | 'service' | 'contract'; why: string }>> = {
  addToCartAtom: { kind: 'state', why: "the cart's add, used by the checkout's suggestion" },
  removePaidLinesAtom: { kind: 'state', why: 'what a success takes out of the cart' },
  answerSessionSwitchAtom: { kind: 'state', why: "the buyer's answer to a link that swaps buyers" },
  sessionSwitchAtom: { kind: 'state', why: 'a link that would swap buyers, waiting for an answer' },
  retryPaidSubscriptionsAtom: { kind: 'state', why: 'asks call 5 again for the session' },
  recordPaidOrderAtom: { kind: 'state', why: 'the paid orders of this browser, kept per buyer' },
  portalAtom: { kind: 'state', why: "the page's portal" },
  requestedLanguageAtom: { kind: 'state', why: "?lang as the visitor's address had it" },
  runtimeConfigAtom: { kind: 'state', why: 'the runtime config, loaded once per page' },
  loadRuntimeConfig: { kind: 'state', why: 'loads the config once per page (the embed and the offers job call it)' },
  setRuntimeConfig: { kind: 'state', why: 'sets the one config (the offers job, which has no page)' },
  earlyOrFetch: { kind: 'service', why: "takes over the requests the page's early script started, once" },
  i18n: { kind: 'service', why: "the page's one i18next instance" },
  initI18n: { kind: 'service', why: "starts the page's i18next (the apps' tests start it as the page does)" },
  scopedI18n: { kind: 'service', why: 'an i18next of its own language on the same texts (two embedded lists)' },
  createBrowserStorage: { kind: 'service', why: 'the storage adapter (blocked or full storage: memory and a notice)' },
  sessionStore: { kind: 'service', why: "the storage adapter's session storage" },
  isSampled: { kind: 'service', why: 'whether this page load reports, drawn once' },
  stayedAfterMs: { kind: 'service', why: "the leaving hold's wait, which the apps' tests wait out" },
  watchPageLeaving: { kind: 'service', why: 'the leaving hold, started by each app on the page' },
  getProductsByIds: { kind: 'contract', why: "call 2, which the cart's own load makes: the checkout refreshes the same lines with it" },
  parseRuntimeConfig: { kind: 'contract', why: "the runtime config's schema, which every app reads" },
  remoteNameSchema: { kind: 'contract', why: 'the names of the remotes in the config' },
  defaultOffersSnapshotMaxAgeSeconds: { kind: 'contract', why: "the config's default age of the offers' snapshot" },
  paidOrderSchema: { kind: 'contract', why: 'a paid order as stored, read by checkout and payment' },
  partnerPriceReason: { kind: 'contract', why: 'the partner price rule: the checkout shows why, the payment charges it' },
  readyToPay: { kind: 'contract', why: "ready to pay, the fact both checkout's Proceed and payment's Pay read" },
  cartTotal: { kind: 'contract', why: "the cart's total, the sum of its current prices" },
  toCartItem: { kind: 'contract', why: 'how a product becomes a cart line, as the cart stores it' },
  readCheckoutQuery: { kind: 'contract', why: "the checkout's address, as the landing, the embed and the host hand it" },
};
