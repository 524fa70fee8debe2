import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { getDefaultStore, Provider, type createStore } from 'jotai';
import type { ReportingApp } from '../clientErrors/clientErrorReport';
import { listenForClientErrors, startClientErrorReporting } from '../clientErrors/clientErrors';
import { reportPageOf } from '../clientErrors/reportPage';
import { pageScope, startAppContext, startLanguage, type AppContext } from '../context/appContext';
import { hydrationUnderWay, whenIdleAfterLoad } from './afterLoad';
import { watchPageLeaving } from './pageLeaving';
import { loadLanguage } from '../i18n/i18n';
import { loadZodMessages } from '../schemas/values';
import type { Language } from '../schemas/entities';

export interface MountAppOptions {
  container: HTMLElement;
  /** Where the runtime config is, when the page has none written in. */
  configUrl: string;
  /** The language when it is not the address's (the parent portal's data-lang). */
  language?: Language;
  /**
   * What must happen between the context and the first render (the host
   * registers its remotes and loads the prerendered page). `hydrate`: the
   * container holds this app's prerendered HTML, to be hydrated.
   */
  prepare?: (context: AppContext) => Promise<{ hydrate: boolean }> | { hydrate: boolean } | void;
  app: () => ReactNode;
  /** Shown when start-up fails (the host's translated error); without it the failure is thrown. */
  failure?: () => ReactNode;
  /**
   * Mounted into another site's page (the parent portal): the app then owns
   * only its container, never that page's address, session or `<html>`.
   */
  embedded?: boolean;
  /**
   * The jotai store the app renders with; the page's own by default. An app embedded in another site's page may
   * bring its own: two lists in one portal page each keep their language.
   */
  store?: ReturnType<typeof createStore>;
  /**
   * The app as its client errors name it (shared/src/clientErrors): failed calls and payments are reported from
   * wherever they happen; the page's own listeners (uncaught errors, rejections, CSP) only when not embedded.
   */
  reporting?: ReportingApp;
}

/** The code that builds and sends a client error's event: no first load carries it, the first report fetches it. */
const loadClientErrorSender = () => import(/* webpackChunkName: "client-errors" */ '../clientErrors/sendClientError').then((module) => module.sendClientErrors);

/** Says when the app's first render is committed: its effects run after those of everything under it. */
function OnFirstCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/** The element's attributes as they are now, and a function that puts them back (an embed returns the portal's element as it got it). */
function attributesRestorer(element: HTMLElement, names: readonly string[]): () => void {
  const saved = names.map((name) => [name, element.getAttribute(name)] as const);
  return () => {
    for (const [name, value] of saved) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

/**
 * The one way an app starts, for the host, a remote's own dev page and the
 * parent portal's embed alike: the language first (so even a failure speaks
 * it), then the context (config, portal, session), the app's own
 * preparation, and the first render, hydrating prerendered HTML when there is
 * some. Returns the unmount.
 */
export async function mountApp({
  container,
  configUrl,
  language,
  prepare,
  app,
  failure,
  embedded = false,
  reporting,
  store = getDefaultStore(),
}: MountAppOptions): Promise<() => void> {
  const ownStore = store !== getDefaultStore();
  // Failures that come as the buyer leaves are held (pageLeaving.ts) while the app is in the page.
  const stopWatchingLeaving = watchPageLeaving();
  // First, so an error of the start-up is heard too (held until the config says whether this page reports).
  if (reporting && !embedded) listenForClientErrors();
  const scope = embedded ? { kind: 'embed' as const, element: container } : pageScope;
  // What startLanguage and the theme set on an embed's element (lang, data-portal, --sc-brand in style).
  const restoreContainer = embedded ? attributesRestorer(container, ['lang', 'data-portal', 'style']) : () => undefined;
  const chosen = startLanguage(language, store, scope);
  let root: Root;
  let endHydration: () => void = () => undefined;
  try {
    const context = await startAppContext(configUrl, store, scope);
    if (reporting) startClientErrorReporting(reportPageOf(reporting), context.config, loadClientErrorSender);
    const preparation = await prepare?.(context);
    // The page language's texts of every app registered by now (the host, the route's remote): a hydration
    // must meet the prerendered words, and a first render shows no key.
    await loadLanguage(chosen);
    // A hydration ends with its first commit: work after the first view waits for it (whenIdleAfterLoad).
    if (preparation?.hydrate) endHydration = hydrationUnderWay();
    const content = <OnFirstCommit done={endHydration}>{app()}</OnFirstCommit>;
    const view = <StrictMode>{ownStore ? <Provider store={store}>{content}</Provider> : content}</StrictMode>;
    root = preparation?.hydrate
      ? hydrateRoot(container, view, {
          // A mismatch is a bug (the build and the browser rendered differently): said loudly.
          onRecoverableError: (error) => console.error('Hydration of the prerendered page failed', error),
        })
      : createRoot(container);
    if (!preparation?.hydrate) root.render(view);
  } catch (error) {
    endHydration();
    if (!failure) {
      stopWatchingLeaving();
      throw error;
    }
    console.error(error);
    // In the page's language, not its keys: the config can fail before that language's texts have come. Texts that
    // cannot come either leave i18next's fallback.
    await loadLanguage(chosen).catch(() => undefined);
    root = createRoot(container);
    root.render(failure());
  }
  // For the logs only, and not before the first view is up.
  whenIdleAfterLoad(() => void loadZodMessages().catch(() => undefined));
  return () => {
    root.unmount();
    restoreContainer();
    stopWatchingLeaving();
  };
}
