// The tests' helpers (`@suscripciones/kit/testing`, for tests only: never in a bundle). They reach the singleton
// as the tests of every package need it: by its entry, and by its modules for what the entry keeps to itself.
export { testConfig } from './testConfig';
export { prepareAppStore } from './appStore';
export { fakeResponse } from './fakeResponse';
// The in-memory router of the component tests: from react-router itself (the same module the app's facade
// re-exports, so one router context), kept out of the facade the browser downloads, which ships only what pages use.
export { MemoryRouter } from 'react-router';
export { keysOf } from './translationKeys';
// The cases of holding a membership and of the partner price, run by the front end's rules and by dev-api's.
export { holdsMembershipCases, partnerPriceCases, type CasePaidSubscription, type CaseProduct } from './membershipRuleCases';
export { testPolicy } from './policies';
// What the singleton keeps to itself, which the apps' tests start or read as the page does.
export { initI18n } from '../../../shared/src/i18n/i18n';
export { readyToPay } from '../../../shared/src/money/readyToPay';
export { runtimeConfigAtom } from '../../../shared/src/config/runtimeConfig';
export { createBrowserStorage } from '../../../shared/src/storage/browserStorage';
export { stayedAfterMs, watchPageLeaving } from '../../../shared/src/boot/pageLeaving';
export { toCartItem } from '../../../shared/src/cart/cartRules';
