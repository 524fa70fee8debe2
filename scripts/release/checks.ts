import path from 'node:path';
import AdmZip from 'adm-zip';
import ts from 'typescript';
import { z } from 'zod/mini';
import { fileUrl, ManifestError, manifestBase, readManifest, remoteEntryOf, type RemoteManifest } from '../../kit/src/federation/manifest';
import { contractMembers, type RemoteModuleId } from '../../shared/src/contracts/remotes';
import type { RemoteName } from '../../shared/src/config/runtimeConfig';
import { repoRoot } from '../lib/repoRoot.mjs';
import { contractsFile, typesCompilerOptions } from '../rspack/federatedTypes.mjs';
import type { CheckResult } from './history';
import { skewVerdict } from './skewPolicy';

/**
 * What a remote must pass before buyers get it (docs/operations/releasing.md). Each check is a pure function of
 * what was fetched; fetching is ./probe.ts's and the page's run is ./smoke.ts's.
 */

export const passed = (name: string, detail: string): CheckResult => ({ name, ok: true, detail });
export const failed = (name: string, detail: string): CheckResult => ({ name, ok: false, detail });

/** The exposed modules of a remote's contract ('landing' → landing/LandingPage, landing/mount). */
export const contractModulesOf = (app: RemoteName): RemoteModuleId[] =>
  (Object.keys(contractMembers) as RemoteModuleId[]).filter((id) => id.startsWith(`${app}/`));

/** What the manifest answered: read by the kit's one reader of a manifest, or why not. */
export type ManifestAnswer = { ok: true; manifest: RemoteManifest; raw: unknown } | { ok: false; reason: string };

export function parseManifest(status: number, text: string, manifestUrl: string): ManifestAnswer {
  if (status !== 200) return { ok: false, reason: `answered ${status}` };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'is not JSON' };
  }
  try {
    return { ok: true, manifest: readManifest(raw, manifestUrl), raw };
  } catch (error) {
    if (error instanceof ManifestError) return { ok: false, reason: `is not a federation manifest (${error.message})` };
    throw error;
  }
}

/** The manifest loads, is the app's, and its entry (the one the host loads) answers as a script. */
export function manifestCheck(
  app: RemoteName,
  manifestUrl: string,
  answer: ManifestAnswer,
  entry: { url: string; status: number; contentType: string } | null,
): CheckResult {
  if (!answer.ok) return failed('manifest', `${manifestUrl} ${answer.reason}`);
  if (answer.manifest.name !== app) return failed('manifest', `${manifestUrl} is the manifest of "${answer.manifest.name}", not of ${app}`);
  if (!entry) return failed('manifest', `${manifestUrl} names no entry`);
  if (entry.status !== 200 || !/javascript/.test(entry.contentType))
    return failed('manifest', `its entry ${entry.url} answered ${entry.status} ${entry.contentType}`);
  return passed('manifest', `${manifestUrl} and its entry load`);
}

/** The entry the host loads, by the kit's one reading of a manifest. */
export function hostEntryOf(answer: ManifestAnswer, manifestUrl: string): string | null {
  if (!answer.ok) return null;
  try {
    return remoteEntryOf(answer.raw, manifestUrl, 'externalRuntime').entry;
  } catch {
    return null;
  }
}

/** The build says the version being released (the version its reports will carry). */
export function versionCheck(manifest: RemoteManifest, version: string): CheckResult {
  const built = manifest.version ?? 'no version';
  return built === version
    ? passed('version', `built as ${version}`)
    : failed('version', `built as ${built}, released as ${version}: the reports would carry ${built}`);
}

/** Every exposed module of the app's contract is exposed. Their members are looked at in a page (./smoke.ts). */
export function exposesCheck(app: RemoteName, manifest: RemoteManifest): CheckResult {
  const exposed = new Set(manifest.exposes.map((name) => `${app}/${name}`));
  const missing = contractModulesOf(app).filter((id) => !exposed.has(id));
  return missing.length === 0
    ? passed('contract', `exposes ${contractModulesOf(app).join(', ')}`)
    : failed('contract', `does not expose ${missing.join(', ')}`);
}

