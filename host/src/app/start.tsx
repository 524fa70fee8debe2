import { mountApp, registerTranslations, localStore, storageKeys, basePath, routePathOf, type ReportingApp, type RuntimeConfig } from '@suscripciones/shared';
import { restoreHeldHash } from '../boot/heldHash';
import { startFieldData } from '../fieldData/startFieldData';
import { hostLocales } from '../i18n/hostLocales';
import { registerConfiguredRemotes, startLoadingRemoteModule, loadRemoteModule, remoteOf, remoteVersion } from '../remotes/remoteLoader';
import { providePage } from '../remotes/loadedPages';
import { remotesForBucket, visitorBucket } from '../remotes/canary';
import { routeRemoteOf } from '../remotes/routeRemotes';
import { applyRemoteOverrides, readOverrides } from '../remotes/remoteOverrides';
import { previewFor } from '../remotes/preview';
import { withPreview } from '../remotes/previewToken';
import { App } from './App';
import { prerenderedPage, prerenderFits } from './prerendered';
import { StartupError } from './StartupError';
import './global.css';

/** The remote that shows the route the page is on, or null on the host's own pages. */
function shownRemote() {
  const page = routeRemoteOf(routePathOf(window.location.pathname));
  return page ? remoteOf(page) : null;
}

/** The host's client errors: its own version, the remote of the route shown and each remote's from its manifest. */
const reporting: ReportingApp = {
  app: 'host',
  version: process.env.APP_VERSION ?? 'dev',
  pageRemote: shownRemote,
  remoteVersion,
};

/** Served beside index.html, so a deploy changes addresses and remote versions without a rebuild. */
const configUrl = `${basePath}/config.json`;

/** The config's remotes, with QA overrides from allowed hosts applied (and said in the console). */
function remotesFor(remotes: Parameters<typeof applyRemoteOverrides>[0], allowedHosts: readonly string[]) {
  const result = applyRemoteOverrides(remotes, readOverrides(window.location.search, localStore.read(storageKeys.remoteOverrides)), allowedHosts);
  for (const name of result.applied) console.info(`[suscripciones] remote "${name}" overridden: ${result.remotes[name]}`);
  for (const name of result.refused) console.warn(`[suscripciones] remote override for "${name}" refused: host not allowed by config`);
  return result.remotes;
}

/**
 * The route's page, loaded before the first render when the server put its
 * prerendered HTML into the page: hydration must meet it at once. A remote
 * that does not load leaves the HTML to the client render (its route then
 * says the remote is down). Resolves false when the HTML cannot be hydrated:
 * another version of the remote rendered it, so the page renders anew.
 */
async function loadPrerenderedPage(container: HTMLElement, routePage: string | undefined): Promise<boolean> {
  const prerendered = prerenderedPage(container);
  if (!prerendered || prerendered.moduleId !== routePage) return true;
  try {
    const page = (await loadRemoteModule(prerendered.moduleId)).default;
    const loaded = remoteVersion(remoteOf(prerendered.moduleId));
    if (!prerenderFits(prerendered.version, loaded)) {
      console.info(`[suscripciones] the page's HTML is of ${remoteOf(prerendered.moduleId)} ${prerendered.version}, this visit loads ${loaded}: rendered anew`);
      return false;
    }
    providePage(prerendered.moduleId, page);
  } catch (error) {
    console.error(error);
  }
  return true;
}

/** Each remote's manifest for this visitor: a canary's for a share of visitors (remotes/canary.ts). */
function visitorRemotes(config: RuntimeConfig): RuntimeConfig['remotes'] {
  if (Object.keys(config.canary).length === 0) return config.remotes;
  const { remotes, inCanary } = remotesForBucket(config.remotes, config.canary, visitorBucket(document, basePath));
  for (const name of inCanary) console.info(`[suscripciones] remote "${name}" in its canary: ${remotes[name]}`);
  return remotes;
}

/**
 * Each remote's manifest for this visitor, with a preview link's candidate in place of its remote's (for this
 * browser only, while the signed link holds: remotes/preview.ts).
 */
async function previewedRemotes(config: RuntimeConfig): Promise<RuntimeConfig['remotes']> {
  const remotes = visitorRemotes(config);
  const { preview, refused } = await previewFor({
    key: config.previewKey,
    location: window.location,
    storage: localStore,
    storageKey: storageKeys.preview,
    now: Date.now(),
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
  });
  if (refused) console.warn(`[suscripciones] ${refused}: the released versions are shown`);
  if (!preview) return remotes;
  console.info(`[suscripciones] previewing ${preview.app} ${preview.version} until ${new Date(preview.expires).toISOString()}: ${preview.manifest}`);
  return withPreview(remotes, preview);
}

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  restoreHeldHash();
  registerTranslations('host', hostLocales);
  let fieldDataRate = 0;
  await mountApp({
    container,
    configUrl,
    reporting,
    prepare: async ({ config }) => {
      fieldDataRate = config.webVitalsSampleRate;
      registerConfiguredRemotes(remotesFor(await previewedRemotes(config), config.remoteOverrideHosts));
      const routePage = routeRemoteOf(routePathOf(window.location.pathname));
      if (routePage) startLoadingRemoteModule(routePage);
      const fits = await loadPrerenderedPage(container, routePage);
      // The server wrote the shell (and maybe the route's page) into #root: hydrated, not replaced.
      return { hydrate: fits && container.firstElementChild !== null };
    },
    app: () => <App />,
    failure: () => <StartupError />,
  });
  // The route the visit started on (under the base path) and its language: what the field data is grouped by.
  startFieldData(fieldDataRate, { route: routePathOf(window.location.pathname) ?? '/', language: document.documentElement.lang }, () => {
    const remote = shownRemote();
    return remote ? remoteVersion(remote) : null;
  });
}
