// A remote's exposed modules' types, published with its build as Module Federation 2 does: `@mf-types.zip` (a
// declaration file per exposed module, which a consumer's federation plugin downloads into its `@mf-types/<remote>/`)
// and `@mf-types.d.ts` (the runtime API's types: `loadRemote('<remote>/<module>')` typed), named by the manifest's
// `metaData.types`. Unlike the federation plugin's own generator, which compiles everything an exposed module
// imports, each declaration is written from the module's contract (shared/src/contracts/remotes.ts) and bundled
// into one self-contained file: a portal gets the types it loads by, with no path into our private packages.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import AdmZip from 'adm-zip';
import { repoRoot } from '../lib/repoRoot.mjs';

/** The file the exposed modules' types are written from. */
export const contractsFile = path.join(repoRoot, 'shared/src/contracts/remotes.ts');
/** Where Module Federation 2 names a remote's types, beside its manifest. */
const typesArchiveName = '@mf-types.zip';
const apiTypesName = '@mf-types.d.ts';
/** What the consumers' plugins put in place of the remote's alias in the API types (@module-federation/dts-plugin). */
const remoteAliasIdentifier = 'REMOTE_ALIAS_IDENTIFIER';

/**
 * How the declarations are compiled: the browser's library, the apps' module settings, no ambient types (as a
 * portal's compiler reads them, and the release's `types` check, scripts/release/checks.ts).
 */
export const typesCompilerOptions = {
  target: 'es2022',
  lib: ['dom', 'es2022'],
  module: 'esnext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  strict: true,
  types: [],
  skipLibCheck: true,
};

