/**
 * zod/mini, as every app gets it: the build aliases `zod/mini` to this file and shares it as a singleton, as with
 * react-router-dom (../router/reactRouterDom.ts): the page keeps one copy of the zod the apps parse with (the
 * singleton's state, the landing's offers, the checkout's suggestions, the payment's forms each parse), where each
 * app would otherwise bundle its own (11 KB gzip apiece). A shared module is not tree-shaken: ./zodMiniApi.ts
 * lists the members the apps use. tsconfig paths and jest's moduleNameMapper map the package here too.
 */
export * as z from './zodMiniApi';
