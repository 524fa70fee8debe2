/** A nested tree of translated strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

type Same<Tree> = { [Key in keyof Tree]: Tree[Key] extends string ? string : Same<Tree[Key]> };

/**
 * One namespace's texts in the three languages. English is the reference:
 * `es` and `pt` must have exactly its keys, so a missing text fails the
 * type check (and the key-parity test).
 */
export type Translations<Tree extends TranslationTree> = { en: Tree; es: Same<Tree>; pt: Same<Tree> };

/**
 * No app calls it since the texts became JSON (their modules check their type with `satisfies`), but it stays
 * exported: a remote built before that calls it on the host's copy of this module at run time.
 */
export function defineTranslations<Tree extends TranslationTree>(translations: Translations<Tree>): Translations<Tree> {
  return translations;
}
