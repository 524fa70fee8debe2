// The plain build: the same host and landing sources as one ordinary bundle,
// without Module Federation, to measure what federation costs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import hostConfig from '../../host/rspack.config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

export default (env, argv = {}) => {
  const config = hostConfig(env, { ...argv, mode: 'production' });
  config.plugins = config.plugins
    .filter((plugin) => plugin?.constructor?.name !== 'ModuleFederationPlugin')
    // The same early start (runtime config in the page), without remotes to fetch.
    .map((plugin) => (plugin?.constructor?.name === 'PreloadCriticalPlugin' ? plugin.withoutRemotes() : plugin))
    // Nor a remote's manifest to read: the host's loader registers remotes by their entries (the shim ignores them).
    .concat(new rspack.NormalModuleReplacementPlugin(/[\\/]host[\\/]src[\\/]remotes[\\/]remoteEntry\.ts$/, path.join(here, 'remoteEntryShim.ts')));
  config.output = { ...config.output, path: path.join(here, '.dist'), uniqueName: 'suscripciones_plain' };
  config.resolve = {
    ...config.resolve,
    alias: { '@module-federation/enhanced/runtime$': path.join(here, 'federationShim.ts') },
    // The remotes' sources resolve their packages from the host's node_modules.
    modules: [
      path.join(root, 'host/node_modules'),
      path.join(root, 'remote-landing/node_modules'),
      path.join(root, 'remote-checkout/node_modules'),
      path.join(root, 'remote-payment/node_modules'),
      'node_modules',
    ],
  };
  // Like any single-page app: the vendor code of the first route in one chunk, other routes lazy.
  config.optimization = { ...config.optimization, splitChunks: { chunks: 'async' } };
  return config;
};
