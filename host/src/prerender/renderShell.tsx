import { renderToHtml } from '@suscripciones/shared/build/renderToHtml';
import { i18n, type Language } from '@suscripciones/shared';
import { AppRoutes } from '../app/App';
import { hostTranslations } from '../i18n/hostTranslations';
import { RouteSlotContext, routeSlotElement } from '../remotes/RemoteRoute';
import { routeSlotMarker } from './routeSlot.mjs';

/**
 * The host's shell in one language (layout, header, footer), rendered at
 * build time (scripts/rspack/prerender.mjs) with a marker where a route's
 * page goes: the server puts the shell into index.html's #root, and into the
 * marker the page's own prerendered HTML (the landing's), or nothing. Also
 * the page's message for browsers without scripts, in that language.
 */
export function render(language: Language): { shell: string; noscript: string } {
  const html = renderToHtml(
    { language, namespace: 'host', translations: hostTranslations, path: '/' },
    <RouteSlotContext.Provider value>
      <AppRoutes />
    </RouteSlotContext.Provider>,
  );
  if (!html.includes(routeSlotElement)) throw new Error('The built shell has no route slot');
  const noscript = i18n.getFixedT(language, 'host')('layout.noScript').replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return { shell: html.replace(routeSlotElement, routeSlotMarker), noscript };
}
