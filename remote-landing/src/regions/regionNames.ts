/** The landing's region tabs, in the order they are shown (docs/rules.md). */
export const regions = ['es', 'latam', 'br', 'global', 'ar'] as const;
export type Region = (typeof regions)[number];

/** What an offer's `medio_vinculado` (or name) contains to belong to a region; matching ignores case. */
export const regionPatterns: Readonly<Record<Region, readonly string[]>> = {
  es: ['España'],
  latam: ['Latam'],
  br: ['Brasil', 'Suinobrasil'],
  global: ['International'],
  ar: ['Arabic'],
};

/** The landing's default region per language; any other value gives es. */
const defaultRegionByLanguage: Readonly<Record<string, Region>> = { es: 'es', en: 'global', pt: 'br' };

/** The landing's default region tab: es gives es, en gives global, pt gives br, anything else es. */
export function defaultRegionFor(language: string): Region {
  return defaultRegionByLanguage[language] ?? 'es';
}
