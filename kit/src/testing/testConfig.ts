import type { z } from 'zod/mini';
import type { runtimeConfigSchema } from '../../../shared/src/config/runtimeConfig';

/** A valid runtime config for unit tests, in the shape config.json has. */
/** The publishable keys of dev-api's Stripe double (dev-api/src/stripe/accounts.ts). */
const doubleKeys = { publishableKeyES: 'pk_test_devEsEntity0000000000000000', publishableKeyGlobal: 'pk_test_devGlobalEntity00000000000' };

export function testConfig(overrides: Partial<z.input<typeof runtimeConfigSchema>> = {}): z.input<typeof runtimeConfigSchema> {
  const api = 'http://localhost:3010';
  const portal = (id: string, name: string, medioId: number, parentSiteUrl: string) => ({
    id,
    name,
    hosts: [`${id}.example`],
    logo: `${api}/assets/logos/${id}.svg`,
    parentSiteUrl,
    medioId,
    color: '#1d6b3a',
  });
  return {
    profileApi: `${api}/profile`,
    identity: {
      loginUrl: `${api}/identity/login`,
      signupUrl: `${api}/identity/signup`,
      ajaxUrl: `${api}/identity/wp-admin/admin-ajax.php`,
    },
    trackingBase: `${api}/tracking`,
    assetsBase: `${api}/assets`,
    // The keys dev-api's Stripe double knows (its stripeApi test checks they agree): the fake world answers with it.
    stripe: { ...doubleKeys, scriptUrl: `${api}/stripe/v3/` },
    remotes: {
      landing: 'http://localhost:3001/mf-manifest.json',
      checkout: 'http://localhost:3002/mf-manifest.json',
      payment: 'http://localhost:3003/mf-manifest.json',
    },
    portals: [
      portal('agrinews', 'agriNews', 1, `${api}/portal/`),
      portal('avinews', 'aviNews', 2, 'https://avinews.example/'),
      portal('porcinews', 'porciNews', 8, 'https://porcinews.example/'),
    ],
    fallbackPortal: 'agrinews',
    allowedRedirectHosts: ['localhost:3000'],
    ...overrides,
  };
}
