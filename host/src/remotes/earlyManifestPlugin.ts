import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { earlyOrFetch } from '@suscripciones/shared';

/**
 * Hands the federation runtime the manifest request index.html already
 * started, instead of a second request once the host's scripts have arrived.
 */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'suscripciones-early-manifest',
    // The runtime's own request is fetch(url, {}).
    fetch: (url) => earlyOrFetch(url, {}),
  };
}
