/** @jest-environment node */
import { localRuntimeConfig } from '../stack/runtimeConfig.ts';
import { applyConfigVariables, productionClientErrors } from './runtimeConfig.mjs';

const local = localRuntimeConfig({ host: 8080, landing: 8081, checkout: 8082, payment: 8083, devApi: 8090 });

describe('the runtime config of the nginx stack, from the environment', () => {
  it('is the local one (every service in dev-api) when nothing is set', () => {
    expect(applyConfigVariables(local, {})).toEqual(local);
  });

  it("takes a deploy's addresses, keys and remote versions from variables, leaving the rest", () => {
    const config = applyConfigVariables(local, {
      PROFILE_API: 'https://api.agrinews.example/profile',
      STRIPE_SCRIPT_URL: 'https://js.stripe.com/endive/stripe.js',
      STRIPE_PUBLISHABLE_KEY_ES: 'pk_live_es',
      LANDING_MANIFEST_URL: 'https://cdn.agrinews.example/suscripciones/landing/1.4.0/mf-manifest.json',
      ALLOWED_REDIRECT_HOSTS: 'www.agrinews.example, checkout.agrinews.example',
      REMOTE_OVERRIDE_HOSTS: '',
      REQUEST_TIMEOUT_MS: '8000',
      OFFERS_SNAPSHOT_MAX_AGE_SECONDS: '300',
    });
    expect(config.profileApi).toBe('https://api.agrinews.example/profile');
    expect(config.stripe).toEqual({ ...local.stripe, scriptUrl: 'https://js.stripe.com/endive/stripe.js', publishableKeyES: 'pk_live_es' });
    expect(config.remotes).toEqual({ ...local.remotes, landing: 'https://cdn.agrinews.example/suscripciones/landing/1.4.0/mf-manifest.json' });
    expect(config.allowedRedirectHosts).toEqual(['www.agrinews.example', 'checkout.agrinews.example']);
    // An empty variable is "not set", not an empty list.
    expect(config.remoteOverrideHosts).toEqual(local.remoteOverrideHosts);
    expect(config.requestTimeoutMs).toBe(8000);
    expect(config.offersSnapshotMaxAgeSeconds).toBe(300);
    expect(config.portals).toEqual(local.portals);
  });

  it("reports client errors as production does, and takes a deploy's rate and cap from variables", () => {
    expect(productionClientErrors.clientErrorsPerPage).toBeLessThan(local.clientErrorsPerPage);
    const config = applyConfigVariables({ ...local, ...productionClientErrors }, { CLIENT_ERROR_SAMPLE_RATE: '0.25', CLIENT_ERRORS_PER_PAGE: '5' });
    expect(config).toMatchObject({ clientErrorSampleRate: 0.25, clientErrorsPerPage: 5 });
  });

  it('never changes the config it starts from', () => {
    const before = structuredClone(local);
    applyConfigVariables(local, { PROFILE_API: 'https://elsewhere.example/profile' });
    expect(local).toEqual(before);
  });
});
