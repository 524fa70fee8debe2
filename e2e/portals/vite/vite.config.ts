import { defineConfig } from 'vite';
import { federation } from '@module-federation/vite';

// The landing's manifest, as the shop's config.json names it (`remotes.landing`).
const landingManifest = process.env.LANDING_MANIFEST ?? 'http://localhost:3001/mf-manifest.json';

export default defineConfig({
  plugins: [
    federation({
      name: 'portal_vite',
      remotes: { landing: `landing@${landingManifest}` },
      shared: { react: { singleton: true }, 'react-dom': { singleton: true } },
      // The landing's types, as it publishes them (its manifest's metaData.types), into @mf-types/landing/ on every
      // build: a change of its contract fails this portal's type check, not its visitors' pages.
      dts: { generateTypes: false, consumeTypes: { typesOnBuild: true, abortOnError: true } },
    }),
  ],
  build: { target: 'es2022', outDir: process.env.OUT_DIR ?? 'dist', emptyOutDir: true },
});
