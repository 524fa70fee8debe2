import type { Translations } from '../translations';
import en from './en/common.json';
import es from './es/common.json';
import pt from './pt/common.json';

/** Texts of the shared UI primitives (namespace `common`), one JSON file per language. English is the reference. */
export const commonTranslations = { en, es, pt } satisfies Translations<typeof en>;
