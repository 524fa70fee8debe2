import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { i18n, loadLanguage, type Language, type RemoteName, type RemoteContracts, type RemoteModuleId } from '@suscripciones/shared';
import { earlyManifestPlugin } from './earlyManifestPlugin';

/** A remote that has not answered by then is treated as down, so the spinner never spins forever. */
const remoteLoadTimeoutMs = 15_000;

let manifests: Partial<Record<RemoteName, string>> = {};
let earlyManifestRegistered = false;
/** Loads started at start-up, each taken once by the route that shows it. */
const started = new Map<RemoteModuleId, Promise<unknown>>();

/** Registers each remote's `mf-manifest.json` from the runtime config (not from the build). */
export function registerConfiguredRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  manifests = { ...remotes };
  if (!earlyManifestRegistered) {
    registerPlugins([earlyManifestPlugin()]);
    earlyManifestRegistered = true;
  }
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`Remote "${remote}" could not be loaded`, { cause });
  }
}

const remoteOf = (id: RemoteModuleId) => id.split('/')[0] as RemoteName;

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(remote, new Error(`timed out after ${ms} ms`))), ms);
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
  return load(id, fresh);
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

async function load<Id extends RemoteModuleId>(id: Id, fresh: boolean): Promise<RemoteContracts[Id]> {
  const remote = remoteOf(id);
  const entry = manifests[remote];
  if (!entry) throw new RemoteUnavailableError(remote, new Error('not in the config'));
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  try {
    // With the page language's texts the module registered (a chunk per language): its first render shows no key.
    const module = await withTimeout(
      loadRemote<RemoteContracts[Id]>(id).then(async (loaded) => {
        await loadLanguage(i18n.language as Language);
        return loaded;
      }),
      remoteLoadTimeoutMs,
      remote,
    );
    if (!module) throw new Error('the module is empty');
    return module;
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
  }
}
