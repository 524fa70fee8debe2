import type { Translations } from '@suscripciones/shared';
import en from './locales/en/payment.json';
import es from './locales/es/payment.json';
import pt from './locales/pt/payment.json';

/** The `payment` namespace, one JSON file per language: the payment page's texts plus `thanks.*`. The quoted Spanish texts of the spec are the es values. */
export const paymentTranslations = { en, es, pt } satisfies Translations<typeof en>;
