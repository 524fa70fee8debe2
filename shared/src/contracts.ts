/**
 * The singleton's contracts between apps released apart, and the rules two apps must apply alike: pure code, one
 * copy in the page (re-exported by the entry, ./index.ts). The Node tooling (dev-api, the go-live check, the release
 * tool) loads this module by the package's name, under the `suscripciones-tooling` condition (package.json,
 * scripts/lib/tooling.mjs), so the apps' own schemas, which take their value rules from here, load in Node as in
 * the browser. Nothing here holds state, renders or imports a style sheet.
 */

// Money: an amount read and counted one way, the totals, the payable lines and what stops a purchase.
export { offerPrice, toCents } from './money/amount';
export { cartTotal, type CartSummary, type StripeAccountRegion } from './money/totals';
export type { PayLine, ReadyToPay } from './money/readyToPay';
export type { Blocker, PurchaseBlocker } from './money/blockers';
export { holdsMembership, isMembership, partnerPriceReason, type PartnerReason } from './pricing/priceRules';
export type { PriceChange } from './cart/cartRules';

// The catalogue's words that change an amount or a contract, and what a cart line is.
export { languages, productTypes } from './catalogue/vocabulary';
export { productKind } from './catalogue/productText';

// The entities every app shares, and the value rules each app's own schemas read outside values with.
export { languageSchema, type CartItem, type Language, type PaidSubscription, type Product, type User } from './schemas/entities';
export { currencySchema, httpUrl, idSchema, nonEmptyText, nullableId, optionalOrDropped, optionalText, requiredText, text } from './schemas/values';
export { listOf, listOrData, warnDropped, type DroppedEntry } from './schemas/answers';
export { storedList } from './storage/storedList';
export { storageKeys } from './storage/storageKeys';
export { remoteNameSchema, type PreviewKey, type RemoteName } from './config/remotes';

// The page's addresses: the base path, the query, the host's pages, the identity site's, where a buyer may be sent,
// and the addresses one app hands another.
export {
  absolute,
  acceptedUrlRedirect,
  basePath,
  homePath,
  identityLinks,
  identityUrl,
  leadsTo,
  nextRouteAttribute,
  privacyPath,
  routeParams,
  routePathOf,
  termsPath,
  withQuery,
  type IdentityLinks,
  type PageLink,
  type StepRoute,
} from './routes/appRoutes';
export { safeRedirect, type RedirectPolicy } from './routes/redirectSafety';
export { checkoutPath, paymentPath, readCheckoutQuery } from './routes/handOffs';
export { fallbackLanguage, resolveLanguage } from './context/portal';
// The window property the host page's inline script leaves its requests under, which ./boot/earlyResponses.ts takes over.
export { earlyResponsesKey } from './boot/earlyResponses';
export { trustedImageUrl } from './assets/imageUrls';

// The exposed modules' types.
export type { MountedLanding, MountOptions, PageModule, RemoteContracts, RemoteModuleId } from './contracts/remotes';
