/**
 * Every key the apps keep in the browser's storage, in one place: what each holds, in which storage, and who
 * writes it. The spec names the first three; the others are ours. A key read by an older or newer build of
 * another app must keep its name and shape, so a change here is a change of every app's contract.
 * No imports: the build reads it in Node for the host's early script.
 */
export const storageKeys = {
  /** local: the cart (the spec's key): its lines, restored on start, removed when it is emptied. */
  cart: 'agrishop',
  /** local: the signed-in user decoded from the token (the spec's key). */
  user: 'decodedToken',
  /** local: the landing's guided tour was finished or closed (the spec's key). */
  tourCompleted: 'tourCompletedSubscriptions',
  /** session: which buyer this tab signed in as, so a reload keeps its session and a new tab does not. */
  sessionTab: 'suscripcionesSessionTab',
  /** local: the orders each buyer paid in this browser, so no Back, reload or old link refills the cart with them. */
  paidOrders: 'suscripcionesPaidOrders',
  /** local: the payment attempts (one per cart: its intent, its idempotency key), shared by every tab. */
  payAttempts: 'suscripcionesPayAttempts',
  /** session: the reference of the payment this tab has just made, which /thanks shows and finishes. */
  lastOrder: 'suscripcionesLastOrder',
  /** session: the session identifier sent with a payment (call 3's session_id), one per tab. */
  paymentSession: 'suscripcionesPaymentSessionId',
  /** session: the notice that storage is blocked (the cart lives only in this tab) was shown once. */
  storageNoticeSeen: 'suscripcionesStorageNoticeSeen',
  /** local: QA overrides of the remotes' addresses (only hosts the config allows). */
  remoteOverrides: 'suscripcionesRemoteOverrides',
  /** local: a preview link's signed token (a candidate version of one remote), until it expires. */
  preview: 'suscripcionesPreview',
} as const;
