import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages } from '../catalogue/vocabulary';
import type { Language } from '../schemas/entities';
import { commonLocales } from './locales/commonLocales';
import type { TranslationLoaders, TranslationTree, Translations } from './translations';

/**
 * @keep remotes built before translations became JSON call defineTranslations on the host's copy of this
 * singleton at run time; it stays exported until every deployed remote is rebuilt (remotes deploy on their own).
 */
export { defineTranslations } from './translations';
export type { TranslationLoaders, TranslationTree, Translations } from './translations';

/** The page's single i18next instance, shared by every app through the singleton package. */
export const i18n: I18n = i18next.createInstance();

/** A namespace's texts: all three at hand (the build's prerender, a remote built before loaders), or loaders. */
type TranslationSource = Translations<TranslationTree> | TranslationLoaders<TranslationTree>;

/** Every namespace registered, by name. */
const sources = new Map<string, TranslationSource>();
/** Each language's texts of a namespace being loaded, by `language/namespace` (asked once, however often). */
const loading = new Map<string, Promise<void>>();

/**
 * Initialises i18n in the given language with the shared UI's texts (`common`: loaders in the browser, the
 * texts themselves when the build prerenders); safe to call again (later calls only switch language, once
 * its texts are in: see {@link loadLanguage}).
 */
export function initI18n(language: Language, common: TranslationSource = commonLocales): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: language,
      // No fallback: parity tests keep every key in the three languages, and a fallback would download English too.
      fallbackLng: false,
      supportedLngs: [...languages],
      ns: ['common'],
      defaultNS: 'common',
      resources: {},
      partialBundledLanguages: true,
      initAsync: false,
      returnNull: false,
      // React escapes what it renders; escaping here too would show "&amp;".
      interpolation: { escapeValue: false },
    });
    registerTranslations('common', common);
    for (const [namespace, source] of sources) addAtHand(namespace, source);
    loadLanguage(language).catch(() => undefined);
  } else if (i18n.language !== language) {
    const loads = loadsFor(language);
    // With every text at hand the switch is immediate, as before loaders (the build's prerender, tests).
    if (loads.length === 0) void i18n.changeLanguage(language);
    else
      Promise.all(loads).then(
        () => i18n.changeLanguage(language),
        () => undefined,
      );
  }
  // Not the document's lang here: an app embedded in another site's page must not change it (startLanguage decides).
  return i18n;
}

const isLoaders = (source: TranslationSource): source is TranslationLoaders<TranslationTree> => typeof source.en === 'function';

/** Texts given as they are are added at once, every language (i18next only has its resource methods after init). */
function addAtHand(namespace: string, source: TranslationSource): void {
  if (!i18n.isInitialized || isLoaders(source)) return;
  for (const language of languages) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, source[language], true, false);
  }
}

/**
 * Adds an app's namespace; each remote calls it when its module is first loaded. Loaders start on the page's
 * language at once: whoever renders the app waits for {@link loadLanguage}.
 */
export function registerTranslations<Tree extends TranslationTree>(namespace: string, translations: Translations<Tree> | TranslationLoaders<Tree>): void {
  const source = translations as TranslationSource;
  sources.set(namespace, source);
  addAtHand(namespace, source);
  // Started now; whoever renders the app waits for loadLanguage, which asks again for a failed chunk and reports it.
  if (i18n.isInitialized) loadLanguage(i18n.language as Language).catch(() => undefined);
}

function loadNamespace(language: Language, namespace: string, source: TranslationLoaders<TranslationTree>): Promise<void> {
  const key = `${language}/${namespace}`;
  const pending =
    loading.get(key) ??
    source[language]().then(
      (texts) => {
        if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, texts.default, true, false);
      },
      (error: unknown) => {
        // A failed chunk (offline for a moment) is asked again next time.
        loading.delete(key);
        throw error;
      },
    );
  loading.set(key, pending);
  return pending;
}

/**
 * Resolves once every registered namespace has its texts in `language`: awaited before a first render (so a
 * hydration meets the prerendered words) and before the language is switched (so no key ever shows).
 */
export async function loadLanguage(language: Language): Promise<void> {
  // Again until none is missing: a namespace registered meanwhile (a remote loading) is waited for too.
  for (let loads = loadsFor(language); loads.length > 0; loads = loadsFor(language)) await Promise.all(loads);
}

function loadsFor(language: Language): Array<Promise<void>> {
  return [...sources].flatMap(([namespace, source]) =>
    isLoaders(source) && !i18n.hasResourceBundle(language, namespace) ? [loadNamespace(language, namespace, source)] : [],
  );
}

/**
 * An i18next of its own language for an app that shares the page with others of other languages (two lists in one
 * portal page): the page's texts, loaded once for all, read in `language`. Its language changes with
 * `changeLanguage` once {@link loadLanguage} has the texts.
 */
export function scopedI18n(language: Language): I18n {
  return i18n.cloneInstance({ lng: language });
}
