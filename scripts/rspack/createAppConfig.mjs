// The rspack + Module Federation config every app is built with. One place, so
// the host and the three remotes cannot drift on what they share or how.
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { tsImport } from 'tsx/esm/api';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const sharedPackage = readJson(path.join(root, 'shared/package.json'));

/** Framework packages shared as singletons, with the subpaths apps import. */
const singletonPackages = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  // Aliased to shared/src/router/reactRouterDom.ts: only the exports the apps use (see there).
  'react-router-dom': ['react-router-dom'],
  // jotai/utils is aliased to shared/src/state/jotaiUtils.ts: only the utilities the apps use (see there).
  jotai: ['jotai', 'jotai/react', 'jotai/vanilla', 'jotai/utils'],
  i18next: ['i18next'],
  // Aliased to shared/src/i18n/reactI18next.ts: only the exports the apps use (see there).
  'react-i18next': ['react-i18next'],
};

/** react-i18next's ES entry as the app resolves it (its exports map has no subpath for it). */
function reactI18nextEntry(appDir) {
  const packageJson = createRequire(path.join(appDir, 'package.json')).resolve('react-i18next/package.json');
  return path.join(path.dirname(packageJson), readJson(packageJson).exports['.'].import);
}

/** The version of a package as the app resolves it (through react-router-dom for react-router). */
function installedVersion(appDir, pkg) {
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const fromRouterDom = createRequire(fromApp.resolve('react-router-dom/package.json'));
  for (const requireFrom of [fromApp, fromRouterDom]) {
    try {
      return readJson(requireFrom.resolve(`${pkg}/package.json`)).version;
    } catch {
      /* try the next place */
    }
  }
  throw new Error(`${pkg} is not installed for ${appDir}`);
}

/** The federation runtime packages that end up in the browser. */
const federationRuntimePackages = ['runtime', 'runtime-core', 'runtime-tools', 'sdk', 'webpack-bundler-runtime', 'error-codes', 'inject-external-runtime-core-plugin'];

/**
 * Aliases of the federation runtime packages (and their subpaths) to their ES
 * module builds. The plugin injects them with require(), which picks the
 * CommonJS builds, and rspack cannot drop what a CommonJS module exports but
 * nobody calls (Node's script loading, the manifest generator, dev helpers).
 */
function federationRuntimeEsmAliases(appDir) {
  /** The folder of a package as `from` resolves it (its package.json is not always exported). */
  const packageDir = (from, name) => {
    let dir;
    try {
      dir = path.dirname(from.resolve(name));
    } catch {
      return null;
    }
    while (dir !== path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      try {
        if (readJson(file).name === name) return dir;
      } catch {
        /* not there: go up */
      }
      dir = path.dirname(dir);
    }
    return null;
  };
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const enhanced = packageDir(fromApp, '@module-federation/enhanced');
  const fromEnhanced = createRequire(path.join(enhanced, 'package.json'));
  const tools = packageDir(fromEnhanced, '@module-federation/runtime-tools');
  const fromTools = createRequire(path.join(tools, 'package.json'));
  const runtime = packageDir(fromTools, '@module-federation/runtime');
  const fromRuntime = createRequire(path.join(runtime, 'package.json'));
  const aliases = {};
  for (const name of federationRuntimePackages) {
    const pkg = `@module-federation/${name}`;
    const dir = [fromEnhanced, fromTools, fromRuntime, fromApp].map((from) => packageDir(from, pkg)).find(Boolean);
    if (!dir) continue;
    const { exports } = readJson(path.join(dir, 'package.json'));
    for (const [subpath, conditions] of Object.entries(exports ?? {})) {
      const esm = conditions?.import?.default ?? (typeof conditions?.import === 'string' ? conditions.import : null);
      if (!esm || subpath.includes('*') || subpath === './package.json') continue;
      aliases[`${pkg}${subpath === '.' ? '' : subpath.slice(1)}$`] = path.join(dir, esm);
    }
  }
  return aliases;
}

/** Modules of the framework singletons (and what they import), bundled into one chunk. */
const frameworkModules = /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|jotai|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/;

/** The shared package's sources, and the zod modules they bring. */
const sharedPackageModules = /[\\/]shared[\\/]src[\\/]|[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]/;

/**
 * The `shared` map of the federation plugin: every framework subpath and every
 * export of @suscripciones/shared as a singleton, so one React, one router, one
 * jotai store and one set of atoms exist in the page whichever app loads first.
 */
export function sharedModules(appDir) {
  const appPackage = readJson(path.join(appDir, 'package.json'));
  // The app's own ranges win: they say what the app was built against.
  const deps = { ...sharedPackage.devDependencies, ...appPackage.dependencies };
  const shared = {};
  for (const [pkg, specifiers] of Object.entries(singletonPackages)) {
    const version = installedVersion(appDir, pkg);
    const requiredVersion = deps[pkg] ?? `^${version}`;
    for (const specifier of specifiers) {
      shared[specifier] = { singleton: true, requiredVersion, version, strictVersion: false };
    }
  }
  for (const subpath of Object.keys(sharedPackage.exports)) {
    // Build-time helpers (the first views rendered to HTML) never run in the page.
    if (subpath.startsWith('./build/')) continue;
    const specifier = `${sharedPackage.name}${subpath.slice(1)}`;
    shared[specifier] = { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version };
  }
  return shared;
}

