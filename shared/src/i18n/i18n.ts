import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages } from '@suscripciones/shared/catalogue/vocabulary';
import type { Language } from '@suscripciones/shared/schemas/entities';
import { commonTranslations } from './locales/common';
import type { TranslationTree, Translations } from './translations';

/**
 * @keep remotes built before translations became JSON call defineTranslations on the host's copy of this
 * singleton at run time; it stays exported until every deployed remote is rebuilt (remotes deploy on their own).
 */
export { defineTranslations } from './translations';
export type { TranslationTree, Translations } from './translations';
export { languages };

/** The page's single i18next instance, shared by every app through the singleton package. */
export const i18n: I18n = i18next.createInstance();

/** Initialises i18n in the given language; safe to call again (later calls only switch language). */
export function initI18n(language: Language): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...languages],
      ns: ['common'],
      defaultNS: 'common',
      resources: {},
      initAsync: false,
      returnNull: false,
      // React escapes what it renders; escaping here too would show "&amp;".
      interpolation: { escapeValue: false },
    });
    registerTranslations('common', commonTranslations);
    pendingNamespaces.splice(0).forEach((register) => register());
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  // Not the document's lang here: an app embedded in another site's page must not change it (startLanguage decides).
  return i18n;
}

/** Namespaces registered before i18n was initialised (a remote's module evaluated first, as on its dev page). */
const pendingNamespaces: Array<() => void> = [];

/** Adds an app's namespace; each remote calls it when its module is first loaded. */
export function registerTranslations<Tree extends TranslationTree>(namespace: string, translations: Translations<Tree>): void {
  // i18next only has its resource methods after init.
  if (!i18n.isInitialized) {
    pendingNamespaces.push(() => registerTranslations(namespace, translations));
    return;
  }
  for (const language of languages) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, translations[language], true, false);
    }
  }
}

export function syncDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
