/**
 * The parent portal's loader: a small classic script (built on its own, see
 * rspack.config.mjs) that a portal page includes to show the subscription
 * list. It is a Module Federation *consumer*: it creates a federation runtime
 * instance, loads `landing/mount` from the landing's mf-manifest.json and
 * mounts it into the target element. No inline script is needed:
 *
 *   <div id="subscriptions"><a href="…/suscripciones/">Subscriptions</a></div>
 *   <script src="{landing}/landing-embed.js" defer
 *     data-target="subscriptions"
 *     data-config-url="{config.json address}"
 *     data-host-url="{host}/suscripciones"
 *     data-lang="es"></script>
 *
 * `data-manifest` overrides the manifest (default: mf-manifest.json beside
 * this script). The target keeps its fallback content if anything fails, and
 * gets `data-landing-state` = loading | mounted | failed.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { MountOptions, RemoteContracts } from '@suscripciones/shared';

type LandingMount = RemoteContracts['landing/mount'];

const languages: ReadonlyArray<NonNullable<MountOptions['language']>> = ['es', 'en', 'pt'];
const isLanguage = (value: string | undefined): value is NonNullable<MountOptions['language']> => languages.some((language) => language === value);

export interface LoaderSettings {
  target: HTMLElement;
  manifestUrl: string;
  options: MountOptions;
}

/** Reads the loader's settings from its own <script> tag's data attributes. */
export function readLoaderSettings(script: HTMLScriptElement, doc: Document = document): LoaderSettings {
  const { target: targetId, configUrl, hostUrl, lang, manifest } = script.dataset;
  const target = targetId ? doc.getElementById(targetId) : null;
  if (!target) throw new Error(`landing-embed: no element with id "${targetId ?? ''}" (data-target)`);
  if (!configUrl || !hostUrl) throw new Error('landing-embed: data-config-url and data-host-url are required');
  const options: MountOptions = { configUrl, hostUrl, ...(isLanguage(lang) ? { language: lang } : {}) };
  return { target, manifestUrl: manifest ?? new URL('mf-manifest.json', script.src).href, options };
}

/** Loads `landing/mount` through a federation runtime instance of the portal's own and mounts it. */
export async function loadLanding({ target, manifestUrl, options }: LoaderSettings): Promise<() => void> {
  target.dataset.landingState = 'loading';
  try {
    // Production remotes use the page's federation runtime core instead of their own: provide it.
    const federation = createInstance({
      name: 'parent_portal',
      remotes: [{ name: 'landing', entry: manifestUrl }],
      shared: {},
      plugins: [injectExternalRuntimeCore()],
    });
    const module = await federation.loadRemote<LandingMount>('landing/mount');
    if (!module) throw new Error('landing/mount is empty');
    const unmount = await module.mount(target, options);
    target.dataset.landingState = 'mounted';
    return unmount;
  } catch (error) {
    target.dataset.landingState = 'failed';
    throw error;
  }
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  try {
    loadLanding(readLoaderSettings(script)).catch((error: unknown) => console.error('landing-embed: the subscriptions could not be shown', error));
  } catch (error) {
    console.error(error);
  }
}
