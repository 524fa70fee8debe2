import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../scripts/rspack/createAppConfig.mjs';
import { PrerenderPlugin } from '../scripts/rspack/prerender.mjs';
import { PreloadCriticalPlugin } from './rspack/preloadCriticalPlugin.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const publicPath = '/suscripciones/';

/** Modules of the framework singletons (and what they import), bundled into one chunk. */
const frameworkModules =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|jotai|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/;

/**
 * The shared package's sources (the singleton imports nothing of the kit) and the zod modules they bring; not their
 * texts (a chunk per language), zod's messages (fetched after the first view) nor the client errors' sending code
 * (fetched on a first report): those stay chunks of their own.
 */
const sharedPackageModules =
  /[\\/]shared[\\/]src[\\/](?!clientErrors[\\/](sendClientError|clientErrorEvent|clientErrorReport)\.ts)(?![^?]*\.json(\?|$))|[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/](?!v4[\\/]locales[\\/])/;

const hostConfig = createAppConfig({
  name: 'host',
  dir,
  publicPath,
  html: true,
  port: Number(process.env.HOST_PORT ?? 3000),
  // Federation gives every shared package and subpath its own chunk: ~40 requests before
  // the first render. The host (which provides them all) bundles the framework singletons
  // into one chunk and the shared package into another. Not in remotes: there a named chunk
  // of consume fallbacks becomes part of the exposed module's chunks and is fetched for nothing.
  splitChunks: {
    chunks: 'async',
    cacheGroups: {
      framework: { test: frameworkModules, name: 'framework', chunks: 'async', enforce: true, priority: 20 },
      // With the shared package, the parts of zod only its schemas use (a chunk of their own was one more round trip).
      suscripcionesShared: { test: sharedPackageModules, name: 'suscripciones-shared', chunks: 'async', enforce: true, priority: 10 },
    },
  },
  plugins: (production) => [production && new PreloadCriticalPlugin(publicPath)],
});

export default (env, argv = {}) => {
  const config = hostConfig(env, argv);
  // The shell as HTML, per language (dist/fragments/shell.<language>.html): the server puts it into index.html.
  if (config.mode === 'production')
    config.plugins.push(new PrerenderPlugin({ dir, name: 'shell', entry: './src/prerender/renderShell.tsx', uniqueName: config.output.uniqueName }));
  return config;
};
