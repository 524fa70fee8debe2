import { mountApp, registerTranslations, type MountOptions, type Unmount } from '@suscripciones/shared';
import { landingLocales } from '../i18n/landingLocales';
import { EmbeddedSubscriptions } from './EmbeddedSubscriptions';
import { parseMountOptions } from './mountOptions';

/**
 * Renders the subscription list into an element of a page that is not the
 * host (the parent portal), with its own React root and no router, through
 * the apps' one start-up (mountApp); the returned function unmounts it.
 * Embedded: the portal's address (its own `?token`), session and `<html>`
 * are left as they are; language and brand go on `element`.
 */
export async function mount(element: HTMLElement, options: MountOptions): Promise<Unmount> {
  if (!(element instanceof HTMLElement)) throw new TypeError('mount needs an HTMLElement to render into');
  const { configUrl, hostUrl, language } = parseMountOptions(options);
  registerTranslations('landing', landingLocales);
  return mountApp({
    container: element,
    configUrl,
    language,
    embedded: true,
    // Its failed calls are reported; the portal's page and its errors are the portal's own (no listeners).
    reporting: { app: 'landing', version: process.env.APP_VERSION ?? 'dev' },
    app: () => <EmbeddedSubscriptions hostUrl={hostUrl} />,
  });
}
