/**
 * The catalogue's words that change what a buyer pays or reads in every app alike, named once in the page (the
 * singleton): the interface languages, the product types the price rules and the shipping ask about, and the course
 * categories with their medio groups, which make a course partner-priced (docs/rules.md). Plain values, so the
 * schemas, the rules and the stand-in (dev-api) build on the same words.
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
