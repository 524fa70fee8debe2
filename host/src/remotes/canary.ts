import type { Canary, RemoteName } from '@suscripciones/shared';

/**
 * Which version of each remote a visitor gets while a release runs as a canary (docs/operations/releasing.md). A
 * visitor has one bucket, 0 to 99, kept in a cookie so it holds across visits and the host's server could read it
 * too; a remote in a canary comes from the canary's manifest when the bucket is below its percent, from the
 * config's `remotes` otherwise. The choice is made once, before any remote is registered, so a page never loads
 * two versions of one remote.
 */
export const bucketCookie = 'suscripciones_bucket';
const bucketCount = 100;
/** A year: the bucket outlives the canary, so the next canary splits the same visitors the same way. */
const bucketMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The bucket a `document.cookie` string holds; null when there is none or it is not one of ours. */
export function bucketIn(cookies: string): number | null {
  for (const pair of cookies.split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name !== bucketCookie) continue;
    if (!/^\d{1,2}$/.test(value)) return null;
    return Number(value);
  }
  return null;
}

/** A new visitor's bucket, from a random number in [0, 1). */
export const bucketOf = (random: number): number => Math.min(bucketCount - 1, Math.max(0, Math.floor(random * bucketCount)));

/**
 * The `document.cookie` assignment (or Set-Cookie header) that keeps a bucket, for the shop's pages only: the page
 * writes it with its number, the host's nginx with the variable it draws one into (scripts/prod/nginxConfig.ts).
 */
export const bucketCookieValue = (bucket: number | `$${string}`, path: string): string =>
  `${bucketCookie}=${bucket}; Path=${path}; Max-Age=${bucketMaxAgeSeconds}; SameSite=Lax`;

export interface VisitorRemotes<Remotes> {
  remotes: Remotes;
  /** The remotes this visitor gets in their canary version. */
  inCanary: RemoteName[];
}

/** The manifest of each remote for a visitor of this bucket. */
export function remotesForBucket<Remotes extends Partial<Record<RemoteName, string>>>(
  remotes: Remotes,
  canary: Partial<Record<RemoteName, Canary>>,
  bucket: number,
): VisitorRemotes<Remotes> {
  const chosen: Remotes = { ...remotes };
  const inCanary: RemoteName[] = [];
  for (const [name, entry] of Object.entries(canary) as Array<[RemoteName, Canary | undefined]>) {
    if (!entry || bucket >= entry.percent) continue;
    chosen[name] = entry.manifest;
    inCanary.push(name);
  }
  return { remotes: chosen, inCanary };
}

/**
 * This visitor's bucket: the cookie's, or a new one kept in it. Only read or set while a canary runs (`canary` is
 * not empty), so a visit without one writes no cookie.
 */
export function visitorBucket(document: Document, path: string, random: () => number = Math.random): number {
  const kept = bucketIn(document.cookie);
  if (kept !== null) return kept;
  const bucket = bucketOf(random());
  document.cookie = bucketCookieValue(bucket, path);
  return bucket;
}
