import type en from './locales/en/landing.json';

// The landing's namespace, typed from its English texts: `useTranslation('landing')` then only accepts its keys.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    landing: typeof en;
  }
}
