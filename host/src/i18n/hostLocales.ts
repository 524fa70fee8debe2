import type { TranslationLoaders } from '@suscripciones/shared';
import type en from './locales/en/host.json';

/** The host's texts (namespace `host`), a chunk per language (kit/src/build/localeChunks.ts). */
export const hostLocales: TranslationLoaders<typeof en> = {
  en: () => import(/* webpackChunkName: "locale-en-host" */ './locales/en/host.json'),
  es: () => import(/* webpackChunkName: "locale-es-host" */ './locales/es/host.json'),
  pt: () => import(/* webpackChunkName: "locale-pt-host" */ './locales/pt/host.json'),
};
