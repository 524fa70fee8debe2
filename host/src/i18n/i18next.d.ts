import type en from './locales/en/host.json';

// The host's namespace, typed from its English texts: `useTranslation('host')` then only accepts its keys.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    host: typeof en;
  }
}
