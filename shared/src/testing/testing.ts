// Test helpers of the shared package (`@suscripciones/shared/testing`, for tests only: not federated).
export { testConfig } from './testConfig';
export { prepareAppStore } from './appStore';
export { fakeResponse } from './fakeResponse';
// The in-memory router of the component tests: from react-router itself (the same module the app's facade
// re-exports, so one router context), kept out of the facade the browser downloads, which ships only what pages use.
export { MemoryRouter } from 'react-router';
export { keysOf } from './translationKeys';
// The cases of holding a membership and of the partner price, run by the front end's rules and by dev-api's.
export { holdsMembershipCases, partnerPriceCases, type CasePaidSubscription, type CaseProduct } from './membershipRuleCases';
