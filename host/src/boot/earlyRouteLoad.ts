/**
 * Runs inline at the top of index.html, before the host's scripts have even
 * arrived: reads the runtime config (written into the page by the server, or
 * requested), then starts the route page's first API call (the landing's
 * offers), requests the route's remote manifest, and preloads that remote's
 * entry and the exposed module's files. On a slow phone connection these
 * round trips then overlap the download of the framework instead of following
 * it. The responses are left on the window by address, and whoever makes the
 * same request later takes them over (shared/src/boot/earlyResponses.ts), so
 * nothing is downloaded twice.
 *
 * The build bundles it with rspack (host/rspack/earlyRouteLoadScript.mjs,
 * from ./earlyRouteLoadPage.ts) and inlines it: what it imports must stay
 * small (the manifest reader's functions, each taken alone). Any failure here
 * is silent; the host loads everything itself anyway, this only starts it
 * sooner.
 */
import { exposeFiles, fileUrl, manifestBase, manifestEntry } from '@suscripciones/kit/federation';

export interface EarlyRouteLoadOptions {
  basePath: string;
  configUrl: string;
  /** The JSON data block the server may fill with config.json (see scripts/stack/stack.mjs), as a selector. */
  configSelector: string;
  /** Route path (without the base path) → "remote/ExposedModule". */
  routes: Record<string, string>;
  /** QA overrides and preview links point the host at other addresses: no early manifest then. */
  overrideStorageKeys: string[];
  overrideQueryPrefixes: string[];
  /** The window property the requests are left under, by address. */
  handoffKey: string;
  /** Route path → the profile service GETs its page makes first, relative to the config's profileApi. */
  routeCalls: Record<string, string[]>;
  /**
   * Routes whose page arrives prerendered: the URL's hash is held here (under
   * this window property) before the body is parsed, so the browser does not
   * jump to the anchor at once; the host puts it back before its first render
   * and the page's own rule scrolls (docs/rules.md: after 500 ms).
   */
  hashHeld: { routes: string[]; key: string };
  /**
   * The page's language as the apps read it (`?lang`, trimmed, any case; else the fallback), whose texts are
   * preloaded: each app's texts are a chunk per language, and only the page's is needed before the first render.
   */
  languages: { known: string[]; fallback: string };
  /** The host's own text chunks per language (written in by the build). */
  hostLocaleFiles: Record<string, string[]>;
  /**
   * A remote's texts are chunks named `${prefix}${language}-${remote}.` (its namespace is its name), found
   * among its exposed module's async files (which also list its own copies of the shared texts, not used).
   */
  localeChunkPrefix: string;
  /**
   * Routes whose page loads an outside service's script for a signed-in buyer with something in the cart (payment:
   * the card provider's, at the config's `stripe.scriptUrl`): preloaded with the route's own files when every key
   * of `storedKeys` is in local storage (the cart's is absent when the cart is empty; the user's when signed out),
   * so the card fields do not wait for it. Without them the page shows no card form and loads no script.
   */
  buyerScripts: { routes: string[]; storedKeys: string[] };
  /**
   * Style elements the server wrote the route page's style sheet into (its prerendered first view): the
   * exposed module's CSS is then marked present, not fetched again (the CSS chunk loader takes a stylesheet
   * link with its address as loaded; a disabled one is never fetched).
   */
  inlineStyleSelector: string;
}

/** Each request already under way, by address, taken over once. */
export type EarlyRequests = Record<string, Promise<Response> | undefined>;

