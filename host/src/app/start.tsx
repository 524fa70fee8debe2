import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAppContext } from '@suscripciones/shared/context/appContext';
import { initI18n, registerTranslations } from '@suscripciones/shared/i18n/i18n';
import { basePath } from '@suscripciones/shared/routes/appRoutes';
import { resolveLanguage } from '@suscripciones/shared/portal/portal';
import { hostTranslations } from '../i18n/hostTranslations';
import { adoptEarlyConfig } from '../boot/earlyRequests';
import { registerConfiguredRemotes, startLoadingRemoteModule } from '../remotes/remoteLoader';
import { routeRemoteOf } from '../remotes/routeRemotes';
import { applyRemoteOverrides, overrideStorageKey, readOverrides } from '../remotes/remoteOverrides';
import { App } from './App';
import { sharedForRemotes } from './sharedForRemotes';
import { StartupError } from './StartupError';
import './global.css';

/** Served beside index.html, so a deploy changes addresses and remote versions without a rebuild. */
export const configUrl = `${basePath}/config.json`;

function storedOverrides(): string | null {
  try {
    return localStorage.getItem(overrideStorageKey);
  } catch {
    return null;
  }
}

/** The config's remotes, with QA overrides from allowed hosts applied (and said in the console). */
function remotesFor(remotes: Parameters<typeof applyRemoteOverrides>[0], allowedHosts: readonly string[]) {
  const result = applyRemoteOverrides(remotes, readOverrides(window.location.search, storedOverrides()), allowedHosts);
  for (const name of result.applied) console.info(`[suscripciones] remote "${name}" overridden: ${result.remotes[name]}`);
  for (const name of result.refused) console.warn(`[suscripciones] remote override for "${name}" refused: host not allowed by config`);
  return result.remotes;
}

/** Kept referenced so the build keeps the host's copies (see sharedForRemotes). */
export const heldForRemotes = Object.keys(sharedForRemotes);

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // i18n first: even a failed start-up speaks the visitor's language.
  initI18n(resolveLanguage(window.location.search));
  registerTranslations('host', hostTranslations);
  try {
    await adoptEarlyConfig(configUrl);
    const { config } = await startAppContext(configUrl);
    registerConfiguredRemotes(remotesFor(config.remotes, config.remoteOverrideHosts));
    const routePage = routeRemoteOf(window.location.pathname, basePath);
    if (routePage) startLoadingRemoteModule(routePage);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<StartupError />);
  }
}
