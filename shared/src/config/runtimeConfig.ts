import { atom } from 'jotai';
import { getDefaultStore } from 'jotai';
import { z } from 'zod/mini';
import { takeEarlyResponse } from '../boot/earlyResponses';
import { configureZod, httpUrl, nonEmptyText } from '../schemas/values';
import { previewKeySchema, remoteNameSchema } from './remotes';

/** No eval (see ../schemas/values.ts): set before the config, the first thing parsed. */
configureZod();

/**
 * Runtime config: read at start-up from `config.json` beside the host, so a
 * deploy changes addresses, keys or remote versions without a rebuild.
 */

const publishableKey = z.string().check(z.regex(/^pk_(test|live)_[A-Za-z0-9]+$/));

export const portalSchema = z.object({
  id: nonEmptyText,
  name: nonEmptyText,
  /** Host names that identify the portal, without `www.` and without the checkout prefix. */
  hosts: z.array(nonEmptyText),
  logo: nonEmptyText,
  parentSiteUrl: httpUrl,
  medioId: z.int().check(z.positive()),
  /** Brand colour, used for buttons, links and focus rings. */
  color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
});
export type Portal = z.infer<typeof portalSchema>;

export { remoteNameSchema, type RemoteName } from './remotes';

/** Ten refreshes of the offers job at its default interval (a minute). */
export const defaultOffersSnapshotMaxAgeSeconds = 600;

/** A remote's canary: its manifest and the share of visitors (1 to 99 %) that get it. */
export const canarySchema = z.object({
  manifest: httpUrl,
  percent: z.int().check(z.gte(1), z.lte(99)),
});
export type Canary = z.infer<typeof canarySchema>;

