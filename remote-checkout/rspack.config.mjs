import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../scripts/rspack/createAppConfig.mjs';

export default createAppConfig({
  name: 'checkout',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  publicPath: 'auto',
  exposes: {
    './CheckoutPage': './src/exposes/CheckoutPage.ts',
  },
  port: Number(process.env.CHECKOUT_PORT ?? 3002),
});
