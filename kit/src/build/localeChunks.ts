/**
 * Each app's texts are one chunk per language and namespace, named `locale-<language>-<namespace>` by the
 * `webpackChunkName` comment of its loader (`<app>/src/i18n/*Locales.ts`): only the page's language is
 * downloaded, and the host's early script (host/src/boot/earlyRouteLoad.ts) finds the page language's chunks
 * by this prefix to preload them. A test keeps the loaders' comments in step with it.
 */
export const localeChunkPrefix = 'locale-';
