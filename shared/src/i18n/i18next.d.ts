import type en from './locales/en/common.json';

/**
 * i18next's types for this product. Each app adds its own namespace to
 * ResourceNamespaceMap (i18next's per-package registry: several declarations
 * merge, where CustomTypeOptions.resources may only be declared once) in its
 * src/i18n/i18next.d.ts, typed from its English JSON: English is the
 * reference language, and the parity test keeps es and pt to its keys. A key
 * no namespace has then fails the type check.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
  }
  interface ResourceNamespaceMap {
    common: typeof en;
  }
}
