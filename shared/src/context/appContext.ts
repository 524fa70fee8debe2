import { atom, useAtomValue } from 'jotai';
import { getDefaultStore } from 'jotai';
import { loadRuntimeConfig, type Portal, type RuntimeConfig } from '../config/runtimeConfig';
import { initI18n } from '../i18n/i18n';
import { resolveLanguage, resolvePortal } from './portal';
import type { Language } from '../schemas/entities';
import { readStoredSession, startSessionFromLocation, type TokenResolution } from '../session/sessionAtoms';

/** The page's language; changed only by an explicit `?lang` in the address. */
export const languageAtom = atom<Language>('en');
/**
 * `?lang` as the visitor's address had it at start-up, even when it is no
 * language of ours (`fr`): the landing's default region follows it (docs/rules.md:
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

/**
 * What an app may change. The host and a remote on its own page own the page:
 * its address (the token is taken out), the session in storage and the
 * `<html>` (language, brand). An app embedded in another site's page owns
 * only its element: that page's address, session and `<html>` are the
 * site's (architecture: an embedded remote leaves its host page alone).
 */
export type AppScope = { kind: 'page' } | { kind: 'embed'; element: HTMLElement };
export const pageScope: AppScope = { kind: 'page' };

const scopeElement = (scope: AppScope): HTMLElement => (scope.kind === 'page' ? document.documentElement : scope.element);

/** Applies the portal's brand colour to the visual system, on the element the app owns (tokens.css derives the rest there). */
function applyTheme(portal: Portal, scope: AppScope): void {
  const element = scopeElement(scope);
  element.style.setProperty('--sc-brand', portal.color);
  element.dataset.portal = portal.id;
}

/**
 * The page's language, before anything else (so even a failed start speaks
 * it): `?lang`, or the language the embedding page asks for. An embed marks
 * only its own element with it.
 */
export function startLanguage(language: Language | undefined, store = getDefaultStore(), scope: AppScope = pageScope): Language {
  const chosen = language ?? resolveLanguage(window.location.search);
  initI18n(chosen);
  scopeElement(scope).lang = chosen;
  store.set(languageAtom, chosen);
  store.set(requestedLanguageAtom, language ?? new URLSearchParams(window.location.search).get('lang'));
  return chosen;
}

/**
 * What an app needs before its first render besides the language: config,
 * portal and session. mountApp calls it for the host, a remote running alone
 * and the parent portal's embed; a second call reuses the loaded config. An
 * embed reads the stored session and changes nothing of the page's.
 */
export async function startAppContext(configUrl: string, store = getDefaultStore(), scope: AppScope = pageScope): Promise<AppContext> {
  const config = await loadRuntimeConfig(configUrl);
  const portal = resolvePortal(window.location.hostname, config);
  store.set(portalAtom, portal);
  applyTheme(portal, scope);
  const session = scope.kind === 'page' ? startSessionFromLocation(store) : readStoredSession(store);
  return { config, portal, session };
}
