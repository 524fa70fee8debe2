import { basePath, mountApp, Notifications, StorageNotice } from '@suscripciones/shared';
import { renderStandalone } from '@suscripciones/kit/standalone';
import PaymentPage from './exposes/PaymentPage';
import ThanksPage from './exposes/ThanksPage';

// The squad's own dev page (`pnpm --filter remote-payment start`): the host's config, no host.
void renderStandalone(
  [
    { path: '/payment', Page: PaymentPage },
    { path: '/thanks', Page: ThanksPage },
  ],
  process.env.CONFIG_URL ?? 'http://localhost:3000/suscripciones/config.json',
  { app: 'payment', version: process.env.APP_VERSION ?? 'dev' },
  { mountApp, basePath, StorageNotice, Notifications },
);
