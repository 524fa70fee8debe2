import { atom, useAtomValue } from 'jotai';
import { getDefaultStore } from 'jotai/vanilla';
import { loadRuntimeConfig, type Portal, type RuntimeConfig } from '@suscripciones/shared/config/runtimeConfig';
import { initI18n } from '@suscripciones/shared/i18n/i18n';
import { resolveLanguage, resolvePortal } from '@suscripciones/shared/portal/portal';
import type { Language } from '@suscripciones/shared/schemas/entities';
import { startSessionFromLocation, type TokenResolution } from '@suscripciones/shared/session/sessionAtoms';

/** The page's language; changed only by an explicit `?lang` in the address. */
export const languageAtom = atom<Language>('en');
/**
 * `?lang` as the visitor's address had it at start-up, even when it is no
 * language of ours (`fr`): the landing's default region follows it (spec §1:
 * anything other than es, en and pt gives the es region), although the
 * interface falls back to English.
 */
export const requestedLanguageAtom = atom<string | null>(null);
/** The portal (brand) of this page, resolved from the host name at start-up. */
export const portalAtom = atom<Portal | null>(null);

export function useLanguage(): Language {
  return useAtomValue(languageAtom);
}

export function usePortal(): Portal {
  const portal = useAtomValue(portalAtom);
  if (!portal) throw new Error('usePortal used before the app context was started');
  return portal;
}

export interface AppContext {
  config: RuntimeConfig;
  portal: Portal;
  session: TokenResolution;
}

/** Applies the portal's brand colour to the visual system. */
function applyTheme(portal: Portal): void {
  document.documentElement.style.setProperty('--sc-brand', portal.color);
  document.documentElement.dataset.portal = portal.id;
}

/**
 * The page's language, before anything else (so even a failed start speaks
 * it): `?lang`, or the language the embedding page asks for.
 */
export function startLanguage(language: Language | undefined, store = getDefaultStore()): Language {
  const chosen = language ?? resolveLanguage(window.location.search);
  initI18n(chosen);
  store.set(languageAtom, chosen);
  store.set(requestedLanguageAtom, language ?? new URLSearchParams(window.location.search).get('lang'));
  return chosen;
}

/**
 * What an app needs before its first render besides the language: config,
 * portal and session. mountApp calls it for the host, a remote running alone
 * and the parent portal's embed; a second call reuses the loaded config.
 */
export async function startAppContext(configUrl: string, store = getDefaultStore()): Promise<AppContext> {
  const config = await loadRuntimeConfig(configUrl);
  const portal = resolvePortal(window.location.hostname, config);
  store.set(portalAtom, portal);
  applyTheme(portal);
  const session = startSessionFromLocation(store);
  return { config, portal, session };
}
