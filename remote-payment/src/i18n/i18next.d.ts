import type en from './locales/en/payment.json';

// The payment namespace, typed from its English texts: `useTranslation('payment')` then only accepts its keys.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    payment: typeof en;
  }
}
