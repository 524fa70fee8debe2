/**
 * How far the single shared copy in the page is from what an app was built
 * against. Singletons never load a second copy; this only decides how loudly
 * to say so.
 */
export type Skew = 'none' | 'minor' | 'major';

const majorOf = (version: string): number | null => {
  const match = /(\d+)/.exec(version);
  return match ? Number(match[1]) : null;
};

/** The lowest major a range like "^19.4.0", "~3.0", ">=2 <4" or "19.x" asks for. */
export function requiredMajor(range: string): number | null {
  return majorOf(range.replace(/^[\^~>=<\s]+/, ''));
}

/** Compares the version in the page with the range an app was built for. */
export function versionSkew(provided: string, requiredRange: string | false | undefined, satisfies: boolean): Skew {
  if (!requiredRange || satisfies) return 'none';
  const required = requiredMajor(requiredRange);
  const actual = majorOf(provided);
  return required !== null && actual !== null && required !== actual ? 'major' : 'minor';
}

export function skewMessage(
  skew: Exclude<Skew, 'none'>,
  details: { pkg: string; consumer: string; required: string; provided: string; provider: string },
): string {
  const { pkg, consumer, required, provided, provider } = details;
  return skew === 'major'
    ? `[suscripciones] MAJOR version mismatch: "${consumer}" was built for ${pkg} ${required}, but the page shares ${pkg} ${provided} from "${provider}". Keeping the single copy (no second ${pkg} is loaded); "${consumer}" may misbehave until it is rebuilt against ${pkg} ${provided.split('.')[0]}.x.`
    : `[suscripciones] "${consumer}" was built for ${pkg} ${required}; the page shares ${pkg} ${provided} from "${provider}" (same major), so it uses that single copy.`;
}
