import { ManifestError, readManifest, remoteEntryOf, type RemoteManifest } from '../../kit/src/federation/manifest';
import { contractMembers, type RemoteModuleId } from '../../shared/src/contracts/remotes';
import type { RemoteName } from '../../shared/src/config/runtimeConfig';
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
