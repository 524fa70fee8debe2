import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  i18n,
  loadLanguage,
  type Language,
  type PageModule,
  type RemoteFailureReason,
  type RemoteName,
  type RemoteContracts,
  type RemoteModuleId,
} from '@suscripciones/shared';
import { fetchRemoteEntry } from './remoteEntry';

/** A remote that has not answered by then is treated as down, so the spinner never spins forever. */
const remoteLoadTimeoutMs = 15_000;

let manifests: Partial<Record<RemoteName, string>> = {};
/** Each remote's entry as the federation runtime has it registered, read from its manifest once (again on a retry). */
const entries = new Map<RemoteName, Promise<void>>();
/** Each remote's version, from the manifest it was registered by (its client errors carry it). */
const versions = new Map<RemoteName, string>();
/** Loads started at start-up, each taken once by the route that shows it. */
const started = new Map<RemoteModuleId, Promise<unknown>>();
/** Loads started ahead of the buyer (the next step), taken over by the route; a failed one is forgotten. */
const ahead = new Map<RemoteModuleId, Promise<unknown>>();

/** Takes each remote's `mf-manifest.json` address from the runtime config (not from the build). */
export function registerConfiguredRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  manifests = { ...remotes };
  entries.clear();
  // Loads ahead were of the remotes the page had; they are not taken over.
  ahead.clear();
}

/**
 * Registers the remote by the entry its manifest names, once; `fresh` reads
 * the manifest again and registers anew (the runtime keeps a failed entry
 * otherwise, and a retry would never see the remote come back, or its new
 * deploy).
 */
function registerRemote(remote: RemoteName, manifestUrl: string, fresh: boolean): Promise<void> {
  const known = entries.get(remote);
  if (known && !fresh) return known;
  const registering = fetchRemoteEntry(manifestUrl, { fresh }).then(({ entry, type, entryGlobalName, version }) => {
    if (version) versions.set(remote, version);
    registerRemotes([{ name: remote, entry, type, entryGlobalName }], { force: true });
  });
  entries.set(remote, registering);
  // A manifest that failed is read again by the next load.
  registering.catch(() => {
    if (entries.get(remote) === registering) entries.delete(remote);
  });
  return registering;
}

/** The version of a remote's build, as its manifest said it; null before its manifest was read. */
export const remoteVersion = (remote: RemoteName): string | null => versions.get(remote) ?? null;

/** A remote that did not load, and where it stopped (its manifest, its entry or module, or no answer in time). */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: string,
    readonly reason: Exclude<RemoteFailureReason, 'render' | 'mount'>,
    cause: unknown,
  ) {
    super(`Remote "${remote}" could not be loaded`, { cause });
  }
}

/** The remote of an exposed module ('checkout/CheckoutPage' → 'checkout'). */
export const remoteOf = (id: RemoteModuleId) => id.split('/')[0] as RemoteName;

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(remote, 'timeout', new Error(`timed out after ${ms} ms`))), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('The remote failed to load', { cause: error }));
      },
    );
  });
}

/**
 * Loads an exposed module by its contract id. `fresh` re-registers the remote
 * first: the runtime keeps a failed entry otherwise, and a retry would never
 * see the remote come back.
 */
export function loadRemoteModule<Id extends RemoteModuleId>(id: Id, { fresh = false } = {}): Promise<RemoteContracts[Id]> {
  const early = started.get(id);
  started.delete(id);
  if (early && !fresh) return early as Promise<RemoteContracts[Id]>;
  const preloading = ahead.get(id);
  // A load that failed ahead of the buyer is no failure of the route's: it loads as it would have without it.
  if (preloading && !fresh) return (preloading as Promise<RemoteContracts[Id]>).catch(() => load(id, false));
  return load(id, fresh);
}

/**
 * Loads a route's page ahead of the buyer (the next step, while they read), once per page; the route takes it over.
 * It fails quietly: nothing shown, logged or reported, and the remote's registration is dropped so that the route
 * loads it anew (the runtime would keep a failed entry). The remote's version is the page's: the manifest the config
 * named when the page started, read once (a release or canary meanwhile never mixes two in one page).
 */
export function preloadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteContracts[Id]> {
  const known = ahead.get(id) ?? started.get(id);
  if (known) return known as Promise<RemoteContracts[Id]>;
  const loading = load(id, false);
  ahead.set(id, loading);
  loading.catch(() => {
    if (ahead.get(id) !== loading) return;
    ahead.delete(id);
    entries.delete(remoteOf(id));
  });
  return loading;
}

/**
 * Starts loading the page of the route the visitor opened, before React has
 * rendered the layout, so the remote's entry and page run while the host
 * renders. The route takes this load over (loadRemoteModule); its failure is
 * the route's to show.
 */
export function startLoadingRemoteModule(id: RemoteModuleId): void {
  if (started.has(id)) return;
  const loading = load(id, false);
  loading.catch(() => undefined);
  started.set(id, loading);
}

/** What a page fetches beyond its module (its contract's `preload`), started as soon as the module is there. */
function startPreload(module: unknown): void {
  const { preload } = module as Partial<PageModule>;
  if (typeof preload !== 'function') return;
  try {
    preload();
  } catch (error) {
    // Only a head start is lost: the page loads its parts when it renders.
    console.warn('[suscripciones] a page could not fetch its parts ahead', error);
  }
}

async function load<Id extends RemoteModuleId>(id: Id, fresh: boolean): Promise<RemoteContracts[Id]> {
  const remote = remoteOf(id);
  const manifestUrl = manifests[remote];
  if (!manifestUrl) throw new RemoteUnavailableError(remote, 'manifest', new Error('not in the config'));
  try {
    // With the page language's texts the module registered (a chunk per language): its first render shows no key.
    const module = await withTimeout(
      registerRemote(remote, manifestUrl, fresh).then(
        async () => {
          const loaded = await loadRemote<RemoteContracts[Id]>(id);
          // What the page needs beyond its module starts now, beside its texts, not after them.
          if (loaded) startPreload(loaded);
          await loadLanguage(i18n.language as Language);
          return loaded;
        },
        (error: unknown) => {
          throw new RemoteUnavailableError(remote, 'manifest', error);
        },
      ),
      remoteLoadTimeoutMs,
      remote,
    );
    if (!module) throw new Error('the module is empty');
    return module;
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, 'entry', error);
  }
}
