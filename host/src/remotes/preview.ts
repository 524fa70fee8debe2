import type { KeyValueStorage, PreviewKey } from '@suscripciones/shared';
import { previewQueryParam } from './overrideKeys';
import { verifyPreview, type PreviewPayload } from './previewToken';

export interface PreviewInput {
  /** The config's public key: without one, no preview is honoured. */
  key: PreviewKey | undefined;
  /** The page's address: a preview link carries its token in `?preview=`. */
  location: Pick<Location, 'href' | 'search'>;
  /** Where the token is kept for this browser until it expires. */
  storage: KeyValueStorage;
  storageKey: string;
  now: number;
  /** Takes the token out of the address bar (a copied address does not pass the preview on). */
  replaceUrl: (url: string) => void;
}

export type PreviewOutcome = { preview: PreviewPayload | null; refused: string | null };

/**
 * The preview this browser asked for: the link's token (kept in storage), else the one kept from an earlier link,
 * honoured only while its signature holds against the config's key and it has not expired. A refused or expired
 * token is forgotten. Nothing is honoured without a key in the config. The link's token leaves the address bar once
 * it is kept, or refused; a browser that keeps nothing (storage blocked) keeps it in the address bar instead, so a
 * reload still shows the candidate.
 */
export async function previewFor({ key, location, storage, storageKey, now, replaceUrl }: PreviewInput): Promise<PreviewOutcome> {
  const url = new URL(location.href);
  const fromLink = url.searchParams.get(previewQueryParam);
  const token = fromLink ?? storage.read(storageKey);
  if (token === null) return { preview: null, refused: null };
  const outcome = await verdictFor(token, key, now);
  if (outcome.preview) storage.write(storageKey, token);
  else storage.remove(storageKey);
  if (fromLink !== null && !(outcome.preview && storage.degraded())) {
    url.searchParams.delete(previewQueryParam);
    replaceUrl(url.pathname + url.search + url.hash);
  }
  return outcome;
}

async function verdictFor(token: string, key: PreviewKey | undefined, now: number): Promise<PreviewOutcome> {
  if (!key) return { preview: null, refused: 'this site takes no preview links' };
  const verdict = await verifyPreview(token, key, now);
  if (!verdict.ok) return { preview: null, refused: verdict.reason === 'expired' ? 'the preview link has expired' : 'the preview link is not valid' };
  return { preview: verdict.preview, refused: null };
}
