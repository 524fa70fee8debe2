import { basePath, mountApp, Notifications, StorageNotice } from '@suscripciones/shared';
import { renderStandalone } from '@suscripciones/kit/standalone';
import CheckoutPage from './exposes/CheckoutPage';

// The squad's own dev page (`npm run start:checkout`): the host's config and dev-api, no host.
void renderStandalone(
  [{ path: '/checkout', Page: CheckoutPage }],
  process.env.CONFIG_URL ?? 'http://localhost:3000/suscripciones/config.json',
  {
    app: 'checkout',
    version: process.env.APP_VERSION ?? 'dev',
  },
  { mountApp, basePath, StorageNotice, Notifications },
);
