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
    new ModuleFederationPlugin({ name: 'portal_webpack', remotes: { landing: `landing@${landingManifest}` } }),
    new HtmlWebpackPlugin({ template: './index.html' }),
  ],
};