export function earlyRouteLoad(options: EarlyRouteLoadOptions): void {
  const early: EarlyRequests = {};
  (window as unknown as Record<string, unknown>)[options.handoffKey] = early;
  // The server may have written config.json into the page (no round trip at all); otherwise
  // plain fetch defaults, as the host's own config request: the same request, made sooner.
  const inlineConfig = document.querySelector(options.configSelector)?.textContent?.trim();
  const configResponse = inlineConfig
    ? Promise.resolve(new Response(inlineConfig, { status: 200, headers: { 'Content-Type': 'application/json' } }))
    : fetch(options.configUrl);
  early[options.configUrl] = configResponse;
  // Its failure is the host's to report, whenever it takes the request over; never an unhandled rejection here.
  configResponse.catch(() => undefined);

  const path = window.location.pathname.slice(options.basePath.length).replace(/\/+$/, '') || '/';
  const own = <Value>(table: Record<string, Value>): Value | undefined => (Object.prototype.hasOwnProperty.call(table, path) ? table[path] : undefined);
  if (window.location.hash && options.hashHeld.routes.indexOf(path) !== -1) {
    (window as unknown as Record<string, unknown>)[options.hashHeld.key] = window.location.hash;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  const requestedLanguage = (new URLSearchParams(window.location.search).get('lang') ?? '').trim().toLowerCase();
  const language = options.languages.known.indexOf(requestedLanguage) !== -1 ? requestedLanguage : options.languages.fallback;
  const calls = own(options.routeCalls) ?? [];
  const moduleId = own(options.routes);
  const [remote, exposeName] = (moduleId ?? '').split('/');
  const search = window.location.search;
  let overridden = options.overrideQueryPrefixes.some((prefix) => search.indexOf(prefix) !== -1);
  try {
    if (options.overrideStorageKeys.some((key) => window.localStorage.getItem(key))) overridden = true;
  } catch {
    /* storage blocked: no overrides can be set either */
  }

  const httpUrl = (value: unknown): string | null => (typeof value === 'string' ? fileUrl(value) : null);
  /**
   * A preload of a script or a style sheet; or, `as` none, a stylesheet link the CSS chunk loader finds by its
   * address (and so does not load): disabled, never fetched.
   */
  const preload = (href: string, as?: 'script' | 'style') => {
    const link = document.createElement('link');
    link.rel = as ? 'preload' : 'stylesheet';
    if (as) link.as = as;
    else link.disabled = true;
    link.href = href;
    document.head.appendChild(link);
  };
  for (const file of options.hostLocaleFiles[language] ?? []) preload(file, 'script');
  const jsonOf = (response: Response): Promise<unknown> => (response.ok ? response.clone().json() : Promise.resolve(null));

  // A config written into the page is read at once: reading a Response's body waits for a task,
  // and on a slow phone the main thread is busy with the framework's scripts until then.
  const inlineValue = (): unknown => {
    try {
      return JSON.parse(inlineConfig ?? '');
    } catch {
      return null;
    }
  };
  /** The config as JSON gives it: any field may be missing or of another type (optional chaining reads it safely). */
  type Config =
    { profileApi?: unknown; canary?: Record<string, unknown>; remotes?: Record<string, unknown>; stripe?: { scriptUrl?: unknown } } | null | undefined;
  const buyerReady = (): boolean => {
    try {
      return options.buyerScripts.storedKeys.every((key) => window.localStorage.getItem(key) !== null);
    } catch {
      return false;
    }
  };
  (inlineConfig ? Promise.resolve(inlineValue()) : configResponse.then(jsonOf))
    .then((value) => {
      const config = value as Config;
      const profileApi = config?.profileApi;
      for (const call of httpUrl(profileApi) ? calls : []) {
        // Built as the typed client builds it (`${profileApi}/checkout/…`), so the addresses are the same.
        const address = `${String(profileApi)}${call}`;
        // The request the typed client makes (shared/src/api/http.ts).
        const response = fetch(address, { headers: { Accept: 'application/json' }, credentials: 'omit' });
        response.catch(() => undefined);
        early[address] = response;
      }
      const cardScript = httpUrl(config?.stripe?.scriptUrl);
      if (cardScript && options.buyerScripts.routes.indexOf(path) !== -1 && buyerReady()) preload(cardScript, 'script');
      if (!remote || !exposeName || overridden) return;
      // A remote in a canary: which of its versions this visitor gets is the host's to decide (remotes/canary.ts).
      if (config?.canary?.[remote]) return;
      const manifestUrl = httpUrl(config?.remotes?.[remote]);
      if (!manifestUrl) return;
      // The request the host's remote loader makes for it (host/src/remotes/remoteEntry.ts), taken over by address.
      const manifestResponse = fetch(manifestUrl, {});
      early[manifestUrl] = manifestResponse;
      return manifestResponse.then(jsonOf).then((manifest) => {
        // Read as the host's loader reads it (kit/src/federation/manifest.ts).
        const base = manifestBase(manifest, manifestUrl);
        if (!base) return;
        // The entry the host loads: the one without a federation runtime core of its own.
        const entry = manifestEntry(manifest);
        const entryUrl = entry && fileUrl(entry.file, base);
        if (entryUrl) preload(entryUrl, 'script');
        const files = exposeFiles(manifest, exposeName);
        if (!files) return;
        // Read now, not at the start: the server's style element comes after this script in the head.
        const stylesInline = document.querySelector(options.inlineStyleSelector) !== null;
        for (const file of files.css.sync) {
          const url = fileUrl(file, base);
          if (url) preload(url, stylesInline ? undefined : 'style');
        }
        const localeFiles = files.js.async.filter((file) => file.indexOf(`${options.localeChunkPrefix}${language}-${remote}.`) === 0);
        for (const file of [...files.js.sync, ...localeFiles]) {
          const url = fileUrl(file, base);
          if (url) preload(url, 'script');
        }
      });
    })
    .catch(() => undefined);
}
