/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRuntimeConfig, runtimeConfigSchema } from '@suscripciones/shared/config/runtimeConfig';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { repoRoot } from '../lib/repoRoot.mjs';
import { jsonSchemaText, regenerateCommand, runtimeConfigJsonSchema, schemaPath } from './runtimeConfigJsonSchema.mjs';

type Config = Record<string, unknown> & { stripe: Record<string, unknown>; remotes: Record<string, unknown> };

const configFolder = path.dirname(schemaPath);
const committed = readFileSync(schemaPath, 'utf8');
const readConfig = (name: string) => JSON.parse(readFileSync(path.join(configFolder, name), 'utf8')) as Config;
/** The example configs beside the schema: every JSON file there but the schema. */
const examples = readdirSync(configFolder).filter((name) => name.endsWith('.json') && name !== path.basename(schemaPath));
const production = readConfig('config.production.example.json');

// As an editor checks the file: draft-07, the formats (`uri`) checked, every error listed; strict, so a keyword the
// checker does not know fails here rather than being skipped in an editor.
const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(committed) as object);

/** What an editor would underline: where, and which rule. */
const flagged = (config: unknown) =>
  validate(config) ? [] : (validate.errors ?? []).map((error: ErrorObject) => ({ at: error.instancePath, rule: error.keyword, ...error.params }));

const zodAccepts = (config: unknown) => runtimeConfigSchema.safeParse(config).success;

describe('the JSON Schema of the runtime config (host/config/runtime-config.schema.json)', () => {
  it(`is what the zod schema makes now (else: \`${regenerateCommand}\`)`, () => {
    const fresh = jsonSchemaText(runtimeConfigJsonSchema(runtimeConfigSchema));
    try {
      expect(committed).toBe(fresh);
    } catch (error) {
      throw new Error(
        `${path.relative(repoRoot, schemaPath)} is not what shared/src/config/runtimeConfig.ts makes: run \`${regenerateCommand}\` and commit the file.\n\n${(error as Error).message}`,
      );
    }
  });

  it('passes the production example, which names it by a path relative to its own folder', () => {
    expect(flagged(production)).toEqual([]);
    expect(path.resolve(configFolder, production.$schema as string)).toBe(schemaPath);
  });

  it('lets out exactly the fields the host lets out (those with a default)', () => {
    const without = (...keys: string[]) => Object.fromEntries(Object.entries(production).filter(([key]) => !keys.includes(key)));
    const fields = Object.keys(production).filter((key) => key !== '$schema');
    const optional = fields.filter((key) => zodAccepts(without(key)));
    expect(optional).toEqual(expect.arrayContaining(['webVitalsSampleRate', 'clientErrorsPerPage', 'remoteOverrideHosts', 'requestTimeoutMs']));
    for (const key of fields) expect({ key, accepted: flagged(without(key)).length === 0 }).toEqual({ key, accepted: optional.includes(key) });
    expect(flagged(without(...optional))).toEqual([]);
  });

  const { publishableKeyES, publishableKeyGlobal, scriptUrl } = production.stripe;
  const { requestTimeoutMs, ...withoutTimeout } = production;
  const { fallbackPortal: _fallbackPortal, ...withoutFallback } = production;
  const cases: { what: string; config: unknown; errors: object[]; zod: boolean }[] = [
    {
      // Parsing drops an unknown field without a word: the timeout would silently stay 10 s.
      what: 'a misspelled field',
      config: { ...withoutTimeout, requestTimeoutMS: requestTimeoutMs },
      errors: [{ at: '', rule: 'additionalProperties', additionalProperty: 'requestTimeoutMS' }],
      zod: true,
    },
    {
      what: 'a misspelled field inside an object',
      config: { ...production, stripe: { publishableKeyES, publishableKeyGlobal, scriptURL: scriptUrl } },
      errors: [
        { at: '/stripe', rule: 'required', missingProperty: 'scriptUrl' },
        { at: '/stripe', rule: 'additionalProperties', additionalProperty: 'scriptURL' },
      ],
      zod: false,
    },
    {
      what: 'a number where an address is',
      config: { ...production, profileApi: 42 },
      errors: [{ at: '/profileApi', rule: 'type', type: 'string' }],
      zod: false,
    },
    {
      what: 'an address that is not http(s)',
      config: { ...production, trackingBase: 'ftp://tracking.agrinews.example' },
      errors: [{ at: '/trackingBase', rule: 'pattern', pattern: '^https?:' }],
      zod: false,
    },
    {
      what: 'a sample rate above 1',
      config: { ...production, webVitalsSampleRate: 1.5 },
      errors: [{ at: '/webVitalsSampleRate', rule: 'maximum', comparison: '<=', limit: 1 }],
      zod: false,
    },
    {
      what: 'a remote that is not landing, checkout or payment',
      config: { ...production, remotes: { ...production.remotes, basket: production.remotes.checkout } },
      errors: [{ at: '/remotes', rule: 'additionalProperties', additionalProperty: 'basket' }],
      zod: false,
    },
    {
      what: 'a missing required field',
      config: withoutFallback,
      errors: [{ at: '', rule: 'required', missingProperty: 'fallbackPortal' }],
      zod: false,
    },
    {
      what: 'a secret key where the publishable key goes',
      config: { ...production, stripe: { ...production.stripe, publishableKeyES: 'sk_live_replaceWithTheSpanishEntityKey' } },
      errors: [{ at: '/stripe/publishableKeyES', rule: 'pattern', pattern: '^pk_(test|live)_[A-Za-z0-9]+$' }],
      zod: false,
    },
  ];

  // `zod`: whether the host's own parse lets it through (it drops an unknown field; it refuses the rest).
  it.each(cases)('flags $what', ({ config, errors, zod }) => {
    expect(flagged(config)).toEqual(errors);
    expect(zodAccepts(config)).toBe(zod);
  });
});

describe('the example configs in host/config', () => {
  it('include the production example', () => {
    expect(examples).toContain('config.production.example.json');
  });

  it.each(examples)('%s names the schema, passes it, and parses without its $schema', (name) => {
    const config = readConfig(name);
    expect(path.resolve(configFolder, String(config.$schema))).toBe(schemaPath);
    expect(flagged(config)).toEqual([]);
    // What configure.mjs writes (and inlines in the page) is the parsed config: `$schema` is not in it.
    expect(parseRuntimeConfig(config)).not.toHaveProperty('$schema');
  });
});
