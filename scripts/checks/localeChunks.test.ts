/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localeChunkPrefix } from '@suscripciones/kit/build/localeChunks';

/**
 * Each namespace's texts load as a chunk per language, named `locale-<language>-<namespace>`: the host's
 * early script preloads the page language's by that name (a remote's namespace is its name), so a loader
 * named otherwise would quietly cost a round trip, and one loading another language's file the wrong words.
 */
const root = path.resolve(__dirname, '../..');
const loaders = [
  { file: 'shared/src/i18n/locales/commonLocales.ts', namespace: 'common', folder: '.' },
  { file: 'host/src/i18n/hostLocales.ts', namespace: 'host', folder: './locales' },
  { file: 'remote-landing/src/i18n/landingLocales.ts', namespace: 'landing', folder: './locales' },
  { file: 'remote-checkout/src/i18n/checkoutLocales.ts', namespace: 'checkout', folder: './locales' },
  { file: 'remote-payment/src/i18n/paymentLocales.ts', namespace: 'payment', folder: './locales' },
];

describe('the text chunks', () => {
  it.each(loaders)('$file names each language chunk after its language and namespace, and loads that file', ({ file, namespace, folder }) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const language of ['es', 'en', 'pt']) {
      expect(source).toContain(
        `${language}: () => import(/* webpackChunkName: "${localeChunkPrefix}${language}-${namespace}" */ '${folder}/${language}/${namespace}.json'),`,
      );
    }
  });
});
