/**
 * What the apps use of react-i18next, and nothing more. The build aliases
 * `react-i18next` to this file and shares it as the singleton, as with
 * react-router-dom (see ../router/reactRouterDom.ts): a shared package is
 * not tree-shaken, and most of react-i18next (HOCs, SSR helpers, the
 * Translation render prop, Trans and its HTML parser) is never used here. Importing a name not listed
 * here fails the build, the type check and the tests alike (tsconfig paths
 * and jest moduleNameMapper map the package here too): add it here.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-package';
