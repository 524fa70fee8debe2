import { renderToHtml } from '@suscripciones/kit/build/renderToHtml';
import { i18n, type Language } from '@suscripciones/shared';
import { AppRoutes } from '../app/App';
import { hostTranslations } from '../i18n/hostTranslations';
import { RouteSlotContext, routeSlotElement } from '../remotes/RemoteRoute';
import { routeSlotMarker } from './routeSlot';

/**
 * The host's shell in one language (layout, header, footer), rendered at
 * build time (scripts/rspack/prerender.mjs) with a marker where a route's
 * page goes: the server puts the shell into index.html's #root, and into the
 * marker the page's own prerendered HTML (the landing's), or nothing. Also
 * the page's message for browsers without scripts and its description for
 * search engines (`<meta name="description">`), in that language.
 */
export function render(language: Language): { shell: string; noscript: string; description: string } {
  const html = renderToHtml(
    { language, namespace: 'host', translations: hostTranslations, path: '/' },
    <RouteSlotContext.Provider value>
      <AppRoutes />
    </RouteSlotContext.Provider>,
  );
  if (!html.includes(routeSlotElement)) throw new Error('The built shell has no route slot');
  const t = i18n.getFixedT(language, 'host');
  return {
    shell: html.replace(routeSlotElement, routeSlotMarker),
    noscript: escapeHtml(t('layout.noScript')),
    description: escapeHtml(t('layout.description')),
  };
}

/** A text as HTML, in an element or in a quoted attribute. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}
