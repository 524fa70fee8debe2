import type { PortalPolicy } from '../portal/portal';
import type { RedirectPolicy } from '../routes/redirectSafety';

/** The portals of the unit tests' runtime config (shared/src/testing/testConfig.ts), as the kit's rules read them. */
const portal = (id: string, parentSiteUrl: string) => ({ id, hosts: [`${id}.example`], parentSiteUrl });

export const testPolicy: PortalPolicy<ReturnType<typeof portal>> & RedirectPolicy = {
  portals: [
    portal('agrinews', 'http://localhost:3010/portal/'),
    portal('avinews', 'https://avinews.example/'),
    portal('porcinews', 'https://porcinews.example/'),
  ],
  fallbackPortal: 'agrinews',
  allowedRedirectHosts: ['localhost:3000'],
  checkoutHostPrefixes: ['checkout.', 'suscripciones.'],
};
