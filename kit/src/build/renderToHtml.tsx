import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createStore, Provider } from 'jotai';
import { basePath, languageAtom, type Language } from '@suscripciones/shared';
import { initI18n, registerTranslations, type TranslationTree, type Translations } from '@suscripciones/shared/i18n/i18n';
import { commonTranslations } from '@suscripciones/shared/i18n/locales/common';

export interface RenderOptions<Tree extends TranslationTree> {
  language: Language;
  /** The app's own namespace and texts, as its module registers them in the browser. */
  namespace: string;
  translations: Translations<Tree>;
  /** The address the view is rendered at, inside the base path (`/`, `/checkout`…). */
  path: string;
}

/**
 * An app's view rendered to HTML at build time (scripts/rspack/prerender.mjs):
 * the language, the texts, a fresh store and a router at the address, as in
 * the browser before anything only the browser knows has arrived. Build-time
 * only, never in a page: it starts the singleton as the page does (its texts
 * in every language, which the page loads one at a time), in the build.
 */
export function renderToHtml<Tree extends TranslationTree>({ language, namespace, translations, path }: RenderOptions<Tree>, view: ReactNode): string {
  initI18n(language, commonTranslations);
  registerTranslations(namespace, translations);
  const store = createStore();
  store.set(languageAtom, language);
  return withoutHoistedPreloads(
    renderToString(
      <Provider store={store}>
        <StaticRouter basename={basePath} location={`${basePath}${path}?lang=${language}`}>
          {view}
        </StaticRouter>
      </Provider>,
    ),
  );
}

/**
 * React's server render puts a preload link for each picture that loads at once before the markup, for a
 * document's head. A fragment has no head: the links would sit where the hydration expects the view's first
 * element (a mismatch), and the pictures come as early without them, right below in the same HTML.
 */
function withoutHoistedPreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
}
