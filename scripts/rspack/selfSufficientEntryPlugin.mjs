// A remote's second entry, for consumers that bring no federation runtime core of their own.
import path from 'node:path';
import rspack from '@rspack/core';
import { repoRoot } from '../lib/repoRoot.mjs';
import { appResolve } from './appResolve.mjs';
import { readJson } from './readJson.mjs';

/** The manifest's own field for the entry that uses the page's federation runtime core (our host reads it). */
const externalRuntimeEntryField = 'externalRuntimeEntry';

const manifestNames = ['mf-manifest.json', 'mf-stats.json', 'mf-manifest-stats.json'];

/** The federation runtime core's version, as the federation plugin that builds the app resolves it. */
function runtimeCoreVersion(dir) {
  const alias = appResolve(dir).alias['@module-federation/runtime-core$'];
  let folder = path.dirname(alias);
  while (folder !== path.dirname(folder)) {
    try {
      const manifest = readJson(path.join(folder, 'package.json'));
      if (manifest.name === '@module-federation/runtime-core') return manifest.version;
    } catch {
      /* not there: go up */
    }
    folder = path.dirname(folder);
  }
  throw new Error('@module-federation/runtime-core is not installed');
}

/** Compiles the prelude (runtimeCorePrelude.mjs): the federation runtime core, set on the page unless one is there. */
function compilePrelude({ dir, name, production }) {
  const compiler = rspack({
    mode: production ? 'production' : 'development',
    context: dir,
    entry: path.join(repoRoot, 'scripts/rspack/runtimeCorePrelude.mjs'),
    target: ['web', 'es2022'],
    devtool: false,
    // Only its text is used (read from the compilation): written where builds keep their cache.
    output: { path: path.join(dir, 'node_modules/.cache/runtime-core-prelude'), filename: 'runtime-core-prelude.js', iife: true, clean: true },
    resolve: appResolve(dir),
    plugins: [
      new rspack.DefinePlugin({
        __REMOTE_NAME__: JSON.stringify(name),
        __RUNTIME_VERSION__: JSON.stringify(runtimeCoreVersion(dir)),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    stats: 'errors-warnings',
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      const asset = stats.compilation.getAsset('runtime-core-prelude.js');
      resolve(asset.source.source().toString());
    });
  });
}

/**
 * A production remote is built to use the page's federation runtime core (`experiments.externalRuntime`): our
 * host provides one, so the remotes do not each bring their own (about 20 KB gzip apiece). A page built any other
 * way (a portal with Vite's or webpack's federation plugin, or the runtime API, with their default options)
 * provides none, and that entry throws. So each remote publishes two entries of one build:
 *
 * - `remoteEntry.<hash>.js`: the federation runtime core, set on the page only if none is there, then the
 *   lean entry. The manifest names it as its entry (`metaData.remoteEntry`): what every standard consumer reads.
 * - `remoteEntry.lean.<hash>.js`: the lean entry, named in the manifest's `metaData.externalRuntimeEntry`, which
 *   our host reads (kit/src/federation/manifest.ts), so its pages load no second runtime core. Named by its
 *   content like every chunk, a browser keeps it: a page opened again asks only for the manifest, not the entry too.
 * - `remoteEntry.js`: the same lean entry under the name the federation plugin gives it, for a consumer that names
 *   the file itself.
 *
 * Both run the same chunks: the prelude is the only difference.
 */
export class SelfSufficientEntryPlugin {
  constructor({ dir, name, entryFile = 'remoteEntry.js' }) {
    this.options = { dir, name, entryFile };
  }

  apply(compiler) {
    const { dir, name, entryFile } = this.options;
    const production = compiler.options.mode === 'production';
    let prelude;
    const build = async () => {
      prelude ??= compilePrelude({ dir, name, production });
      await prelude;
    };
    compiler.hooks.beforeRun.tapPromise('SelfSufficientEntryPlugin', build);
    compiler.hooks.watchRun.tapPromise('SelfSufficientEntryPlugin', build);
    compiler.hooks.thisCompilation.tap('SelfSufficientEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minifying (the lean entry as served), before the source maps are written (so it gets one).
        { name: 'SelfSufficientEntryPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        async () => {
          const lean = compilation.getAsset(entryFile);
          if (!lean) throw new Error(`SelfSufficientEntryPlugin: no ${entryFile} in the build`);
          const { ConcatSource, RawSource } = compiler.webpack.sources;
          const full = new ConcatSource(new RawSource(`${await prelude}\n`), lean.source);
          const hashOf = (source) => compiler.webpack.util.createHash('xxhash64').update(source.buffer()).digest('hex').slice(0, 10);
          const hash = hashOf(full);
          const fullName = entryFile.replace(/\.js$/, `.${hash}.js`);
          compilation.emitAsset(fullName, full, { immutable: true, contenthash: hash, javascriptModule: false });
          const leanHash = hashOf(lean.source);
          const leanName = entryFile.replace(/\.js$/, `.lean.${leanHash}.js`);
          compilation.emitAsset(leanName, lean.source, { immutable: true, contenthash: leanHash, javascriptModule: false });
          for (const manifestName of manifestNames) {
            const manifestAsset = compilation.getAsset(manifestName);
            if (!manifestAsset) continue;
            const manifest = JSON.parse(manifestAsset.source.source().toString());
            const { remoteEntry } = manifest.metaData;
            manifest.metaData = {
              ...manifest.metaData,
              remoteEntry: { ...remoteEntry, name: fullName },
              [externalRuntimeEntryField]: { ...remoteEntry, name: leanName },
            };
            compilation.updateAsset(manifestName, new RawSource(JSON.stringify(manifest, null, 2)));
          }
        },
      );
    });
  }
}
