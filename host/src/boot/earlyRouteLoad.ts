/**
 * Runs inline at the top of index.html, before the host's scripts have even
 * arrived: reads the runtime config (written into the page by the server, or
 * requested), then requests the current route's remote manifest, and preloads that remote's entry and the exposed module's files.
 * On a slow phone connection these round trips then overlap the download of
 * the framework instead of following it. The config and manifest responses
 * are handed over (see EarlyRequests) so nothing is downloaded twice.
 *
 * Self-contained on purpose (no imports): the build compiles this function
 * and inlines it. Any failure here is silent; the host loads everything
 * itself anyway, this only starts it sooner.
 */

export interface EarlyRouteLoadOptions {
  basePath: string;
  configUrl: string;
  /** A JSON data block the server may fill with config.json (see scripts/stack/stack.mjs). */
  configElementId: string;
  /** Route path (without the base path) → "remote/ExposedModule". */
  routes: Record<string, string>;
  /** QA overrides point the host at other addresses: no early manifest then. */
  overrideStorageKey: string;
  overrideQueryPrefix: string;
  /** The window property the requests are left under for the host. */
  handoffKey: string;
}

/** What the host takes over: each request already under way, used once. */
export interface EarlyRequests {
  config?: { url: string; response: Promise<Response> };
  manifest?: { url: string; response: Promise<Response> };
}

export function earlyRouteLoad(options: EarlyRouteLoadOptions): void {
  const early: EarlyRequests = {};
  (window as unknown as Record<string, unknown>)[options.handoffKey] = early;
  // The server may have written config.json into the page (no round trip at all); otherwise
  // plain fetch defaults, as the host's own config request: the same request, made sooner.
  const inlineConfig = document.getElementById(options.configElementId)?.textContent?.trim();
  const configResponse = inlineConfig
    ? Promise.resolve(new Response(inlineConfig, { status: 200, headers: { 'Content-Type': 'application/json' } }))
    : fetch(options.configUrl);
  early.config = { url: options.configUrl, response: configResponse };
  // Its failure is the host's to report, whenever it takes the request over; never an unhandled rejection here.
  configResponse.catch(() => undefined);

  const path = window.location.pathname.slice(options.basePath.length).replace(/\/+$/, '') || '/';
  const moduleId = Object.prototype.hasOwnProperty.call(options.routes, path) ? options.routes[path] : undefined;
  const [remote, exposeName] = (moduleId ?? '').split('/');
  if (!remote || !exposeName) return;
  if (window.location.search.indexOf(options.overrideQueryPrefix) !== -1) return;
  try {
    if (window.localStorage.getItem(options.overrideStorageKey)) return;
  } catch {
    /* storage blocked: no overrides can be set either */
  }

  const httpUrl = (value: unknown, base?: string): URL | null => {
    if (typeof value !== 'string') return null;
    try {
      const url = new URL(value, base);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
    } catch {
      return null;
    }
  };
  const preload = (href: string, as: 'script' | 'style') => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    document.head.appendChild(link);
  };
  const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  const jsonOf = (response: Response): Promise<unknown> => (response.ok ? response.clone().json() : Promise.resolve(null));

  configResponse
    .then(jsonOf)
    .then((config) => {
      const remotes = config && typeof config === 'object' ? (config as { remotes?: unknown }).remotes : undefined;
      const manifestUrl = remotes && typeof remotes === 'object' ? httpUrl((remotes as Record<string, unknown>)[remote]) : null;
      if (!manifestUrl) return;
      // The request the federation runtime makes (fetch(url, {})).
      const manifestResponse = fetch(manifestUrl.href, {});
      early.manifest = { url: manifestUrl.href, response: manifestResponse };
      return manifestResponse.then(jsonOf).then((manifest) => {
        if (!manifest || typeof manifest !== 'object') return;
        const { metaData, exposes } = manifest as { metaData?: { publicPath?: unknown; remoteEntry?: { path?: unknown; name?: unknown } }; exposes?: unknown };
        const publicPath = metaData?.publicPath;
        const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : new URL('./', manifestUrl).href;
        const entryName = metaData?.remoteEntry?.name;
        const entryPath = typeof metaData?.remoteEntry?.path === 'string' && metaData.remoteEntry.path ? `${metaData.remoteEntry.path}/` : '';
        const entry = typeof entryName === 'string' && entryName ? httpUrl(`${entryPath}${entryName}`, base) : null;
        if (entry) preload(entry.href, 'script');
        const expose = Array.isArray(exposes)
          ? (exposes as Array<{ name?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }>).find((item) => item.name === exposeName)
          : undefined;
        for (const file of stringsOf(expose?.assets?.css?.sync)) {
          const url = httpUrl(file, base);
          if (url) preload(url.href, 'style');
        }
        for (const file of stringsOf(expose?.assets?.js?.sync)) {
          const url = httpUrl(file, base);
          if (url) preload(url.href, 'script');
        }
      });
    })
    .catch(() => undefined);
}
