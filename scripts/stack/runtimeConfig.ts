// The runtime config of the local stack: every outside address points at
// dev-api. A real deploy serves its own config.json beside the host instead
// (see host/config/config.production.example.json).
import type { z } from 'zod/mini';
import type { runtimeConfigSchema } from '../../shared/src/config/runtimeConfig';
import type { StackPorts } from './ports';

const portals = (api: string) => [
  {
    id: 'agrinews',
    name: 'agriNews',
    hosts: ['agrinews.example'],
    logo: `${api}/assets/logos/agrinews.svg`,
    parentSiteUrl: `${api}/portal/`,
    medioId: 1,
    color: '#1d6b3a',
  },
  {
    id: 'avinews',
    name: 'aviNews',
    hosts: ['avinews.example'],
    logo: `${api}/assets/logos/avinews.svg`,
    parentSiteUrl: 'https://avinews.example/',
    medioId: 2,
    color: '#b4481b',
  },
  {
    id: 'porcinews',
    name: 'porciNews',
    hosts: ['porcinews.example'],
    logo: `${api}/assets/logos/porcinews.svg`,
    parentSiteUrl: 'https://porcinews.example/',
    medioId: 8,
    color: '#a3245e',
  },
  {
    id: 'nutrinews',
    name: 'nutriNews',
    hosts: ['nutrinews.example'],
    logo: `${api}/assets/logos/nutrinews.svg`,
    parentSiteUrl: 'https://nutrinews.example/',
    medioId: 4,
    color: '#1f5f99',
  },
  {
    id: 'ruminews',
    name: 'rumiNews',
    hosts: ['ruminews.example'],
    logo: `${api}/assets/logos/ruminews.svg`,
    parentSiteUrl: 'https://ruminews.example/',
    medioId: 12,
    color: '#6b5a12',
  },
];

export function localRuntimeConfig(ports: StackPorts, { hostName = 'localhost' }: { hostName?: string } = {}): z.input<typeof runtimeConfigSchema> {
  const origin = (port: number) => `http://${hostName}:${port}`;
  const api = origin(ports.devApi);
  return {
    profileApi: `${api}/profile`,
    // dev-api honours Idempotency-Key on call 3 as Stripe does (and allows it in CORS).
    profileAcceptsIdempotencyKey: true,
    identity: {
      loginUrl: `${api}/identity/login`,
      signupUrl: `${api}/identity/signup`,
      ajaxUrl: `${api}/identity/wp-admin/admin-ajax.php`,
    },
    trackingBase: `${api}/tracking`,
    // Every visit reports its Core Web Vitals here (dev-api records them: /__control/tracking-events).
    webVitalsSampleRate: 1,
    // Every page reports the errors it hits (client_error events), up to the schema's cap.
    clientErrorSampleRate: 1,
    clientErrorsPerPage: 100,
    assetsBase: `${api}/assets`,
    stripe: {
      publishableKeyES: 'pk_test_devEsEntity0000000000000000',
      publishableKeyGlobal: 'pk_test_devGlobalEntity00000000000',
      scriptUrl: `${api}/stripe/v3/`,
    },
    remotes: {
      landing: `${origin(ports.landing)}/mf-manifest.json`,
      checkout: `${origin(ports.checkout)}/mf-manifest.json`,
      payment: `${origin(ports.payment)}/mf-manifest.json`,
    },
    portals: portals(api),
    fallbackPortal: 'agrinews',
    checkoutHostPrefixes: ['checkout.', 'suscripciones.'],
    allowedRedirectHosts: [`${hostName}:${ports.host}`, `${hostName}:${ports.devApi}`],
    remoteOverrideHosts: [hostName],
    requestTimeoutMs: 10000,
  };
}
