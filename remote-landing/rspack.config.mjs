import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { createAppConfig } from '../scripts/rspack/createAppConfig.mjs';
import { PrerenderPlugin } from '../scripts/rspack/prerender.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

const landingConfig = createAppConfig({
  name: 'landing',
  dir,
  publicPath: 'auto',
  exposes: {
    './LandingPage': './src/exposes/LandingPage.ts',
    // Framework-neutral mount for the parent portal's pages.
    './mount': './src/exposes/mount.ts',
  },
  port: Number(process.env.LANDING_PORT ?? 3001),
});

/**
 * The parent portal's loader (src/embed/portalLoader.ts → landing-embed.js):
 * a federation *consumer*, so it is compiled on its own, without this app's
 * ModuleFederationPlugin (which would make it a second "landing" container).
 */
function portalLoaderConfig(production) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { 'landing-embed': './src/embed/portalLoader.ts' },
    target: ['web', 'es2022'],
    // Its map kept private like the app's (createAppConfig): written beside it, named by no comment in the served file.
    devtool: production ? 'hidden-source-map' : false,
    output: { path: path.join(dir, 'dist'), filename: '[name].js', publicPath: 'auto', clean: false, asyncChunks: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]s$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') })],
    optimization: { minimize: production, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Builds the loader after the app has emitted (so the app's `clean` cannot remove it), into the same output. */
class PortalLoaderPlugin {
  constructor(production) {
    this.production = production;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PortalLoaderPlugin', async () => {
      const child = rspack(portalLoaderConfig(this.production));
      child.outputFileSystem = compiler.outputFileSystem;
      const stats = await new Promise((resolve, reject) => child.run((error, result) => (error ? reject(error) : resolve(result))));
      await new Promise((resolve) => child.close(resolve));
      if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    });
  }
}

export default (env, argv = {}) => {
  const config = landingConfig(env, argv);
  const production = config.mode === 'production';
  config.plugins.push(new PortalLoaderPlugin(production));
  // The first view as HTML, per language (dist/fragments/landing.<language>.html): the host's server inserts it.
  // With its style sheet (dist/fragments/landing.css), which the host page inlines: painted before any script runs.
  if (production) {
    config.plugins.push(
      new PrerenderPlugin({
        dir,
        name: 'landing',
        entry: './src/prerender/renderFirstView.tsx',
        uniqueName: config.output.uniqueName,
        styleChunks: ['__federation_expose_LandingPage'],
        // The offers job of the landing's deployment (dist-node/offers-job.cjs): the same first view, with call 1's
        // offers, every few seconds (docs/operations/offers-snapshot.md).
        nodeEntries: { 'offers-job': './src/prerender/offersJob.tsx' },
      }),
    );
  }
  return config;
};
