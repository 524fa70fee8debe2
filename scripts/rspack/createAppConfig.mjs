// The rspack + Module Federation config every app is built with. One place, so
// the host and the three remotes cannot drift on what they share or how; what
// only one app needs lives in that app's rspack.config.mjs.
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { repoRoot } from '../lib/repoRoot.mjs';
import { appModule } from './appModule.mjs';
import { appResolve } from './appResolve.mjs';
import { readJson } from './readJson.mjs';
import { PrecompressPlugin } from './precompressPlugin.mjs';
import { sharedModules } from './sharedModules.mjs';
import { SelfSufficientEntryPlugin } from './selfSufficientEntryPlugin.mjs';
import { FederatedTypesPlugin } from './federatedTypes.mjs';

/**
 * @param {object} options
 * @param {string} options.name federation name (host, landing, checkout, payment)
 * @param {string} options.dir the app's folder
 * @param {Record<string,string>} [options.exposes] a remote's exposed modules (none: the host)
 * @param {string} options.publicPath '/suscripciones/' for the host, 'auto' for remotes
 * @param {boolean} [options.html] emit index.html from src/index.html (remotes: their standalone dev page, in development only)
 * @param {number} options.port dev server port
 * @param {object} [options.splitChunks] the app's own chunking (default: async chunks only)
 * @param {(production: boolean) => Array<object | false>} [options.plugins] the app's own plugins, before precompression
 */
export function createAppConfig({ name, dir, exposes, publicPath, html = false, port, splitChunks = { chunks: 'async' }, plugins = () => [] }) {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const isHost = !exposes;
    // A remote's dev server serves its standalone page on nested routes: chunk
    // addresses must be absolute there, and still right when a host consumes it.
    const outputPublicPath = !production && !isHost ? `http://localhost:${port}/` : publicPath;
    const emitHtml = isHost || !production;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      target: ['web', 'es2022'],
      // Production maps are written to dist/ but named by no served file (no sourceMappingURL comment): they are
      // kept per version for `npm run symbolicate` and never served by nginx. Development keeps the comment.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      output: {
        // Set explicitly: the federation type plugin otherwise writes beside a wrong dist.
        path: path.join(dir, 'dist'),
        publicPath: outputPublicPath,
        uniqueName: `suscripciones_${name}`,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: appResolve(dir),
      module: appModule({ production }),
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          shared: sharedModules(dir, { production }),
          // The host takes whatever copy is already in the page, so a down remote
          // can never be the source of React (a version-first host went blank).
          shareStrategy: 'loaded-first',
          experiments: {
            asyncStartup: true,
            // One federation runtime core in the page: the host provides it, remotes built for
            // production use it instead of shipping their own (about 20 KB gzip per remote).
            // A remote's dev page runs alone, so development builds keep their own.
            ...(isHost ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
            // Browser-only federation runtime (no Node script loading); remotes load no remotes of their own; the host
            // registers each remote by the entry its manifest names (host/src/remotes/remoteEntry.ts), so the runtime's
            // own manifest handling ("snapshot") stays out of its first load.
            optimization: { target: 'web', disableRemote: !isHost, disableSnapshot: isHost },
          },
          // Says clearly when an app was built against another version of a shared singleton.
          runtimePlugins: [path.join(repoRoot, 'kit/src/federation/sharedVersionReport.ts')],
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // Where a remote's own dev page reads the runtime config (the host's, by default).
          'process.env.CONFIG_URL': JSON.stringify(process.env.CONFIG_URL ?? 'http://localhost:3000/suscripciones/config.json'),
          // The app's own version (its package.json), which its client errors carry; never used by shared code,
          // which every app builds.
          'process.env.APP_VERSION': JSON.stringify(readJson(path.join(dir, 'package.json')).version),
          // The build's uniqueName, which marks the links of its CSS chunks (the landing's embed takes them into its shadow root).
          'process.env.APP_UNIQUE_NAME': JSON.stringify(`suscripciones_${name}`),
        }),
        emitHtml &&
          new rspack.HtmlRspackPlugin({
            template: html ? path.join(dir, 'src/index.html') : path.join(repoRoot, 'scripts/rspack/standalone.html'),
            scriptLoading: 'module',
            inject: 'body',
            minify: production,
          }),
        // Remotes built for our host use its federation runtime core; a second entry brings its own for any other page.
        production && !isHost && new SelfSufficientEntryPlugin({ dir, name }),
        // Its exposed modules' types, as Module Federation 2 publishes them (the federation plugin's own `dts` is off:
        // it compiles everything a module imports; these are written from the contracts, self-contained).
        production && !isHost && new FederatedTypesPlugin({ name, exposes }),
        ...plugins(production),
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: { minimize: production, splitChunks },
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: { index: isHost ? `${publicPath}index.html` : '/index.html' },
        headers: { 'Access-Control-Allow-Origin': '*' },
        devMiddleware: { publicPath: isHost ? publicPath : '/' },
      },
      stats: 'errors-warnings',
    };
  };
}