export const runtimeConfigSchema = z.object({
  /** Base of the profile service, calls 1-5 (`{profileApi}/checkout/products/...`). */
  profileApi: httpUrl,
  /**
   * Whether the profile service accepts an `Idempotency-Key` header on call 3
   * (and allows it in CORS). The spec's call 3 knows none: a service that
   * does not allow it would fail every purchase at the preflight, so it is
   * sent only where this says so. Paying once never depends on it.
   */
  profileAcceptsIdempotencyKey: z._default(z.boolean(), false),
  identity: z.object({
    /** The external identity site: login, sign-up and the ajax handler of call 6. */
    loginUrl: httpUrl,
    signupUrl: httpUrl,
    ajaxUrl: httpUrl,
  }),
  trackingBase: httpUrl,
  /**
   * The share of visits (0 to 1) that report their Core Web Vitals through call 7 (host/src/fieldData):
   * 0, the default, sends none.
   */
  webVitalsSampleRate: z._default(z.number().check(z.gte(0), z.lte(1)), 0),
  /**
   * The share of page loads (0 to 1) that report the errors buyers hit through call 7 (`client_error`,
   * shared/src/clientErrors): 0, the default, sends none.
   */
  clientErrorSampleRate: z._default(z.number().check(z.gte(0), z.lte(1)), 0),
  /** At most this many `client_error` events per page load (the same error repeated counts once); 0 sends none. */
  clientErrorsPerPage: z._default(z.int().check(z.gte(0), z.lte(100)), 10),
  /** Where shared images live (benefit pictures, slider items, section illustrations): a CDN in production, dev-api here. */
  assetsBase: httpUrl,
  stripe: z.object({
    publishableKeyES: publishableKey,
    publishableKeyGlobal: publishableKey,
    /** Where Stripe.js comes from: Stripe's own host in production, dev-api's test double here. */
    scriptUrl: httpUrl,
  }),
  /** `mf-manifest.json` address of each remote. */
  remotes: z.record(remoteNameSchema, httpUrl),
  /**
   * A remote's next version for a share of visitors (docs/operations/releasing.md): a visitor whose bucket (0 to
   * 99, kept in a cookie) is below `percent` gets `manifest` instead of `remotes`' for the whole visit.
   */
  canary: z._default(z.partialRecord(remoteNameSchema, canarySchema), {}),
  portals: z.array(portalSchema).check(z.minLength(1)),
  /** The portal used when the host name matches none (localhost, previews). */
  fallbackPortal: nonEmptyText,
  /** Checkout prefixes stripped from the host name before matching a portal. */
  checkoutHostPrefixes: z._default(z.array(z.string()), ['checkout.', 'suscripciones.']),
  /** Extra hosts (besides the portals' own) that `urlredirect` and `checkoutUrl` may point to. */
  allowedRedirectHosts: z._default(z.array(z.string()), []),
  /**
   * Host names a QA override (`?remote.landing=<manifest>` or local storage) may point a remote to.
   * Empty in production: no override is accepted.
   */
  remoteOverrideHosts: z._default(z.array(nonEmptyText), []),
  /** Preview links are honoured only with it: `npm run release -- <app> <version> --preview` signs them. */
  previewKey: z.optional(previewKeySchema),
  /**
   * How old (seconds) the landing's offers snapshot may be and still stand for the offers until call 1 answers:
   * the offers job removes an older one, and a browser shows the placeholders instead of one
   * (docs/operations/offers-snapshot.md).
   */
  offersSnapshotMaxAgeSeconds: z._default(z.int().check(z.positive(), z.maximum(86_400)), defaultOffersSnapshotMaxAgeSeconds),
  /** Every API call gives up after this long; the spec sets no timeout (see README). */
  requestTimeoutMs: z._default(z.int().check(z.positive(), z.maximum(120_000)), 10_000),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * The runtime config: one atom in the page's store, read once at start-up
 * (from the page's data block or config.json) and never changed after.
 */
export const runtimeConfigAtom = atom<RuntimeConfig | null>(null);
let pending: Promise<RuntimeConfig> | null = null;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses a config value; throws a ConfigError naming the first bad field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The code too: the English message may not have arrived yet (see loadZodMessages).
    throw new ConfigError(`Invalid config at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unknown'} (${issue?.code ?? 'unknown'})`);
  }
  if (!parsed.data.portals.some((portal) => portal.id === parsed.data.fallbackPortal)) {
    throw new ConfigError(`Invalid config: fallbackPortal "${parsed.data.fallbackPortal}" is not a portal`);
  }
  return parsed.data;
}

async function readConfig(url: string, response: Promise<Response>): Promise<RuntimeConfig> {
  const answer = await response;
  if (!answer.ok) throw new ConfigError(`Config ${url} answered ${answer.status}`);
  return parseRuntimeConfig(await answer.json());
}

/**
 * Loads the config once per page: the answer index.html's early script
 * already has (written into the page by the server, or requested), or else
 * the request made now; an early answer that is no valid config is asked
 * again. A remote running alone or inside the parent portal calls it with
 * its own address; later callers get the same config.
 */
export function loadRuntimeConfig(url: string): Promise<RuntimeConfig> {
  const loaded = getDefaultStore().get(runtimeConfigAtom);
  if (loaded) return Promise.resolve(loaded);
  pending ??= (async () => {
    const early = takeEarlyResponse(url);
    if (early) {
      try {
        return setRuntimeConfig(await readConfig(url, early));
      } catch {
        /* asked again below, so a failure reads exactly as without the early script */
      }
    }
    return setRuntimeConfig(await readConfig(url, fetch(url)));
  })().finally(() => {
    // The atom holds the config once loaded; `pending` only joins the callers of one load.
    pending = null;
  });
  return pending;
}

export function setRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
  getDefaultStore().set(runtimeConfigAtom, config);
  return config;
}

/** The loaded config; code that runs after start-up only. */
export function getRuntimeConfig(): RuntimeConfig {
  const config = getDefaultStore().get(runtimeConfigAtom);
  if (!config) throw new ConfigError('Runtime config used before it was loaded');
  return config;
}