/**
 * The host's boot/earlyRouteLoad.ts compiled and minified into one inline
 * script, called with the host's own route table and keys, after the empty
 * block the runtime config can be written into. Inline, because a
 * separate file would cost the very round trip it saves; the CSP allows it by
 * its hash (scripts/stack/stack.mjs, and the README for production).
 */
async function earlyRouteLoadScript(basePath, remotes) {
  const hostSrc = path.join(root, 'host/src/boot');
  const { earlyRouteLoadOptions } = await tsImport(path.join(hostSrc, 'earlyRouteLoadOptions.ts'), import.meta.url);
  const source = readFileSync(path.join(hostSrc, 'earlyRouteLoad.ts'), 'utf8');
  const { code } = await rspack.experiments.swc.transform(source, {
    filename: 'earlyRouteLoad.ts',
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  });
  const body = code.replace(/\bexport function earlyRouteLoad\b/, 'function earlyRouteLoad').replace(/^export \{\};?$/m, '');
  const options = { ...earlyRouteLoadOptions(basePath), ...(remotes ? {} : { routes: {} }) };
  const call = `(function(){${body}\nearlyRouteLoad(${JSON.stringify(options)});})();`;
  const minified = await rspack.experiments.swc.minify(call, { compress: true, mangle: true });
  // An empty JSON data block first: a server that can writes config.json into it (see scripts/stack/stack.mjs).
  const configBlock = `<script type="application/json" id="${options.configElementId}" data-runtime-config></script>`;
  return `${configBlock}<script>${minified.code.replace(/<\//g, '<\\/')}</script>`;
}

/** A style sheet without its source map comment: written into a page, its relative address would be the page's. */
export const withoutSourceMap = (css) => css.replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A built style sheet as a `<style>` element (`</style` inside it cannot end the element). */
const inlineStyleOf = (file, css) => `<style data-href="${file}">${withoutSourceMap(css).replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * Adds to the host's index.html what every page needs right after main.js:
 * the early route load (the runtime config and the route's remote, see
 * earlyRouteLoadScript) and preload links for the framework and shared chunks
 * (and their CSS). Without them each waits for the script before it to run:
 * one round trip each on a slow phone connection.
 */
class PreloadCriticalPlugin {
  constructor(publicPath, { remotes = true } = {}) {
    this.publicPath = publicPath;
    this.remotes = remotes;
  }

  /** The same, loading the runtime config early but no remote (the plain build of bench/plain). */
  withoutRemotes() {
    return new PreloadCriticalPlugin(this.publicPath, { remotes: false });
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadCriticalPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('PreloadCriticalPlugin', async (data) => {
        const chunkFiles = (names) =>
          [...compilation.chunks].filter((chunk) => names.includes(chunk.name)).flatMap((chunk) => [...chunk.files]);
        const scripts = chunkFiles(['framework', 'suscripciones-shared']).filter((file) => file.endsWith('.js'));
        const chunkStyleSheets = chunkFiles(['framework', 'suscripciones-shared']).filter((file) => file.endsWith('.css'));
        const styleSheets = [...chunkFiles(['main']).filter((file) => file.endsWith('.css')), ...chunkStyleSheets];
        const preloads = scripts.map((file) => `<link rel="preload" href="${this.publicPath}${file}" as="script">`);
        // The host's style sheets written into the head: the prerendered shell and page are painted with
        // them from the HTML alone, with no request to wait for (they are a few KB). A chunk's style
        // sheet is also linked, for print only (so it blocks no paint, and the page's rules apply
        // once): the CSS chunk loader finds that link and does not load the file again.
        const inline = styleSheets.map((file) => inlineStyleOf(file, compilation.getAsset(file)?.source.source().toString() ?? ''));
        const links = chunkStyleSheets.map((file) => `<link rel="stylesheet" href="${this.publicPath}${file}" media="print">`);
        // First in the head: an inline script after a stylesheet would wait for it.
        const early = await earlyRouteLoadScript(this.publicPath.replace(/\/$/, ''), this.remotes);
        let html = data.html;
        for (const file of styleSheets) html = html.replace(new RegExp(`<link [^>]*href="${escapeRegExp(`${this.publicPath}${file}`)}"[^>]*>`), '');
        data.html = html
          .replace('<link', `${early}<link`)
          .replace('</head>', `${inline.join('')}${preloads.join('')}</head>`)
          .replace('</body>', `${links.join('')}</body>`);
        return data;
      });
    });
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` beside every
 * script, style sheet, manifest and image of a production build, as a CDN
 * serves them: about 7% fewer bytes than compressing on the fly, and no
 * compression work per request. Servers without them compress as before.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async (assets) => {
        const compressible = Object.keys(assets).filter((name) => /\.(js|css|json|svg)$/.test(name) && assets[name].size() > 512);
        await Promise.all(
          compressible.map(async (name) => {
            const source = Buffer.from(assets[name].buffer());
            const [brotli, gzip] = await Promise.all([
              brotliCompressAsync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzipAsync(source, { level: 9 }),
            ]);
            compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gzip));
          }),
        );
      });
    });
  }
}

