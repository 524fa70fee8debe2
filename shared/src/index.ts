/**
 * The shared package's one public entry at run time: federation shares it as one singleton (one module in the
 * page, whichever app provides it), so one jotai store, one set of atoms, one i18next. A shared entry costs
 * every app a row in the federation runtime's sharing and consume tables and a version match at start-up: one
 * entry instead of one per module took about 5 KB gzip and some start-up work off the landing's first view
 *. Inside the package, modules import each other by relative path, never through this file.
 * What each module holds: shared/README.md.
 */
export * from './api/client';
export * from './api/http';
export * from './api/useRequest';
export * from './boot/afterLoad';
export * from './boot/earlyResponses';
export * from './boot/mountApp';
export * from './boot/pageLeaving';
export * from './cart/cartAtoms';
export * from './cart/cartRules';
export * from './catalogue/productText';
export { reportClientError } from './clientErrors/clientErrors';
export type { ClientErrorReport, RemoteFailureReason, ReportingApp } from './clientErrors/clientErrorReport';
export * from './config/runtimeConfig';
export * from './context/appContext';
export * from './contracts/remotes';
export * from './i18n/i18n';
export * from './money/money';
export * from './orders/paidOrders';
export * from './pricing/priceRules';
export * from './routes/handOffs';
export * from './schemas/entities';
export * from './session/sessionAtoms';
export * from './session/token';
export * from './ssr/hydration';
export * from './standalone/renderStandalone';
export * from './storage/browserStorage';
export * from './storage/persistedAtom';
export * from './storage/storageKeys';
export * from './tracking/sampling';
export * from './tracking/tracking';
export * from './ui/ui';
