/**
 * What the apps use of jotai/utils, and nothing more. The build aliases
 * `jotai/utils` to this file and shares it as the singleton, as with
 * react-router-dom (see ../router/reactRouterDom.ts): a shared module is not
 * tree-shaken, and most of jotai's utilities (splitAtom, observables,
 * families, the React helpers) are never used here. Importing a name not
 * listed here fails the build, the type check and the tests alike (tsconfig
 * paths and jest moduleNameMapper map the package here too): add it here.
 */
export { atomWithStorage, RESET, unwrap } from 'jotai/vanilla/utils';
