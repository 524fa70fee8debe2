import { renderToHtml } from '@suscripciones/shared/build/renderToHtml';
import type { Language } from '@suscripciones/shared';
import { landingTranslations } from '../i18n/landingTranslations';
import { LandingPage, preloadFirstView } from '../landing/LandingPage';

/**
 * The landing's first view in one language, rendered at build time
 * (scripts/rspack/prerender.mjs): the page as the browser first renders it,
 * offers still to come, nothing that only the browser knows (no config, no
 * user). The server puts it into the host page; the landing hydrates it.
 */
export async function render(language: Language): Promise<string> {
  await preloadFirstView();
  return renderToHtml({ language, namespace: 'landing', translations: landingTranslations, path: '/' }, <LandingPage />);
}
