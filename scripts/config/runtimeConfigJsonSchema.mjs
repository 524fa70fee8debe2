// The JSON Schema of the runtime config, made from the host's own zod schema
// (shared/src/config/runtimeConfig.ts) so an editor flags a bad field of a
// config.json where a release edits it: the example configs in host/config
// name it by `$schema`. Written, never edited by hand:
//   npm run config:schema
// writes host/config/runtime-config.schema.json; a unit test fails when the
// committed file is not what this makes (runtimeConfigJsonSchema.test.ts).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { toJSONSchema } from 'zod/v4/core';
import { repoRoot } from '../lib/repoRoot.mjs';

export const schemaPath = path.join(repoRoot, 'host/config/runtime-config.schema.json');
export const regenerateCommand = 'npm run config:schema';

/**
 * The `pattern` of an address whose zod schema allows only some protocols (`z.url({ protocol: /^https?$/ })`):
 * JSON Schema's `uri` format takes any scheme.
 */
function protocolPattern(protocol) {
  const inner = /^\^(.*)\$$/.exec(protocol.source)?.[1];
  if (inner === undefined || protocol.flags !== '') {
    throw new Error(`A URL protocol of the runtime config that is not an anchored, flagless regex (${String(protocol)}): teach ${import.meta.url} it`);
  }
  return inner.includes('|') ? `^(?:${inner}):` : `^${inner}:`;
}

/**
 * A record whose keys are an enum (`z.record(remoteNameSchema, httpUrl)`) as the object it is: each key a property
 * (so an editor offers them, and no checker complains of `required` keys that no property names), no other key
 * allowed. zod writes it as `propertyNames` and `additionalProperties`, as for any record.
 */
function knownKeys(jsonSchema, keys) {
  const { propertyNames: _names, additionalProperties: value, type, required, ...rest } = jsonSchema;
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  const properties = Object.fromEntries(keys.map((key) => [key, value]));
  Object.assign(jsonSchema, { type, properties, ...(required ? { required } : {}), additionalProperties: false, ...rest });
}

/**
 * What an editor checks a config file against: the schema's input (a field with a default may be left out), unknown
 * fields flagged as the fields of a plain `z.object` (which parsing drops silently: a misspelled field would
 * otherwise just be ignored), and `$schema`, which names this file, allowed.
 * @param {import('zod/v4/core').$ZodType} runtimeConfigSchema
 */
export function runtimeConfigJsonSchema(runtimeConfigSchema) {
  const generated = toJSONSchema(runtimeConfigSchema, {
    target: 'draft-07',
    io: 'input',
    reused: 'inline',
    unrepresentable: 'throw',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      // A strict object already says so; a loose one (a catchall) lets the rest through, as parsing does.
      if (def.type === 'object' && def.catchall === undefined) jsonSchema.additionalProperties = false;
      if (def.type === 'string' && def.format === 'url' && def.protocol) jsonSchema.pattern = protocolPattern(def.protocol);
      if (def.type === 'record' && def.keyType._zod.values) knownKeys(jsonSchema, [...def.keyType._zod.values].map(String));
    },
  });
  const { $schema: draft, ...rest } = generated;
  return {
    $schema: draft,
    title: 'The runtime config of suscripciones (config.json)',
    $comment: `Generated from shared/src/config/runtimeConfig.ts by \`${regenerateCommand}\`: do not edit.`,
    ...rest,
    // In the place of the generated properties (a key given again keeps its first place).
    properties: {
      $schema: { type: 'string', description: 'This schema, for editors; the host ignores it.' },
      ...rest.properties,
    },
  };
}

/** The file's text: two-space JSON and a final newline, keys in the zod schema's order. */
export const jsonSchemaText = (schema) => `${JSON.stringify(schema, null, 2)}\n`;

/** Writes the file from the schema as it is now (TypeScript, loaded through tsx). */
async function writeSchemaFile() {
  const { tsImport } = await import('tsx/esm/api');
  const { runtimeConfigSchema } = await tsImport(pathToFileURL(path.join(repoRoot, 'shared/src/config/runtimeConfig.ts')).href, import.meta.url);
  await writeFile(schemaPath, jsonSchemaText(runtimeConfigJsonSchema(runtimeConfigSchema)));
  console.log(`Wrote ${path.relative(repoRoot, schemaPath)}`);
}

// No top-level await: the unit test loads this module as CommonJS.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeSchemaFile().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
