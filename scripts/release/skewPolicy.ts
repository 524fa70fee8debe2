import semver from 'semver';

/**
 * Whether a remote's singletons suit the page it is released into (docs/decisions/0028-squads-release-alone.md):
 * the page keeps one copy of each, the host's, whatever the remote was built against.
 *
 * - The singleton of our state and contracts (`@suscripciones/shared`): the host supports remotes built against
 *   its current and previous minor of the same major. A remote built against a newer minor needs the host
 *   released first; one built against an older one, or another major, must be rebuilt.
 * - The frameworks (React, the router, jotai, i18next, zod): another major than the page's is refused (the
 *   remote would run against an API it was not built for); a newer minor is allowed, as the page says in its
 *   console (kit/src/federation/versionSkew.ts).
 */
const singletonOfOurs = '@suscripciones/shared';

export interface SharedAsked {
  name: string;
  /** The version the remote was built against. */
  version: string;
  /** The range it asks for. */
  requiredVersion?: string | null;
}

export type SkewVerdict = { ok: true; note?: string } | { ok: false; reason: string };

export function skewVerdict(asked: SharedAsked, provided: string | undefined): SkewVerdict {
  // The page does not share it: the remote loads its own copy, as it was built to.
  if (provided === undefined) return { ok: true, note: `${asked.name}: not shared by the page, the remote brings its own` };
  const built = semver.coerce(asked.version);
  const page = semver.coerce(provided);
  if (!built || !page) return { ok: false, reason: `${asked.name}: versions not understood (built against ${asked.version}, page has ${provided})` };
  if (asked.name === singletonOfOurs) {
    if (built.major !== page.major)
      return { ok: false, reason: `${asked.name}: built against ${asked.version}, the page has ${provided}: another major, rebuild the remote against it` };
    if (built.minor > page.minor)
      return { ok: false, reason: `${asked.name}: built against ${asked.version}, newer than the page's ${provided}: release the host first` };
    if (built.minor < page.minor - 1)
      return {
        ok: false,
        reason: `${asked.name}: built against ${asked.version}, older than the previous minor of the page's ${provided}: rebuild the remote`,
      };
    return { ok: true };
  }
  const range = typeof asked.requiredVersion === 'string' ? asked.requiredVersion : `^${asked.version}`;
  if (semver.satisfies(page, range)) return { ok: true };
  const askedMajor = semver.minVersion(range)?.major ?? built.major;
  if (askedMajor !== page.major) return { ok: false, reason: `${asked.name}: asks for ${range}, the page has ${provided}: another major` };
  return { ok: true, note: `${asked.name}: asks for ${range}, the page has ${provided} (same major: the page's copy is used)` };
}
