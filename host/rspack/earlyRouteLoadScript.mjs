import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import rspack from '@rspack/core';
import { tsImport } from 'tsx/esm/api';

const hostDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The early route load's settings (src/boot/earlyRouteLoadOptions.ts), read from the modules the host itself runs
 * on, in this Node process: as the Node tooling loads them (scripts/lib/tooling.mjs), the singleton's name is its
 * contracts there, pure code without the page's state and style sheets.
 */
async function earlyRouteLoadOptions(basePath, hostLocaleFiles) {
  register(pathToFileURL(path.join(hostDir, '../scripts/lib/toolingCondition.mjs')));
  const module = await tsImport(pathToFileURL(path.join(hostDir, 'src/boot/earlyRouteLoadOptions.ts')).href, import.meta.url);
  return module.earlyRouteLoadOptions(basePath, hostLocaleFiles);
}

/**
 * The rspack build of the early route load (src/boot/earlyRouteLoadPage.ts), as the landing's embed is built: one
 * script, no chunks, no runtime, minified, with its settings written in.
 */
function earlyRouteLoadConfig(outputDir, options) {
  return {
    mode: 'production',
    context: hostDir,
    entry: { early: './src/boot/earlyRouteLoadPage.ts' },
    target: ['web', 'es2022'],
    devtool: false,
    output: { path: outputDir, filename: '[name].js', iife: true, asyncChunks: false, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.DefinePlugin({ EARLY_ROUTE_LOAD_OPTIONS: JSON.stringify(options) })],
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The host's early route load as one inline script, called with the host's own route table and keys, after the
 * empty block the runtime config can be written into. Inline, because a separate file would cost the very round
 * trip it saves; the CSP allows it by its hash (scripts/stack/stack.mjs, and the README for production).
 */
export async function earlyRouteLoadScript(basePath, remotes, hostLocaleFiles = {}) {
  const outputDir = await mkdtemp(path.join(tmpdir(), 'early-route-load-'));
  try {
    const options = await earlyRouteLoadOptions(basePath, hostLocaleFiles);
    const compiler = rspack(earlyRouteLoadConfig(outputDir, remotes ? options : { ...options, routes: {} }));
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    await new Promise((resolve) => compiler.close(resolve));
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    const code = (await readFile(path.join(outputDir, 'early.js'), 'utf8')).trim();
    // An empty JSON data block first: a server that can writes config.json into it (see scripts/stack/stack.mjs).
    const configBlock = '<script type="application/json" data-runtime-config></script>';
    return `${configBlock}<script>${code.replace(/<\//g, '<\\/')}</script>`;
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}
