// The host's security policy as headers, from the runtime config and the
// built page: what nginx sends (conf.d/suscripciones-policy.conf).
import { portalOrigins } from '../stack/portalOrigins.mjs';
import { inlineScriptHashes, strictCsp } from '../stack/stack.mjs';

const realStripe = 'https://js.stripe.com';
const unique = (values) => values.filter((value, index, all) => all.indexOf(value) === index);
const originOf = (url) => new URL(url).origin;

/**
 * @param {import('../../shared/src/config/runtimeConfig').RuntimeConfig} config
 * @param {string} indexHtml the host's built index.html (its inline boot script is allowed by hash)
 * @param {{ hostOrigins: string[], env?: Record<string, string | undefined> }} site the public origins of the host page; `env`
 *   the deploy's variables (PORTAL_ORIGINS adds portals)
 */
export function hostPolicy(config, indexHtml, { hostOrigins, env = process.env }) {
  // One list for framing and CORS: the pages that may embed the shop.
  const portals = portalOrigins(config, env);
  const hashes = inlineScriptHashes(indexHtml);
  if (hashes.length === 0) throw new Error('The built index.html has no inline boot script: is it the host build?');
  const paymentOrigins = unique([realStripe, originOf(config.stripe.scriptUrl)]);
  return {
    csp: strictCsp(config, hashes, { frameAncestors: portals }),
    // Only we and the card provider (its frames) may ask for the Payment Request API; nobody for the rest.
    permissionsPolicy: [`payment=(self ${paymentOrigins.map((origin) => `"${origin}"`).join(' ')})`, 'camera=()', 'microphone=()', 'geolocation=()'].join(', '),
    // The pages that load the remotes: the host's and the portals' (the landing's embed).
    corsOrigins: unique([...hostOrigins.map(originOf), ...portals]),
  };
}
