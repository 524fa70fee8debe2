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

/** A language's texts as a chunk of their own: a JSON file's dynamic import. */
type Loader<Tree> = () => Promise<{ default: Tree }>;

/**
 * One namespace's texts, each language loaded only when it is needed (the page's language before the first
 * render, another when the buyer switches): the same parity rule as {@link Translations}.
 */
export type TranslationLoaders<Tree extends TranslationTree> = { en: Loader<Tree>; es: Loader<Same<Tree>>; pt: Loader<Same<Tree>> };

/**
 * No app calls it since the texts became JSON (their modules check their type with `satisfies`), but it stays
 * exported: a remote built before that calls it on the host's copy of this module at run time.
 */
export function defineTranslations<Tree extends TranslationTree>(translations: Translations<Tree>): Translations<Tree> {
  return translations;
}
