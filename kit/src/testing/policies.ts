import type { RedirectPolicy } from '@suscripciones/shared';
import type { PortalPolicy } from '../../../shared/src/context/portal';

/** The portals of the unit tests' runtime config (./testConfig.ts), as the portal and redirect rules read them. */
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
