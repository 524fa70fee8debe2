import type { Translations } from '@suscripciones/shared';
import en from './locales/en/checkout.json';
import es from './locales/es/checkout.json';
import pt from './locales/pt/checkout.json';

/** The checkout namespace, one JSON file per language. English is the reference; es and pt must have the same keys. */
export const checkoutTranslations = { en, es, pt } satisfies Translations<typeof en>;
