import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../scripts/rspack/createAppConfig.mjs';

export default createAppConfig({
  name: 'landing',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  publicPath: 'auto',
  exposes: {
    './LandingPage': './src/exposes/LandingPage.ts',
  },
  port: Number(process.env.LANDING_PORT ?? 3001),
});
