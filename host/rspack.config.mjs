import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../scripts/rspack/createAppConfig.mjs';

export default createAppConfig({
  name: 'host',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  publicPath: '/suscripciones/',
  html: true,
  port: Number(process.env.HOST_PORT ?? 3000),
});
