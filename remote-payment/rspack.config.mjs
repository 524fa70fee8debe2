import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../scripts/rspack/createAppConfig.mjs';

export default createAppConfig({
  name: 'payment',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  publicPath: 'auto',
  exposes: {
    './PaymentPage': './src/exposes/PaymentPage.ts',
    './ThanksPage': './src/exposes/ThanksPage.ts',
  },
  port: Number(process.env.PAYMENT_PORT ?? 3003),
});
