/**
 * `landing-embed.js`: the one script any page includes to show the subscription list, whatever it is built with
 * (or none). It is built on its own (rspack.config.mjs), brings no framework and no federation runtime: it reads
 * the landing's `mf-manifest.json` (beside this script), loads the entry that brings its own runtime (the
 * manifest's `remoteEntry`) through the Module Federation container interface, and calls `landing/mount`.
 *
 * An element, mounted while it is in the page, unmounted when it leaves it, following its `lang`:
 *
 *   <script src="{landing}/landing-embed.js" defer></script>
 *   <suscripciones-offers config-url="/suscripciones/config.json" host-url="/suscripciones" lang="es">
 *     <a href="/suscripciones/">Subscriptions</a>   (shown until the list is there, and whenever it cannot be)
 *   </suscripciones-offers>
 *
 * or, as before the element, the script tag names an element of the page:
 *
 *   <div id="subscriptions"><a href="/suscripciones/">Subscriptions</a></div>
 *   <script src="{landing}/landing-embed.js" defer data-target="subscriptions"
 *     data-config-url="/suscripciones/config.json" data-host-url="/suscripciones" data-lang="es"></script>
 *
 * Addresses may be relative to the page. `manifest` (`data-manifest`) names another manifest. The element (the
 * target) gets the event `suscripciones:mounted` or `suscripciones:failed` (`detail.error`); a failure is said in
 * the console with its address and cause, and the page keeps its own content. The element unmounts when it is
 * removed; the target when the page calls the mounted event's `detail.unmount`. docs/operations/embedding/ says
 * how to embed it.
 */
import { remoteEntryOf, type RemoteEntry } from '@suscripciones/kit/federation';
import type { MountedLanding, MountOptions, RemoteContracts } from '@suscripciones/shared';

type LandingMount = RemoteContracts['landing/mount']['mount'];
type Language = NonNullable<MountOptions['language']>;

/** The custom element's name. */
export const elementName = 'suscripciones-offers';

const languages: readonly Language[] = ['es', 'en', 'pt'];
const languageOf = (value: string | null | undefined): Language | undefined => languages.find((language) => language === value);

/** The Module Federation container interface every federated build's entry defines. */
interface Container {
  init(shareScope: Record<string, unknown>): unknown;
  get(module: string): Promise<() => unknown>;
}

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null && typeof (value as Container).init === 'function' && typeof (value as Container).get === 'function';

/** Loading the landing's code failed before any of it ran: its manifest, or its entry and module. */
export class LandingLoadError extends Error {
  override name = 'LandingLoadError';
  constructor(
    message: string,
    readonly reason: 'manifest' | 'entry',
    options: { cause: unknown },
  ) {
    super(message, options);
  }
}

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Runs the entry's script (a classic script defining a global container) and takes its container. */
function containerOf({ entry, entryGlobalName, type }: RemoteEntry, doc: Document): Promise<Container> {
  const scope = window as unknown as Record<string, unknown>;
  const present = scope[entryGlobalName];
  if (isContainer(present)) return Promise.resolve(present);
  if (type !== 'global' && type !== 'var') return Promise.reject(new Error(`its entry is of type "${type}", not a global script`));
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = entry;
    script.async = true;
    script.addEventListener('load', () => {
      script.remove();
      const container = scope[entryGlobalName];
      if (isContainer(container)) resolve(container);
      else reject(new Error(`it defined no container "${entryGlobalName}"`));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error("the script did not load (down, or refused by the page's script-src)"));
    });
    doc.head.append(script);
  });
}

async function loadMountOnce(manifestUrl: string, doc: Document): Promise<LandingMount> {
  let entry: RemoteEntry;
  try {
    const response = await fetch(manifestUrl, { credentials: 'omit' });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    entry = remoteEntryOf(await response.json(), manifestUrl, 'standard');
  } catch (error) {
    throw new LandingLoadError(`the landing's manifest ${manifestUrl} could not be read: ${describe(error)}`, 'manifest', { cause: error });
  }
  try {
    const container = await containerOf(entry, doc);
    // A share scope of its own: this page shares nothing with the landing.
    await container.init({});
    const module = (await container.get('./mount'))() as Partial<RemoteContracts['landing/mount']> | undefined;
    if (typeof module?.mount !== 'function') throw new Error('landing/mount exports no mount');
    return module.mount;
  } catch (error) {
    throw new LandingLoadError(`the landing's entry ${entry.entry} could not be loaded: ${describe(error)}`, 'entry', { cause: error });
  }
}

/** `landing/mount`, loaded once per manifest for the whole page (every element shares it); asked again after a failure. */
const loads = new Map<string, Promise<LandingMount>>();
export function loadMount(manifestUrl: string, doc: Document = document): Promise<LandingMount> {
  let load = loads.get(manifestUrl);
  if (!load) {
    load = loadMountOnce(manifestUrl, doc);
    load.catch(() => loads.delete(manifestUrl));
    loads.set(manifestUrl, load);
  }
  return load;
}

