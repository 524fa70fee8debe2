// Build-time rendering of an app's first view into HTML fragments, one per
// language, written beside the app's other files (dist/fragments/). The
// server that serves the host inserts them into the page (scripts/stack,
// deploy/nginx), and the browser hydrates them: no rendering per request,
// every app stays static files.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import rspack from '@rspack/core';
import { appModule } from './appModule.mjs';
import { appResolve } from './appResolve.mjs';
import { readJson } from './readJson.mjs';
import { withoutSourceMap } from './withoutSourceMap.mjs';

const fragmentLanguages = ['es', 'en', 'pt'];

/** Where an app's fragments go inside its build, and their names: `fragments/<name>.<language>.html`. */
const fragmentFile = (name, language) => `fragments/${name}.${language}.html`;

/**
 * The same sources as the browser build, for Node: the same aliases, the same
 * CSS module class names (only the names: no style sheet), and the entry's
 * `render(language)`.
 */
function prerenderConfig({ dir, name, entry, outputDir, nodeEntries = {} }) {
  return {
    mode: 'production',
    context: dir,
    entry: { [`prerender-${name}`]: entry, ...nodeEntries },
    target: 'node',
    devtool: false,
    output: { path: outputDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true, uniqueName: `suscripciones_${name}` },
    resolve: appResolve(dir),
    module: appModule({ production: true, cssExportsOnly: true }),
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        // As the browser build says it (createAppConfig.mjs): the first view names the version that rendered it.
        'process.env.APP_VERSION': JSON.stringify(readJson(path.join(dir, 'package.json')).version),
      }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function run(compiler) {
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => (error ? reject(error) : resolve(stats)));
    }),
  );
}

/**
 * After the app's production build has been written: compiles `entry` for
 * Node, calls its `render(language)` for es, en and pt, and writes each
 * result to dist/fragments/<name>.<language>.html (or, when it returns
 * fragments by name, each to dist/fragments/<fragment>.<language>.html).
 */
export class PrerenderPlugin {
  /**
   * @param {{ dir: string, name: string, entry: string, uniqueName: string, styleChunks?: string[], nodeEntries?: Record<string, string> }} options
   * styleChunks: chunks whose style sheets the fragments need before any script (written to fragments/<name>.css).
   * nodeEntries: programs of the app's deployment built from the same sources for Node, kept in the app's
   * dist-node/ (`<name>.cjs`): the landing's offers job.
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const { dir, name, entry, uniqueName, nodeEntries } = this.options;
      const outputDir = path.join(dir, nodeEntries ? 'dist-node' : '.prerender');
      const config = prerenderConfig({ dir, name, entry, outputDir, nodeEntries });
      config.output.uniqueName = uniqueName;
      const stats = await run(rspack(config));
      if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
      const bundle = path.join(outputDir, `prerender-${name}.cjs`);
      const require = createRequire(import.meta.url);
      delete require.cache[bundle];
      const { render } = require(bundle);
      if (typeof render !== 'function') throw new Error(`${entry} exports no render(language)`);
      const target = compilation.outputOptions.path;
      await mkdir(path.join(target, 'fragments'), { recursive: true });
      for (const language of fragmentLanguages) {
        // One fragment (a string), or several by name ({ shell, noscript }).
        const rendered = await render(language);
        const fragments = typeof rendered === 'string' ? { [name]: rendered } : rendered;
        for (const [fragment, html] of Object.entries(fragments)) {
          // Exactly the rendered HTML, no final new line: a server puts it in as it is (nginx's SSI
          // cannot trim), and a text node React did not render would fail the hydration.
          await writeFile(path.join(target, fragmentFile(fragment, language)), html);
        }
      }
      const styles = (this.options.styleChunks ?? []).flatMap((chunkName) => {
        const chunk = [...compilation.chunks].find((candidate) => candidate.name === chunkName);
        if (!chunk) throw new Error(`No chunk ${chunkName} for the fragments' styles`);
        return [...chunk.files]
          .filter((file) => file.endsWith('.css'))
          .map((file) => withoutSourceMap(compilation.getAsset(file)?.source.source().toString() ?? ''));
      });
      if (styles.length > 0) await writeFile(path.join(target, `fragments/${name}.css`), styles.join('\n'));
      if (!nodeEntries) await rm(outputDir, { recursive: true, force: true });
    });
  }
}
