import type { TranslationLoaders } from '@suscripciones/shared';
import type en from './locales/en/landing.json';

/** The landing's texts (namespace `landing`), a chunk per language (kit/src/build/localeChunks.ts). */
export const landingLocales: TranslationLoaders<typeof en> = {
  en: () => import(/* webpackChunkName: "locale-en-landing" */ './locales/en/landing.json'),
  es: () => import(/* webpackChunkName: "locale-es-landing" */ './locales/es/landing.json'),
  pt: () => import(/* webpackChunkName: "locale-pt-landing" */ './locales/pt/landing.json'),
};
