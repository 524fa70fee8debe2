import { earlyResponsesKey, fallbackLanguage, languages, productTypes, storageKeys } from '@suscripciones/shared';
import { localeChunkPrefix } from '@suscripciones/kit/build/localeChunks';
import { productsOfTypePath } from '@suscripciones/kit/calls';
import { overrideQueryPrefix, previewQueryParam } from '../remotes/overrideKeys';
import { routeRemotes } from '../remotes/routeRemotes';
import { heldHashKey } from './heldHash';
import type { EarlyRouteLoadOptions } from './earlyRouteLoad';

/** The early script's settings, taken from the modules the host itself runs on (read by the build). */
export function earlyRouteLoadOptions(basePath: string, hostLocaleFiles: Record<string, string[]> = {}): EarlyRouteLoadOptions {
  return {
    basePath,
    configUrl: `${basePath}/config.json`,
    // The empty block the build writes first in the page (host/rspack/earlyRouteLoadScript.mjs), found as the servers find it.
    configSelector: 'script[data-runtime-config]',
    routes: routeRemotes,
    overrideStorageKeys: [storageKeys.remoteOverrides, storageKeys.preview],
    overrideQueryPrefixes: [overrideQueryPrefix, `${previewQueryParam}=`],
    handoffKey: earlyResponsesKey,
    // The landing's offers (call 1) start with the config, not after the remote's scripts.
    routeCalls: { '/': [productsOfTypePath(productTypes.subscription)] },
    // The payment page loads Stripe.js for a signed-in buyer with a cart (remote-payment/src/payment/paymentParts.tsx).
    buyerScripts: { routes: ['/payment'], storedKeys: [storageKeys.cart, storageKeys.user] },
    // The landing is the page served prerendered (scripts/stack/hostPage.mjs).
    hashHeld: { routes: ['/'], key: heldHashKey },
    languages: { known: [...languages], fallback: fallbackLanguage },
    hostLocaleFiles,
    localeChunkPrefix,
    // The landing's style sheet as the server writes it into the page (scripts/stack/hostPage.mjs).
    inlineStyleSelector: 'style[data-suscripciones-fragment]',
  };
}
