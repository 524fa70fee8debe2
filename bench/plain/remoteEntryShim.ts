/**
 * Stands in for host/src/remotes/remoteEntry.ts in the plain build: every
 * page is in the bundle, so no remote's manifest is read (the federated host
 * reads one to register the remote by its entry).
 */
import type { RemoteEntry } from '@suscripciones/kit/federation';

export function fetchRemoteEntry(): Promise<RemoteEntry> {
  return Promise.resolve({ entry: '', type: 'global', entryGlobalName: '', version: null });
}
