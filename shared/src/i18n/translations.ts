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

export function defineTranslations<Tree extends TranslationTree>(translations: Translations<Tree>): Translations<Tree> {
  return translations;
}

/** Every dotted key of a tree, to compare the languages of a namespace in tests. */
export function keysOf(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}
