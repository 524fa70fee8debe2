import type { Language } from '@suscripciones/shared';

/** The page's <html lang>, following the language the buyer chose. */
export function syncDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
