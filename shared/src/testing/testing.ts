// Test helpers of the shared package (`@suscripciones/shared/testing`, for tests only: not federated).
export { testConfig } from './testConfig';
export { cartItem } from './cartItems';
export { prepareAppStore, type AppStoreOptions } from './appStore';
export { fakeResponse } from './fakeResponse';
export { keysOf } from './translationKeys';
