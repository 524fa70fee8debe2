import { z } from 'zod';

/**
 * No eval: zod compiles object parsers with `new Function` unless told not to,
 * and a strict Content-Security-Policy (no 'unsafe-eval') reports each probe
 * as a violation. The setting lives on globalThis, so it covers every copy of
 * zod on the page; it is set here because the config is the first thing parsed.
 */
z.config({ jitless: true });

/**
 * Runtime config: read at start-up from `config.json` beside the host, so a
 * deploy changes addresses, keys or remote versions without a rebuild.
 */

const httpUrl = z.url({ protocol: /^https?$/ });

export const portalSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Host names that identify the portal, without `www.` and without the checkout prefix. */
  hosts: z.array(z.string().min(1)),
  logo: z.string().min(1),
  parentSiteUrl: httpUrl,
  medioId: z.number().int().positive(),
  /** Brand colour, used for buttons, links and focus rings. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export type Portal = z.infer<typeof portalSchema>;

export const remoteNameSchema = z.enum(['landing', 'checkout', 'payment']);
export type RemoteName = z.infer<typeof remoteNameSchema>;

export const runtimeConfigSchema = z.object({
  /** Base of the profile service, calls 1-5 (`{profileApi}/checkout/products/...`). */
  profileApi: httpUrl,
  identity: z.object({
    /** The external identity site: login, sign-up and the ajax handler of call 6. */
    loginUrl: httpUrl,
    signupUrl: httpUrl,
    ajaxUrl: httpUrl,
  }),
  trackingBase: httpUrl,
  /** Where shared images live (benefit pictures, slider items, section illustrations): a CDN in production, dev-api here. */
  assetsBase: httpUrl,
  stripe: z.object({
    publishableKeyES: z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/),
    publishableKeyGlobal: z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/),
    /** Where Stripe.js comes from: Stripe's own host in production, dev-api's test double here. */
    scriptUrl: httpUrl,
  }),
  /** `mf-manifest.json` address of each remote. */
  remotes: z.record(remoteNameSchema, httpUrl),
  portals: z.array(portalSchema).min(1),
  /** The portal used when the host name matches none (localhost, previews). */
  fallbackPortal: z.string().min(1),
  /** Checkout prefixes stripped from the host name before matching a portal. */
  checkoutHostPrefixes: z.array(z.string()).default(['checkout.', 'suscripciones.']),
  /** Extra hosts (besides the portals' own) that `urlredirect` and `checkoutUrl` may point to. */
  allowedRedirectHosts: z.array(z.string()).default([]),
  /**
   * Host names a QA override (`?remote.landing=<manifest>` or local storage) may point a remote to.
   * Empty in production: no override is accepted.
   */
  remoteOverrideHosts: z.array(z.string().min(1)).default([]),
  /** Every API call gives up after this long; the spec sets no timeout (see README). */
  requestTimeoutMs: z.number().int().positive().max(120_000).default(10_000),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig | null = null;
let pending: Promise<RuntimeConfig> | null = null;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses a config value; throws a ConfigError naming the first bad field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid config at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unknown'}`);
  }
  if (!parsed.data.portals.some((portal) => portal.id === parsed.data.fallbackPortal)) {
    throw new ConfigError(`Invalid config: fallbackPortal "${parsed.data.fallbackPortal}" is not a portal`);
  }
  return parsed.data;
}

/**
 * Loads the config once per page. The host calls it first; a remote running
 * alone or inside the parent portal calls it with its own address, and later
 * callers get the same object.
 */
export function loadRuntimeConfig(url: string): Promise<RuntimeConfig> {
  if (current) return Promise.resolve(current);
  // Plain fetch defaults: they match the host's <link rel="preload" as="fetch" crossorigin>,
  // so the preloaded answer is used; the server marks config.json no-cache.
  pending ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new ConfigError(`Config ${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((value) => setRuntimeConfig(parseRuntimeConfig(value)))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export function setRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
  current = config;
  return config;
}

/** The loaded config; code that runs after start-up only. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new ConfigError('Runtime config used before it was loaded');
  return current;
}
