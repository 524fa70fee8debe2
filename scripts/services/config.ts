// The runtime config the check reads (the one deployed beside the host, or
// the local stack's), parsed with the host's own schema, and what the check
// derives from it.
import { parseRuntimeConfig, type RuntimeConfig } from '../../shared/src/config/runtimeConfig';
import { messageOf } from './reach';
import { row, type Row } from './table';

export const configService = 'config';
export const configCheck = 'loads and parses (runtime config schema)';

/** The config from its text, as the page reads it (shared/src/config/runtimeConfig.ts), or the failing row. */
export function configFromText(source: string, text: string): { config: RuntimeConfig; row: Row } | { row: Row } {
  const fix = `${source} must hold the runtime config the host reads: see shared/src/config/runtimeConfig.ts and host/config/config.production.example.json.`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { row: row(configService, configCheck, 'fail', `${source} is not JSON`, fix) };
  }
  try {
    const config = parseRuntimeConfig(value);
    const local = servicesAreLocal(config) ? 'local services' : 'remote services';
    return { config, row: row(configService, configCheck, 'pass', `${source}: ${config.portals.length} portals, ${local}`) };
  } catch (error) {
    return { row: row(configService, configCheck, 'fail', messageOf(error), fix) };
  }
}

const isLoopback = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';

/** Whether every outside service the page calls or leads to (profile, identity site, tracking, Stripe.js) is on this machine. */
export function servicesAreLocal(config: RuntimeConfig): boolean {
  const addresses = [config.profileApi, ...Object.values(config.identity), config.trackingBase, config.stripe.scriptUrl];
  return addresses.every((address) => isLoopback(new URL(address).hostname));
}

/**
 * The origin of the host's page when none is given: the first portal's
 * parent site's, since in production the product is served under the
 * parent site's own origin (`https://www.agrinews.example/suscripciones/`).
 */
export const defaultOrigin = (config: RuntimeConfig): string => new URL(config.portals[0]?.parentSiteUrl ?? config.profileApi).origin;
