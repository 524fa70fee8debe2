import { createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import {
  languageAtom,
  languageSchema,
  loadLanguage,
  loadRuntimeConfig,
  mountApp,
  registerTranslations,
  reportClientError,
  scopedI18n,
  type Language,
  type MountedLanding,
  type MountOptions,
} from '@suscripciones/shared';
import { landingLocales } from '../i18n/landingLocales';
import { EmbeddedSubscriptions } from './EmbeddedSubscriptions';
import { adoptStyleSheets } from './embedStyles';
import { embedFrame } from './embedFrame';
import { parseMountOptions } from './mountOptions';

/** A mount that failed: what it was doing, at which address, and why (the browser's or the server's words). */
class LandingMountError extends Error {
  override name = 'LandingMountError';
}

/** Runs one step of the start, naming its address in the error if it fails. */
async function step<T>(what: string, work: () => Promise<T>, hint = ''): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new LandingMountError(`${what} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}${hint}`, { cause: error });
  }
}

/**
 * Renders the subscription list into an element of a page that is not the host (a parent portal), with its own
 * React root, jotai store and language, and no router, through the apps' one start-up (mountApp). The list lives
 * in the element's shadow root, with its style sheets: the portal's styles do not reach it, and none of ours
 * reaches the portal's page. The portal's address (its own `?token`), session, `<html>` and the element's
 * attributes are left as they are; the element's own content shows until the list is there, and again after
 * unmount or a failure. Addresses may be relative to the portal's page.
 *
 * A failure is said in the console with its address and cause, reported as a client error once the shop's config
 * is known (a config that cannot be read leaves nobody to report to), and rejected.
 */
export async function mount(element: HTMLElement, options: MountOptions): Promise<MountedLanding> {
  try {
    return await mountInto(element, options);
  } catch (error) {
    console.error(`[suscripciones] the subscriptions could not be shown: ${error instanceof Error ? error.message : String(error)}`);
    reportClientError({ kind: 'remote_failed', remote: 'landing', reason: 'mount', error });
    throw error;
  }
}

async function mountInto(element: HTMLElement, options: MountOptions): Promise<MountedLanding> {
  if (!(element instanceof HTMLElement)) throw new TypeError('mount needs an HTMLElement to render into');
  const { configUrl, hostUrl, language } = parseMountOptions(options, element.ownerDocument.baseURI);
  registerTranslations('landing', landingLocales);
  const frame = embedFrame(element);
  const store = createStore();
  let texts = null as ReturnType<typeof scopedI18n> | null;
  try {
    await step("the list's style sheets", () => adoptStyleSheets(frame.root));
    // Read before the start-up, to name its address when it fails; mountApp then takes it as loaded.
    await step(
      `reading the shop's config ${configUrl}`,
      () => loadRuntimeConfig(configUrl),
      ` (a page on another origin than the shop reads it only if its origin is one of the shop's portal origins)`,
    );
    const unmountApp = await step('starting the list', () =>
      mountApp({
        container: frame.container,
        configUrl,
        language,
        embedded: true,
        store,
        // Its failed calls are reported; the portal's page and its errors are the portal's own (no listeners).
        reporting: { app: 'landing', version: process.env.APP_VERSION ?? 'dev' },
        app: () => {
          texts = scopedI18n(store.get(languageAtom));
          return (
            <I18nextProvider i18n={texts}>
              <EmbeddedSubscriptions hostUrl={hostUrl} />
            </I18nextProvider>
          );
        },
      }),
    );
    frame.show();
    let mounted = true;
    const unmount = () => {
      if (!mounted) return;
      mounted = false;
      unmountApp();
      frame.restore();
    };
    const setLanguage = async (next: Language) => {
      const chosen = languageSchema.parse(next);
      await loadLanguage(chosen);
      if (!mounted || !texts) return;
      await texts.changeLanguage(chosen);
      store.set(languageAtom, chosen);
      frame.container.lang = chosen;
    };
    return Object.assign(unmount, { setLanguage });
  } catch (error) {
    frame.restore();
    throw error;
  }
}
