import { defineConfig } from 'vite';

export default defineConfig({
  build: { target: 'es2022', outDir: process.env.OUT_DIR ?? 'dist', emptyOutDir: true },
});
