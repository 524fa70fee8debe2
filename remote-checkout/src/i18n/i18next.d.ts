import type en from './locales/en/checkout.json';

// The checkout's namespace, typed from its English texts: `useTranslation('checkout')` then only accepts its keys.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    checkout: typeof en;
  }
}
