/**
 * The catalogue's vocabulary, named once for every app and for dev-api: the
 * interface languages, product types, course categories and their medio
 * groups, the landing's regions, and the two selling entities with their
 * currencies (docs/rules.md). Plain values, so schemas, rules and the
 * stand-in all build on the same words.
 */

export const languages = ['es', 'en', 'pt'] as const;
export type Language = (typeof languages)[number];

/** The `type` values the spec names. */
export const productTypes = {
  subscription: 'Subscription',
  course: 'Curso',
  printedMagazine: 'Revista impresa',
} as const;

export const courseCategories = ['avicultura', 'nutricion', 'porcino'] as const;
export type CourseCategoryName = (typeof courseCategories)[number];

/** The medio ids of each course category; a newsletter subscription in the group makes its courses partner-priced. */
export const courseMedioGroups: Readonly<Record<CourseCategoryName, readonly number[]>> = {
  avicultura: [1, 2, 18, 7, 3],
  nutricion: [4, 5, 6, 16],
  porcino: [8, 9, 15, 11],
};

/** The landing's region tabs, in the order they are shown. */
export const regions = ['es', 'latam', 'br', 'global', 'ar'] as const;
export type RegionName = (typeof regions)[number];

/** What an offer's `medio_vinculado` (or name) contains to belong to a region; matching ignores case. */
export const regionPatterns: Readonly<Record<RegionName, readonly string[]>> = {
  es: ['España'],
  latam: ['Latam'],
  br: ['Brasil', 'Suinobrasil'],
  global: ['International'],
  ar: ['Arabic'],
};

/** The landing's default region per language; any other value gives es. */
export const defaultRegionByLanguage: Readonly<Record<string, RegionName>> = { es: 'es', en: 'global', pt: 'br' };

/** The two selling entities: the European one invoices in EUR, the rest of the world in USD, each with its own card account. */
export const sellingEntities = {
  ES: { currency: 'EUR' },
  global: { currency: 'USD' },
} as const;
export type SellingEntity = keyof typeof sellingEntities;

/** Currency symbols: EUR gives €, USD gives $, RBL gives RS, anything else $. */
export const currencySymbols: Readonly<Record<string, string>> = { EUR: '€', USD: '$', RBL: 'RS' };
export const otherCurrencySymbol = '$';