/** How every app resolves modules: the shared facades and the federation runtime's ES module builds. */
export function appResolve(dir) {
  return {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    alias: {
      'react-router-dom$': path.join(root, 'shared/src/router/reactRouterDom.ts'),
      'react-i18next$': path.join(root, 'shared/src/i18n/reactI18next.ts'),
      'jotai/utils$': path.join(root, 'shared/src/state/jotaiUtils.ts'),
      // The real package, for that facade only.
      'react-i18next-package$': reactI18nextEntry(dir),
      ...federationRuntimeEsmAliases(dir),
    },
  };
}

/**
 * How every app compiles its sources. `cssExportsOnly`: the CSS modules give
 * their class names and no style sheet (the build-time render of the first
 * view needs the names, identical to the browser build's).
 */
export function appModule({ production, cssExportsOnly = false }) {
  const cssGenerator = { exportsOnly: cssExportsOnly };
  return {
    // CSS modules as a default export of class names (`import styles from './X.module.css'`).
    parser: { 'css/module': { namedExports: false }, 'css/auto': { namedExports: false } },
    generator: {
      'css/module': { ...cssGenerator, localIdentName: production ? '[hash:base64:6]' : '[name]__[local]' },
      'css/auto': cssGenerator,
      // JSON (the translations, <app>/src/i18n/locales/<language>/<namespace>.json) as an object literal, not
      // JSON.parse('{"key":…}'): the minifier then drops the keys' quotes, so texts as JSON cost no more than
      // the TypeScript objects they were.
      json: { JSONParse: false },
    },
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
      // The legal documents (host/src/legal/<language>/<document>.md), turned into their tree at build time.
      { test: /\.md$/, type: 'javascript/esm', loader: path.join(root, 'scripts/rspack/legalMarkdownLoader.mjs') },
      { test: /\.module\.css$/, type: 'css/module' },
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'css/auto' },
      { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/i, type: 'asset/resource' },
    ],
  };
}

/**
 * @param {object} options
 * @param {string} options.name federation name (host, landing, checkout, payment)
 * @param {string} options.dir the app's folder
 * @param {Record<string,string>} [options.exposes]
 * @param {string} options.publicPath '/suscripciones/' for the host, 'auto' for remotes
 * @param {boolean} [options.html] emit index.html from src/index.html (remotes: their standalone dev page, in development only)
 * @param {number} options.port dev server port
 */
export function createAppConfig({ name, dir, exposes, publicPath, html = false, port }) {
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
      devtool: production ? 'source-map' : 'cheap-module-source-map',
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
          shared: sharedModules(dir),
          // The host takes whatever copy is already in the page, so a down remote
          // can never be the source of React (a version-first host went blank).
          shareStrategy: 'loaded-first',
          experiments: {
            asyncStartup: true,
            // One federation runtime core in the page: the host provides it, remotes built for
            // production use it instead of shipping their own (about 20 KB gzip per remote).
            // A remote's dev page runs alone, so development builds keep their own.
            ...(isHost ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
            // Browser-only federation runtime (no Node script loading); remotes load no remotes of their own.
            optimization: { target: 'web', disableRemote: !isHost },
          },
          // Says clearly when an app was built against another version of a shared singleton.
          runtimePlugins: [path.join(root, 'shared/src/federation/sharedVersionReport.ts')],
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // Where a remote's own dev page reads the runtime config (the host's, by default).
          'process.env.CONFIG_URL': JSON.stringify(process.env.CONFIG_URL ?? 'http://localhost:3000/suscripciones/config.json'),
        }),
        emitHtml &&
          new rspack.HtmlRspackPlugin({
            template: html ? path.join(dir, 'src/index.html') : path.join(root, 'scripts/rspack/standalone.html'),
            scriptLoading: 'module',
            inject: 'body',
            minify: production,
          }),
        isHost && production && new PreloadCriticalPlugin(publicPath),
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: {
        minimize: production,
        // Federation gives every shared package and subpath its own chunk: ~40 requests before
        // the first render. The host (which provides them all) bundles the framework singletons
        // into one chunk and the shared package into another. Not in remotes: there a named chunk
        // of consume fallbacks becomes part of the exposed module's chunks and is fetched for nothing.
        splitChunks: isHost
          ? {
              chunks: 'async',
              cacheGroups: {
                framework: { test: frameworkModules, name: 'framework', chunks: 'async', enforce: true, priority: 20 },
                // With the shared package, the parts of zod only its schemas use (a chunk of their own was one more round trip).
                suscripcionesShared: { test: sharedPackageModules, name: 'suscripciones-shared', chunks: 'async', enforce: true, priority: 10 },
              },
            }
          : { chunks: 'async' },
      },
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