/** The exposed module's name as its key in `exposes` says it, without the leading dot and slash. */
const exposedName = (key) => key.replace(/^\.\//, '');

/**
 * The named type of each exposed module's contract, as `interface RemoteContracts` in the contracts' source says it
 * (`'landing/mount': LandingMountModule`).
 */
export function contractTypeNames(source) {
  const body = /interface RemoteContracts\s*\{([^}]*)\}/.exec(source)?.[1];
  if (!body) throw new Error('the contracts declare no interface RemoteContracts');
  return Object.fromEntries([...body.matchAll(/^\s*'([^']+)':\s*([A-Za-z_][\w]*)\s*;/gm)].map((match) => [match[1], match[2]]));
}

/**
 * The entry a declaration is bundled from: each member of the module's contract, declared with the contract's
 * named type (`default` as the default export).
 */
export function contractEntrySource(typeName, members, contracts = contractsFile) {
  const lines = [`import type { ${typeName} } from ${JSON.stringify(contracts.replace(/\.ts$/, ''))};`];
  for (const member of members) {
    if (member === 'default') lines.push(`declare const exposedDefault: ${typeName}['default'];`, 'export default exposedDefault;');
    else lines.push(`export declare const ${member}: ${typeName}[${JSON.stringify(member)}];`);
  }
  return `${lines.join('\n')}\n`;
}

/** The runtime API's types for these exposed modules, as the federation plugin writes them for its consumers. */
export function apiTypesSource(names) {
  const keys = names.map((name) => `'${remoteAliasIdentifier}/${name}'`);
  const packageType = names.reduceRight(
    (rest, name) => `T extends '${remoteAliasIdentifier}/${name}' ? typeof import('${remoteAliasIdentifier}/${name}') : ${rest}`,
    'any;',
  );
  return `\n    export type RemoteKeys = ${keys.join(' | ')};\n    type PackageType<T> = ${packageType}\n`;
}

/** A zip of the declarations, one `<module>.d.ts` each at its root, as consumers unpack it into `@mf-types/<remote>/`. */
export function typesArchive(declarations) {
  const zip = new AdmZip();
  for (const [name, source] of Object.entries(declarations)) zip.addFile(`${name}.d.ts`, Buffer.from(source, 'utf8'));
  return zip.toBuffer();
}

/** The contracts' members by module (contractMembers), read from the TypeScript source (in the build, by tsx). */
async function contractMembers(contracts) {
  const { tsImport } = await import('tsx/esm/api');
  const module = await tsImport(pathToFileURL(contracts).href, import.meta.url);
  return module.contractMembers;
}

/** The declarations already bundled in this process, by the contract's content: one TypeScript program per build. */
const bundled = new Map();

/**
 * Each exposed module's declaration for the remote `name` (its exposes' keys), bundled from its contract by
 * dts-bundle-generator; cached on disk by the contract's content, as the types change only with it. Not under
 * node_modules: the bundler takes what is there for a library's and leaves it out. `contracts` is the contracts'
 * source file (a changed copy, for a test of what a change of contract does to a portal).
 */
export function exposedDeclarations(
  name,
  exposeKeys,
  { contracts = contractsFile, cacheDir = path.join(repoRoot, '.tmp/federated-types'), members = () => contractMembers(contracts) } = {},
) {
  const contract = readFileSync(contracts, 'utf8');
  const key = createHash('sha256')
    .update(contract)
    .update(JSON.stringify([name, exposeKeys]))
    .digest('hex')
    .slice(0, 16);
  const known = bundled.get(key);
  if (known) return known;
  const making = (async () => {
    const cached = path.join(cacheDir, `${name}-${key}.json`);
    try {
      return JSON.parse(readFileSync(cached, 'utf8'));
    } catch {
      /* not made yet */
    }
    const membersById = await members();
    const typeNames = contractTypeNames(contract);
    const entriesDir = path.join(cacheDir, `${name}-${key}`);
    mkdirSync(entriesDir, { recursive: true });
    const names = exposeKeys.map(exposedName);
    const entries = names.map((exposed) => {
      const moduleId = `${name}/${exposed}`;
      if (!membersById[moduleId] || !typeNames[moduleId])
        throw new Error(`${moduleId} is exposed but has no named contract in ${path.relative(repoRoot, contracts)}`);
      const filePath = path.join(entriesDir, `${exposed}.ts`);
      writeFileSync(filePath, contractEntrySource(typeNames[moduleId], membersById[moduleId], contracts));
      // The types a member uses are exported too (a portal names MountOptions when it builds the options).
      return { filePath, output: { noBanner: true, exportReferencedTypes: true } };
    });
    // A program of the contract alone: no ambient types of the repository's tests, tools or other apps.
    const tsconfig = path.join(entriesDir, 'tsconfig.json');
    writeFileSync(tsconfig, JSON.stringify({ compilerOptions: typesCompilerOptions, files: entries.map((entry) => entry.filePath) }));
    const { generateDtsBundle } = await import('dts-bundle-generator');
    const sources = generateDtsBundle(entries, { preferredConfigPath: tsconfig });
    const declarations = Object.fromEntries(names.map((exposed, index) => [exposed, sources[index]]));
    writeFileSync(cached, JSON.stringify(declarations));
    return declarations;
  })();
  bundled.set(key, making);
  making.catch(() => bundled.delete(key));
  return making;
}

const manifestNames = ['mf-manifest.json', 'mf-stats.json', 'mf-manifest-stats.json'];

/**
 * Publishes a production remote's types with its build: `@mf-types.zip` and `@mf-types.d.ts` beside its manifest,
 * which names them in `metaData.types` as the federation plugin's own generator would.
 */
export class FederatedTypesPlugin {
  constructor({ name, exposes }) {
    this.options = { name, exposeKeys: Object.keys(exposes) };
  }

  apply(compiler) {
    const { name, exposeKeys } = this.options;
    compiler.hooks.thisCompilation.tap('FederatedTypesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // With the manifest written (as SelfSufficientEntryPlugin reads it), before the copies are compressed.
        { name: 'FederatedTypesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        async () => {
          const declarations = await exposedDeclarations(name, exposeKeys);
          const { RawSource } = compiler.webpack.sources;
          compilation.emitAsset(typesArchiveName, new RawSource(typesArchive(declarations)));
          compilation.emitAsset(apiTypesName, new RawSource(apiTypesSource(Object.keys(declarations))));
          for (const manifestName of manifestNames) {
            const asset = compilation.getAsset(manifestName);
            if (!asset) continue;
            const manifest = JSON.parse(asset.source.source().toString());
            manifest.metaData = { ...manifest.metaData, types: { path: '', name: '', zip: typesArchiveName, api: apiTypesName } };
            compilation.updateAsset(manifestName, new RawSource(JSON.stringify(manifest, null, 2)));
          }
        },
      );
    });
  }
}
