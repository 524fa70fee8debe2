import { getRuntimeConfig, type RuntimeConfig } from '@suscripciones/shared';

type AssetConfig = Pick<RuntimeConfig, 'assetsBase'>;

/** An address under the config's assetsBase (dev-api locally, a CDN in production). */
export function assetUrl(path: string, config: AssetConfig = getRuntimeConfig()): string {
  return `${config.assetsBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
