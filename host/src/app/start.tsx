import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAppContext } from '@suscripciones/shared/context';
import { initI18n, registerTranslations } from '@suscripciones/shared/i18n';
import { basePath } from '@suscripciones/shared/navigation';
import { resolveLanguage } from '@suscripciones/shared/portal';
import { hostTranslations } from '../i18n/hostTranslations';
import { registerConfiguredRemotes } from '../remotes/remoteLoader';
import { App } from './App';
import { StartupError } from './StartupError';
import './global.css';

/** Served beside index.html, so a deploy changes addresses and remote versions without a rebuild. */
export const configUrl = `${basePath}/config.json`;

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // i18n first: even a failed start-up speaks the visitor's language.
  initI18n(resolveLanguage(window.location.search));
  registerTranslations('host', hostTranslations);
  try {
    const { config } = await startAppContext(configUrl);
    registerConfiguredRemotes(config.remotes);
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
