import type { TranslationLoaders } from '@suscripciones/shared';
import type en from './locales/en/checkout.json';

/** The checkout remote's texts (namespace `checkout`), a chunk per language (kit/src/build/localeChunks.ts). */
export const checkoutLocales: TranslationLoaders<typeof en> = {
  en: () => import(/* webpackChunkName: "locale-en-checkout" */ './locales/en/checkout.json'),
  es: () => import(/* webpackChunkName: "locale-es-checkout" */ './locales/es/checkout.json'),
  pt: () => import(/* webpackChunkName: "locale-pt-checkout" */ './locales/pt/checkout.json'),
};
