// The runtime config of the nginx stack, made when it starts (never at build
// time): the local one (every service in dev-api) or RUNTIME_CONFIG_FILE,
// with single fields replaced from the environment, checked against the
// host's own schema so nginx never serves a config the page would refuse.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { localRuntimeConfig } from '../stack/runtimeConfig.ts';
import { repoRoot } from '../lib/repoRoot.mjs';

const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Environment variable → where its value goes in config.json, and how it is read. */
export const configVariables = {
  PROFILE_API: { at: ['profileApi'] },
  PROFILE_ACCEPTS_IDEMPOTENCY_KEY: { at: ['profileAcceptsIdempotencyKey'], read: (value) => value === 'true' },
  IDENTITY_LOGIN_URL: { at: ['identity', 'loginUrl'] },
  IDENTITY_SIGNUP_URL: { at: ['identity', 'signupUrl'] },
  IDENTITY_AJAX_URL: { at: ['identity', 'ajaxUrl'] },
  TRACKING_BASE: { at: ['trackingBase'] },
  WEB_VITALS_SAMPLE_RATE: { at: ['webVitalsSampleRate'], read: Number },
  CLIENT_ERROR_SAMPLE_RATE: { at: ['clientErrorSampleRate'], read: Number },
  CLIENT_ERRORS_PER_PAGE: { at: ['clientErrorsPerPage'], read: Number },
  ASSETS_BASE: { at: ['assetsBase'] },
  STRIPE_PUBLISHABLE_KEY_ES: { at: ['stripe', 'publishableKeyES'] },
  STRIPE_PUBLISHABLE_KEY_GLOBAL: { at: ['stripe', 'publishableKeyGlobal'] },
  STRIPE_SCRIPT_URL: { at: ['stripe', 'scriptUrl'] },
  LANDING_MANIFEST_URL: { at: ['remotes', 'landing'] },
  CHECKOUT_MANIFEST_URL: { at: ['remotes', 'checkout'] },
  PAYMENT_MANIFEST_URL: { at: ['remotes', 'payment'] },
  ALLOWED_REDIRECT_HOSTS: { at: ['allowedRedirectHosts'], read: list },
  REMOTE_OVERRIDE_HOSTS: { at: ['remoteOverrideHosts'], read: list },
  REQUEST_TIMEOUT_MS: { at: ['requestTimeoutMs'], read: Number },
  OFFERS_SNAPSHOT_MAX_AGE_SECONDS: { at: ['offersSnapshotMaxAgeSeconds'], read: Number },
};

function setAt(target, [key, ...rest], value) {
  if (rest.length === 0) target[key] = value;
  else setAt((target[key] ??= {}), rest, value);
}

/** The config's parser from shared/ (TypeScript, loaded through tsx). */
async function parseRuntimeConfig(value) {
  const { tsImport } = await import('tsx/esm/api');
  const module = await tsImport(pathToFileURL(path.join(repoRoot, 'shared/src/config/runtimeConfig.ts')).href, import.meta.url);
  const schemas = await tsImport(pathToFileURL(path.join(repoRoot, 'shared/src/schemas/values.ts')).href, import.meta.url);
  // A deploy's error in English: the page fetches these messages late, the server has them at once.
  await schemas.loadZodMessages();
  return module.parseRuntimeConfig(value);
}

/**
 * The client errors of a stack served as production is (host/config/config.production.example.json): every page
 * reports, at most 10 events each, where the local stack reports all it can.
 */
export const productionClientErrors = { clientErrorSampleRate: 1, clientErrorsPerPage: 10 };

/**
 * @param {ReturnType<typeof import('./ports.ts').prodPorts>} ports
 * @param {Record<string, string | undefined>} env
 */
export async function runtimeConfigFromEnv(ports, env = process.env) {
  const base = env.RUNTIME_CONFIG_FILE
    ? JSON.parse(await readFile(env.RUNTIME_CONFIG_FILE, 'utf8'))
    : { ...localRuntimeConfig(ports), ...productionClientErrors };
  return parseRuntimeConfig(applyConfigVariables(base, env));
}

/** A copy of `config` with the fields named by the set variables of {@link configVariables} replaced. */
export function applyConfigVariables(config, env) {
  const result = structuredClone(config);
  for (const [name, { at, read = (text) => text }] of Object.entries(configVariables)) {
    if (env[name] !== undefined && env[name] !== '') setAt(result, at, read(env[name]));
  }
  return result;
}
