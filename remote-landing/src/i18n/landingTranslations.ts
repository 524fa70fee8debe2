import type { Translations } from '@suscripciones/shared';
import en from './locales/en/landing.json';
import es from './locales/es/landing.json';
import pt from './locales/pt/landing.json';

/** The landing remote's texts (namespace `landing`), one JSON file per language. English is the reference. */
export const landingTranslations = { en, es, pt } satisfies Translations<typeof en>;
