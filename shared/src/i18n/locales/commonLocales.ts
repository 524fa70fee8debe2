import type { TranslationLoaders } from '../translations';
import type en from './en/common.json';

/** The shared UI's texts (namespace `common`), a chunk per language (see kit/src/build/localeChunks.ts). */
export const commonLocales: TranslationLoaders<typeof en> = {
  en: () => import(/* webpackChunkName: "locale-en-common" */ './en/common.json'),
  es: () => import(/* webpackChunkName: "locale-es-common" */ './es/common.json'),
  pt: () => import(/* webpackChunkName: "locale-pt-common" */ './pt/common.json'),
};