/** Each module as a page loaded it: `typeof` each of its contract's members, or why it did not load. */
export type LoadedMembers = Partial<Record<RemoteModuleId, { types: Record<string, string> } | { error: string }>>;

export function membersCheck(app: RemoteName, loaded: LoadedMembers): CheckResult {
  const problems: string[] = [];
  for (const id of contractModulesOf(app)) {
    const members = loaded[id];
    if (!members) problems.push(`${id} was not loaded`);
    else if ('error' in members) problems.push(`${id} did not load: ${members.error}`);
    else
      for (const name of contractMembers[id]) if (members.types[name] !== 'function') problems.push(`${id}'s ${name} is ${members.types[name] ?? 'missing'}`);
  }
  return problems.length === 0 ? passed('contract', 'every exposed module has its members') : failed('contract', problems.join('; '));
}

/** The part of a manifest that names the remote's published types (Module Federation 2's `metaData.types`). */
const publishedTypesSchema = z.object({ metaData: z.object({ types: z.object({ zip: z.string().check(z.minLength(1)) }) }) });

/**
 * Where the remote's published types are (`@mf-types.zip`), as a consumer's federation plugin finds them: the
 * manifest's `metaData.types.zip`, in the folder of the manifest's files. Null when it names none.
 */
export function typesArchiveUrl(answer: ManifestAnswer, manifestUrl: string): string | null {
  if (!answer.ok) return null;
  const named = publishedTypesSchema.safeParse(answer.raw);
  const base = manifestBase(answer.raw, manifestUrl);
  return named.success && base ? fileUrl(named.data.metaData.types.zip, base) : null;
}

/** What the remote's types archive answered: its bytes, or why there are none. */
export type TypesAnswer =
  | { ok: true; url: string; archive: Uint8Array }
  /** `published: false`: the manifest names no types at all (a build from before the remotes published them). */
  | { ok: false; reason: string; published?: false };

/**
 * Where the candidate's declarations stand for the compiler: a folder that is nowhere on disk, so their imports
 * resolve only to the type roots (React's types, as a portal has them), never to our private packages.
 */
const candidateRoot = path.resolve('/', '@mf-types');
/**
 * A portal's compiler, as the published types are written for it, offline: the candidate's declarations checked
 * too (what they import must resolve), React's types from the type roots.
 */
const portalCompilerOptions: ts.CompilerOptions = {
  ...ts.convertCompilerOptionsFromJson(typesCompilerOptions, repoRoot).options,
  skipLibCheck: false,
  noEmit: true,
  typeRoots: [path.join(repoRoot, 'node_modules/@types')],
};

