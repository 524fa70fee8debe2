import { renderToHtml } from '@suscripciones/kit/build/renderToHtml';
import { setRuntimeConfig, type Language, type RuntimeConfig } from '@suscripciones/shared';
import { landingTranslations } from '../i18n/landingTranslations';
import { LandingPage, preloadFirstView } from '../landing/LandingPage';
import { pageSnapshotOf, type OffersSnapshot } from '../offers/offersSnapshot';
import { OffersSnapshotProvider } from '../offers/useOffersSnapshot';

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

/**
 * The same first view with call 1's offers in it, as the offers job renders
 * it every few seconds (./offersJob.tsx): the region tabs and cards of the
 * snapshot, its data for the hydration and its JSON-LD. The runtime config
 * is the page's (config.json): the cards' pictures are the addresses it
 * allows, as in the browser.
 */
export async function renderWithOffers(language: Language, snapshot: OffersSnapshot, config: RuntimeConfig): Promise<string> {
  await preloadFirstView();
  setRuntimeConfig(config);
  return renderToHtml(
    { language, namespace: 'landing', translations: landingTranslations, path: '/' },
    <OffersSnapshotProvider value={pageSnapshotOf(snapshot)}>
      <LandingPage />
    </OffersSnapshotProvider>,
  );
}
