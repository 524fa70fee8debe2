import type { TranslationTree } from '../../../shared/src/i18n/translations';

/** Every dotted key of a tree, to compare the languages of a namespace in tests (not shipped: the page never needs it). */
export function keysOf(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}