/** The compiler's message as one line. */
const oneLine = (diagnostic: ts.Diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').replace(/\s*\n\s*/g, ' ');

/**
 * Each exposed module's declaration in the remote's published types, type-checked against the live host's contract
 * (the file the host was built with, and the remotes' types are written from)
 * (`const module: RemoteContracts['landing/mount'] = candidate`) by the TypeScript compiler, offline: what a portal
 * typed by them, and the host, would get. Refused with the compiler's first message.
 */
export function typesCheck(app: RemoteName, types: TypesAnswer, { releasedBefore = false }: { releasedBefore?: boolean } = {}): CheckResult {
  // A version released before the remotes published their types has none: going back to it (a rollback) is not
  // refused for that, as its contract was checked when it was released and is checked again in the page.
  if (!types.ok && types.published === false && releasedBefore) return passed('types', `none published (${types.reason}): released before types were`);
  if (!types.ok) return failed('types', types.reason);
  const declarations = new Map<string, string>();
  try {
    for (const entry of new AdmZip(Buffer.from(types.archive)).getEntries())
      if (!entry.isDirectory) declarations.set(entry.entryName, entry.getData().toString('utf8'));
  } catch (error) {
    return failed('types', `${types.url} is not a zip archive (${error instanceof Error ? error.message : String(error)})`);
  }
  const files = new Map<string, string>();
  const checked: Array<{ id: RemoteModuleId; files: string[] }> = [];
  for (const id of contractModulesOf(app)) {
    const name = id.slice(app.length + 1);
    const declaration = declarations.get(`${name}.d.ts`);
    if (declaration === undefined) return failed('types', `${types.url} has no ${name}.d.ts (${id})`);
    const declarationFile = path.join(candidateRoot, app, `${name}.d.ts`);
    const checkFile = path.join(candidateRoot, '.check', app, `${name}.ts`);
    files.set(declarationFile, declaration);
    files.set(
      checkFile,
      [
        `import type { RemoteContracts } from ${JSON.stringify(contractsFile.replace(/\.ts$/, ''))};`,
        `import * as candidate from ${JSON.stringify(declarationFile.replace(/\.d\.ts$/, ''))};`,
        `export const module: RemoteContracts[${JSON.stringify(id)}] = candidate;`,
      ].join('\n'),
    );
    checked.push({ id, files: [declarationFile, checkFile] });
  }
  const host = ts.createCompilerHost(portalCompilerOptions);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  const folders = new Set([...files.keys()].flatMap((file) => [path.dirname(file), path.dirname(path.dirname(file))]));
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  host.directoryExists = (folder) => folders.has(folder) || (directoryExists?.call(host, folder) ?? true);
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(file);
    return text === undefined ? getSourceFile.call(host, file, language, ...rest) : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram(
    checked.flatMap((module) => module.files.slice(1)),
    portalCompilerOptions,
    host,
  );
  for (const module of checked)
    for (const file of module.files) {
      const source = program.getSourceFile(file);
      const [first] = source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : [];
      if (first) return failed('types', `${module.id}: ${oneLine(first)}`);
    }
  return passed('types', `${types.url}: ${checked.map((module) => module.id).join(', ')} typed as the host's contract asks`);
}

/** The remote's singletons against the page's, by the skew policy. */
export function sharedCheck(manifest: RemoteManifest, pageVersions: Readonly<Record<string, string>>): CheckResult {
  const refused: string[] = [];
  const notes: string[] = [];
  for (const asked of manifest.shared) {
    const verdict = skewVerdict(asked, pageVersions[asked.name]);
    if (!verdict.ok) refused.push(verdict.reason);
    else if (verdict.note) notes.push(verdict.note);
  }
  if (refused.length > 0) return failed('shared', refused.join('; '));
  return passed('shared', notes.length > 0 ? notes.join('; ') : `${manifest.shared.length} singletons suit the page's`);
}

/** A policy directive's sources ('script-src' of a Content-Security-Policy). */
export function directiveSources(policy: string, name: string): string[] {
  const directive = policy
    .split(';')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive ? directive.slice(1) : [];
}

/** The page may load the remote's code and manifest, and the remote answers CORS for every origin of the page. */
export function originCheck(manifestUrl: string, pageUrl: string, csp: string, cors: ReadonlyArray<{ origin: string; allowed: string | null }>): CheckResult {
  const origin = new URL(manifestUrl).origin;
  const pageOrigin = new URL(pageUrl).origin;
  const allows = (name: string) => {
    const sources = directiveSources(csp, name).length > 0 ? directiveSources(csp, name) : directiveSources(csp, 'default-src');
    return sources.includes(origin) || (origin === pageOrigin && sources.includes("'self'"));
  };
  const problems: string[] = [];
  if (!csp) problems.push('the page sends no Content-Security-Policy');
  else {
    if (!allows('script-src')) problems.push(`the page's script-src does not allow ${origin}`);
    if (!allows('connect-src')) problems.push(`the page's connect-src does not allow ${origin}`);
  }
  for (const answer of cors)
    if (answer.allowed !== answer.origin && answer.allowed !== '*') problems.push(`${origin} does not answer CORS for ${answer.origin}`);
  return problems.length === 0 ? passed('origin', `${origin} is allowed by the page and answers its origins`) : failed('origin', problems.join('; '));
}
