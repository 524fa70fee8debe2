import { renderStandalone } from '@suscripciones/shared/standalone';
import CheckoutPage from './exposes/CheckoutPage';

// The squad's own dev page (`pnpm --filter remote-checkout start`): the host's config, no host.
void renderStandalone([{ path: '/checkout', Page: CheckoutPage }], process.env.CONFIG_URL ?? 'http://localhost:3000/suscripciones/config.json');
