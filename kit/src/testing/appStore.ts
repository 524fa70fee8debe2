import { createStore } from 'jotai';
import {
  languageAtom,
  parseRuntimeConfig,
  portalAtom,
  registerTranslations,
  setRuntimeConfig,
  storageKeys,
  userAtom,
  type CartItem,
  type Language,
  type RuntimeConfig,
  type User,
} from '@suscripciones/shared';
import { initI18n, type TranslationTree, type Translations } from '../../../shared/src/i18n/i18n';
import { testConfig } from './testConfig';

export interface AppStoreOptions<Tree extends TranslationTree> {
  language: Language;
  user: User | null;
  /** Given, storage starts empty but for this cart; left out, storage is left as the test set it. */
  storedCart?: readonly CartItem[];
  /** The remote's namespace and texts, as its exposed module registers them. */
  namespace: string;
  translations: Translations<Tree>;
}

/**
 * What the host has done before a remote's page renders: config loaded, i18n
 * started with the remote's texts, the cart in storage, and one jotai store
 * holding language, portal and user. For component tests of remote pages.
 */
export function prepareAppStore<Tree extends TranslationTree>({
  language,
  user,
  storedCart,
  namespace,
  translations,
}: AppStoreOptions<Tree>): { config: RuntimeConfig; store: ReturnType<typeof createStore> } {
  const config = setRuntimeConfig(parseRuntimeConfig(testConfig()));
  initI18n(language);
  registerTranslations(namespace, translations);
  if (storedCart) {
    localStorage.clear();
    if (storedCart.length > 0) localStorage.setItem(storageKeys.cart, JSON.stringify(storedCart));
  }
  const store = createStore();
  store.set(languageAtom, language);
  const portal = config.portals[0];
  if (!portal) throw new Error('test config has no portal');
  store.set(portalAtom, portal);
  store.set(userAtom, user);
  return { config, store };
}
