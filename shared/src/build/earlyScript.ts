/**
 * What the host's inline early script (host/src/boot/earlyRouteLoad.ts) is built with, for the build's Node
 * process: the same values the apps run on, reached without the package's run-time entry (which brings the UI
 * and its style sheets, which Node cannot load).
 */
export { subscriptionOffersPath } from '@suscripciones/kit/calls';
export { earlyResponsesKey } from '../boot/earlyResponses';
export { languages } from '@suscripciones/kit/catalogue';
export { fallbackLanguage } from '@suscripciones/kit/portal';
export { localeChunkPrefix } from './localeChunks';
export { storageKeys } from '../storage/storageKeys';
