import { registerShared } from '@module-federation/enhanced/runtime';
import * as shared from '@suscripciones/shared';

/**
 * The shared package's entries before it became one, as federation shared them: a remote
 * built before then consumes these names, at the package's version of then. The host provides each of them as the
 * one entry's module (a superset of what each name held), already loaded, so such a remote takes the page's atoms,
 * config and i18next instead of loading private copies, until its squad rebuilds it. Remotes are deployed on their
 * own: the host goes first, and this stays until no remote built before then is deployed.
 */
const legacyEntries = [
  'api/client',
  'api/http',
  'api/useRequest',
  'assets/imageUrls',
  'boot/afterLoad',
  'boot/earlyResponses',
  'boot/mountApp',
  'cart/cartAtoms',
  'cart/cartRules',
  'catalogue/productText',
  'catalogue/vocabulary',
  'config/runtimeConfig',
  'context/appContext',
  'contracts/remotes',
  'i18n/i18n',
  'money/money',
  'orders/paidOrders',
  'portal/portal',
  'pricing/priceRules',
  'routes/appRoutes',
  'routes/redirectSafety',
  'schemas/entities',
  'session/sessionAtoms',
  'session/token',
  'ssr/hydration',
  'standalone/renderStandalone',
  'storage/browserStorage',
  'storage/persistedAtom',
  'tracking/tracking',
  'ui/ui',
] as const;

/** The version those remotes were built against (shared/package.json's then). */
const legacyVersion = '1.0.0';

/** Puts the legacy names into the page's share scope; called before any remote loads. */
export function provideLegacySharedEntries(): void {
  registerShared(
    Object.fromEntries(
      legacyEntries.map((entry) => [
        `@suscripciones/shared/${entry}`,
        { version: legacyVersion, lib: () => shared, loaded: true, shareConfig: { singleton: true, requiredVersion: `^${legacyVersion}` } },
      ]),
    ),
  );
}
