import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai/vanilla';
import { languageAtom, startAppContext } from '@suscripciones/shared/context/appContext';
import type { MountOptions, Unmount } from '@suscripciones/shared/contracts/remotes';
import { initI18n, registerTranslations } from '@suscripciones/shared/i18n/i18n';
import { landingTranslations } from '../i18n/landingTranslations';
import { EmbeddedSubscriptions } from './EmbeddedSubscriptions';
import { parseMountOptions } from './mountOptions';

/**
 * Renders the subscription list into an element of a page that is not the
 * host (the parent portal), with its own React root and no router. Starts the
 * app context (config, i18n, portal, session) first; the returned function
 * unmounts it.
 */
export async function mount(element: HTMLElement, options: MountOptions): Promise<Unmount> {
  if (!(element instanceof HTMLElement)) throw new TypeError('mount needs an HTMLElement to render into');
  const { configUrl, hostUrl, language } = parseMountOptions(options);
  const store = getDefaultStore();
  await startAppContext(configUrl, store);
  if (language) {
    initI18n(language);
    store.set(languageAtom, language);
  }
  registerTranslations('landing', landingTranslations);

  const root = createRoot(element);
  root.render(
    <StrictMode>
      <EmbeddedSubscriptions hostUrl={hostUrl} />
    </StrictMode>,
  );
  return () => root.unmount();
}