export interface EmbedSettings {
  manifestUrl: string;
  options: MountOptions;
}

/**
 * Loads the landing and mounts the list into `element`. A failure of the loading is said in the console here (the
 * mount says its own) and rejected; the element keeps its own content either way.
 */
export async function embedInto(element: HTMLElement, { manifestUrl, options }: EmbedSettings): Promise<MountedLanding> {
  let mount: LandingMount;
  try {
    mount = await loadMount(manifestUrl, element.ownerDocument);
  } catch (error) {
    console.error(`[suscripciones] the subscriptions could not be shown: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
  return mount(element, options);
}

/** The manifest beside this script, unless the page names another (relative to the page). */
function manifestAddress(named: string | null | undefined, scriptSrc: string, doc: Document): string {
  return named ? new URL(named, doc.baseURI).href : new URL('mf-manifest.json', scriptSrc).href;
}

function announce(element: HTMLElement, type: 'mounted' | 'failed', detail: object): void {
  element.dispatchEvent(new CustomEvent(`suscripciones:${type}`, { detail }));
}

/**
 * `<suscripciones-offers config-url host-url lang manifest>`: mounts the list when it enters the page, unmounts
 * it when it leaves, switches its language when `lang` changes and mounts again when an address changes. Its own
 * content shows until the list is there. Two or more in a page share one load of the landing.
 */
export function defineOffersElement(scriptSrc: string, registry: CustomElementRegistry = customElements): void {
  if (registry.get(elementName)) return;
  class SuscripcionesOffers extends HTMLElement {
    static readonly observedAttributes = ['lang', 'config-url', 'host-url', 'manifest'];
    /** The mount in place (null when none), each mount or unmount after the one before. */
    #current: Promise<MountedLanding | null> = Promise.resolve(null);
    #generation = 0;

    connectedCallback(): void {
      this.#mount();
    }

    disconnectedCallback(): void {
      this.#unmount();
    }

    attributeChangedCallback(name: string, before: string | null, after: string | null): void {
      if (!this.isConnected || before === after) return;
      if (name === 'lang') this.#switchLanguage();
      else {
        this.#unmount();
        this.#mount();
      }
    }

    #settings(): EmbedSettings {
      const language = languageOf(this.getAttribute('lang'));
      return {
        manifestUrl: manifestAddress(this.getAttribute('manifest'), scriptSrc, this.ownerDocument),
        options: { configUrl: this.getAttribute('config-url') ?? '', hostUrl: this.getAttribute('host-url') ?? '', ...(language ? { language } : {}) },
      };
    }

    #mount(): void {
      const generation = ++this.#generation;
      const before = this.#current;
      this.#current = (async () => {
        (await before)?.();
        if (generation !== this.#generation) return null;
        try {
          const mounted = await embedInto(this, this.#settings());
          if (generation !== this.#generation) {
            mounted();
            return null;
          }
          announce(this, 'mounted', {});
          return mounted;
        } catch (error) {
          if (generation === this.#generation) announce(this, 'failed', { error });
          return null;
        }
      })();
    }

    #unmount(): void {
      this.#generation += 1;
      this.#current = this.#current.then((mounted) => {
        mounted?.();
        return null;
      });
    }

    #switchLanguage(): void {
      const language = languageOf(this.getAttribute('lang'));
      const generation = this.#generation;
      void this.#current.then(async (mounted) => {
        if (!mounted || generation !== this.#generation) return;
        // A landing built before setLanguage mounts again in the new language.
        if (language && typeof mounted.setLanguage === 'function') await mounted.setLanguage(language);
        else {
          this.#unmount();
          this.#mount();
        }
      });
    }
  }
  registry.define(elementName, SuscripcionesOffers);
}

/** Reads the script tag's settings (`data-target`, `data-config-url`, `data-host-url`, `data-lang`, `data-manifest`). */
export function readScriptSettings(script: HTMLScriptElement, doc: Document = document): { target: HTMLElement; settings: EmbedSettings } | null {
  const { target: targetId, configUrl, hostUrl, lang, manifest } = script.dataset;
  if (!targetId) return null;
  const target = doc.getElementById(targetId);
  if (!target) throw new Error(`[suscripciones] landing-embed.js: no element with id "${targetId}" (data-target)`);
  const language = languageOf(lang);
  return {
    target,
    settings: {
      manifestUrl: manifestAddress(manifest, script.src, doc),
      options: { configUrl: configUrl ?? '', hostUrl: hostUrl ?? '', ...(language ? { language } : {}) },
    },
  };
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  defineOffersElement(script.src);
  try {
    const tag = readScriptSettings(script);
    if (tag)
      embedInto(tag.target, tag.settings).then(
        (mounted) => announce(tag.target, 'mounted', { unmount: mounted }),
        (error: unknown) => announce(tag.target, 'failed', { error }),
      );
  } catch (error) {
    console.error(error);
  }
}
