import type { TranslationLoaders } from '@suscripciones/shared';
import type en from './locales/en/payment.json';

/** The payment remote's texts (namespace `payment`), a chunk per language (kit/src/build/localeChunks.ts). */
export const paymentLocales: TranslationLoaders<typeof en> = {
  en: () => import(/* webpackChunkName: "locale-en-payment" */ './locales/en/payment.json'),
  es: () => import(/* webpackChunkName: "locale-es-payment" */ './locales/es/payment.json'),
  pt: () => import(/* webpackChunkName: "locale-pt-payment" */ './locales/pt/payment.json'),
};
