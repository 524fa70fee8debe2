import { earlyOrFetch } from '@suscripciones/shared';
import { remoteEntryOf, type RemoteEntry } from '@suscripciones/kit/federation';

/**
 * The host registers each remote by the entry its manifest names, read by the
 * kit's one reader of a manifest (kit/src/federation/manifest.ts, which the
 * page's early script and the release tool read it with too): the federation
 * runtime's manifest handling, its "snapshot" code, is left out of the host's
 * first load (about 1.4 KB gzip).
 *
 * Fetches the manifest (the request index.html's early script started, the
 * first time; a new one when `fresh`) and reads its entry. Fails on a
 * manifest that does not answer, is not JSON or has no entry.
 */
export async function fetchRemoteEntry(manifestUrl: string, { fresh = false }: { fresh?: boolean } = {}): Promise<RemoteEntry> {
  const response = fresh ? await fetch(manifestUrl, { cache: 'no-cache' }) : await earlyOrFetch(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  return remoteEntryOf(await response.json(), manifestUrl);
}
