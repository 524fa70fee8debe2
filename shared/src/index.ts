/**
 * The shared package's one public entry at run time: federation shares it as one singleton, so the page runs one
 * copy of it, the host's (whichever app loads first provides it; the host does). It holds only what must be one per
 * page: the state (atoms and their store), the stateful services, and the contracts between apps released apart.
 * A name here changes only with a host release, so nothing else belongs here: an app's own code lives in that app,
 * and pure code several apps use is the build-time kit (`@suscripciones/kit/*`), which each app bundles.
 *
 * `scripts/checks/singleton.test.ts` holds every run-time name here to that: imported by two apps or more, or on
 * its list of state and contracts with the reason and the apps that import it (`scripts/checks/singletonList.ts`).
 * Inside the package, modules import each other by relative path, never through this file. What each module holds:
 * shared/README.md. The contracts are ./contracts.ts, which is also what the Node tooling loads by this package's
 * name (the `suscripciones-tooling` condition of package.json: no state, no style sheets).
 */

// The visual system's tokens, on the page's root (or the embedded list's own element).
import './ui/tokens.css';

// State: the cart, the session, the paid orders, the page's language and portal, the config.
export {
  addToCartAtom,
  cartAtom,
  cartItemsAtom,
  cartSummaryAtom,
  heldMembershipsAtom,
  loadIntoCartAtom,
  purchaseItemsAtom,
  readyToPayAtom,
  removeFromCartAtom,
  removePaidLinesAtom,
} from './cart/cartAtoms';
export {
  answerSessionSwitchAtom,
  paidSubscriptionsAtom,
  paidSubscriptionsStateAtom,
  retryPaidSubscriptionsAtom,
  sessionSwitchAtom,
  userAtom,
} from './session/sessionAtoms';
export { paidOrderSchema, paidOrdersAtom, recordPaidOrderAtom, type PaidOrder } from './orders/paidOrders';
export { languageAtom, portalAtom, requestedLanguageAtom, useLanguage, usePortal } from './context/appContext';
export {
  defaultOffersSnapshotMaxAgeSeconds,
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
  type Canary,
  type Portal,
  type RuntimeConfig,
} from './config/runtimeConfig';

// Services with a state of their own: one per page.
export { mountApp } from './boot/mountApp';
export { earlyOrFetch } from './boot/earlyResponses';
export { heldWhileLeaving } from './boot/pageLeaving';
export { useHydrated } from './ssr/hydration';
export { whenIdleAfterLoad } from './boot/afterLoad';
export { i18n, loadLanguage, registerTranslations, scopedI18n, type TranslationLoaders, type Translations } from './i18n/i18n';
export { localStore, sessionStore, type KeyValueStorage } from './storage/browserStorage';
export { reportClientError } from './clientErrors/clientErrors';
export type { ClientErrorReport, RemoteFailureReason, ReportingApp } from './clientErrors/clientErrorReport';
export { isSampled } from './tracking/sampling';
export { track, type TrackingExtras } from './tracking/tracking';
export { requestJson } from './api/http';
export { useRequest } from './api/useRequest';
export { getProductsByIds, isApiFailure, type ApiFailure } from './api/client';
export { Notifications, notifyError, notifySuccess } from './ui/notifications';
export { StorageNotice } from './ui/StorageNotice';
export { ProductImage } from './ui/ProductImage';

// Contracts between apps, and the rules two apps must apply alike: pure code, which the Node tooling loads alone.
export * from './contracts';
