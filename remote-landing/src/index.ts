import { basePath, mountApp, Notifications, StorageNotice } from '@suscripciones/shared';
import { renderStandalone } from '@suscripciones/kit/standalone';
import LandingPage from './exposes/LandingPage';

// The squad's own dev page (`pnpm --filter remote-landing start`): the host's config, no host.
void renderStandalone(
  [{ path: '/', Page: LandingPage }],
  process.env.CONFIG_URL ?? 'http://localhost:3000/suscripciones/config.json',
  {
    app: 'landing',
    version: process.env.APP_VERSION ?? 'dev',
  },
  { mountApp, basePath, StorageNotice, Notifications },
);
