import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const dir = path.dirname(fileURLToPath(import.meta.url));
// The landing's manifest, as the shop's config.json names it (`remotes.landing`).
const landingManifest = process.env.LANDING_MANIFEST ?? 'http://localhost:3001/mf-manifest.json';

export default {
  mode: 'production',
  entry: './src/index.js',
  output: { path: process.env.OUT_DIR ?? path.join(dir, 'dist'), publicPath: 'auto', clean: true },
  plugins: [
    new ModuleFederationPlugin({
      name: 'portal_webpack',
      remotes: { landing: `landing@${landingManifest}` },
      // The landing's types, as it publishes them (its manifest's metaData.types), into @mf-types/landing/ on every
      // build; this portal's JavaScript is checked against them (tsconfig.json, checkJs).
      dts: { generateTypes: false, consumeTypes: { typesOnBuild: true, abortOnError: true } },
    }),
    new HtmlWebpackPlugin({ template: './index.html' }),
  ],
};
