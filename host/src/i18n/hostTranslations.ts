import type { Translations } from '@suscripciones/shared';
import en from './locales/en/host.json';
import es from './locales/es/host.json';
import pt from './locales/pt/host.json';

/** The host's texts (namespace `host`), one JSON file per language. English is the reference: es and pt must have its keys. */
export const hostTranslations = { en, es, pt } satisfies Translations<typeof en>;
