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
    }),
  ],
  build: { target: 'es2022', outDir: process.env.OUT_DIR ?? 'dist', emptyOutDir: true },
});
