import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { webcrypto } from 'node:crypto';
import path from 'node:path';
import { signPreview } from '../../host/src/remotes/previewToken';
import { previewQueryParam } from '../../host/src/remotes/overrideKeys';
import { parseRuntimeConfig, type RemoteName } from '../../shared/src/config/runtimeConfig';
import { readManifest } from '../../kit/src/federation/manifest';
import { failed, passed, sharedCheck } from './checks';
import { publishJob, renderFirstView } from './firstView';
import { appendHistory, isRefused, readHistory, rollbackTarget, type CheckResult, type HistoryEntry, type RefusedAttempt, type Served } from './history';
import { withReleaseLock } from './lock';
import { probeRemote } from './probe';
import { removeVersion, versionFolder, versionManifest, versionMaps, versionPattern, type Site } from './site';
import { smokeRun } from './smoke';
import { switchConfig } from './switchConfig';

/** The release commands (docs/operations/releasing.md): each checks before it switches, and switches in one step. */

export class Refused extends Error {
  override name = 'Refused';
  constructor(
    message: string,
    readonly results: CheckResult[] = [],
  ) {
    super(message);
  }
}

/**
 * Writes a refused attempt into the history, under the release lock (beside the changes other squads land), and
 * gives it back. Nothing else changed: the refusal happened before any switch.
 */
export function recordRefusal(site: Site, attempt: Pick<RefusedAttempt, 'action' | 'app' | 'version' | 'by'>, refusal: Refused): Promise<RefusedAttempt> {
  const line: RefusedAttempt = {
    at: new Date().toISOString(),
    outcome: 'refused',
    ...attempt,
    reason: refusal.message,
    checks: refusal.results,
  };
  return withReleaseLock(site.config, () => appendHistory(site.history, line)).then(() => line);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const refusedBy = (results: CheckResult[]) => results.filter((result) => !result.ok);

/** Every check of a remote at `manifestUrl` against the live page; the smoke run only once the manifest loads. */
async function checkRemote(
  site: Site,
  app: RemoteName,
  manifestUrl: string,
  version: string | null,
  { releasedBefore = false }: { releasedBefore?: boolean } = {},
): Promise<CheckResult[]> {
  const { answer, results } = await probeRemote({ app, manifestUrl, version, pageUrl: site.host.url, pageOrigins: site.host.origins, releasedBefore });
  // Refused already: no page to wait on (one the page's policy blocks would only time out).
  if (!answer.ok || refusedBy(results).length > 0) return results;
  const smoke = await smokeRun({ app, manifestUrl, pageUrl: site.host.url });
  return [...results, sharedCheck(answer.manifest, smoke.pageVersions), ...smoke.results];
}

/** The version a live manifest says it was built as (what the history records as what came before). */
async function servedVersion(manifest: string): Promise<Served> {
  try {
    const response = await fetch(manifest, { signal: AbortSignal.timeout(10_000) });
    return { version: readManifest(await response.json(), manifest).version ?? 'unknown', manifest };
  } catch {
    return { version: 'unknown', manifest };
  }
}

/** Copies a build into its version folder (appearing whole, by a rename), its source maps into the site's maps. */
async function publish(site: Site, app: RemoteName, version: string, dist: string): Promise<void> {
  const remote = site.remotes[app];
  const folder = versionFolder(remote, version);
  const maps = versionMaps(site, app, version);
  const incoming = path.join(remote.staticRoot, `.${version}.incoming`);
  await rm(incoming, { recursive: true, force: true });
  await mkdir(remote.staticRoot, { recursive: true });
  await cp(dist, incoming, { recursive: true, dereference: true, filter: (source) => !source.endsWith('.map') });
  await mkdir(maps, { recursive: true });
  await cp(dist, maps, { recursive: true, dereference: true, filter: async (source) => source.endsWith('.map') || (await stat(source)).isDirectory() });
  await rename(incoming, folder);
}

export interface ReleaseOptions {
  app: RemoteName;
  version: string;
  /** The built remote (its dist/): the release builds the app's folder when absent. */
  dist: string;
  /** A canary for this share of visitors (1-99) instead of everyone. */
  canaryPercent?: number;
  by: string;
}

/**
 * Whether the history shows a version only previewed: published and checked, never released or rolled back to (a
 * refused attempt changed nothing, and does not count).
 */
async function onlyPreviewed(site: Site, app: RemoteName, version: string): Promise<boolean> {
  const lines = (await readHistory(site.history)).filter((line) => line.app === app && line.version === version && !isRefused(line));
  return lines.length > 0 && lines.every((line) => line.action === 'preview');
}

/**
 * Publishes a build into its new version folder and checks it against the live page; refused, it leaves nothing. A
 * release of a version only previewed so far goes live from the previewed folder, checked again, when it is the same
 * build (its manifest, which names every file by its hash, unchanged): what was looked at is what goes live.
 */
async function publishChecked(
  site: Site,
  app: RemoteName,
  version: string,
  dist: string,
  { fromPreview = false }: { fromPreview?: boolean } = {},
): Promise<{ manifest: string; results: CheckResult[] }> {
  if (!versionPattern.test(version)) throw new Refused(`"${version}" is not a version (x.y.z)`);
  const remote = site.remotes[app];
  const folder = versionFolder(remote, version);
  if (!(await exists(path.join(dist, 'mf-manifest.json')))) throw new Refused(`${dist} holds no built remote (no mf-manifest.json)`);
  let published = false;
  if (await exists(folder)) {
    if (!fromPreview || !(await onlyPreviewed(site, app, version)))
      throw new Refused(`${app} ${version} was released before (${folder}): a version folder is never replaced, give the release a new version`);
    const [previewed, built] = await Promise.all([
      readFile(path.join(folder, 'mf-manifest.json'), 'utf8'),
      readFile(path.join(dist, 'mf-manifest.json'), 'utf8'),
    ]);
    if (previewed !== built) throw new Refused(`${app} ${version} was previewed from another build (${folder}): release what was previewed, or a new version`);
  } else {
    await publish(site, app, version, dist);
    published = true;
  }
  const manifest = versionManifest(remote, version);
  const results = await checkRemote(site, app, manifest, version);
  // The landing's own first view, rendered into its folder before any visitor is switched to it.
  if (app === 'landing' && refusedBy(results).length === 0) {
    const missing = await publishJob(site, version, dist);
    const rendered = missing ? failed('first view', missing) : await renderFirstView(site, version);
    if (rendered) results.push(rendered);
  }
  if (refusedBy(results).length > 0) {
    // A refused release leaves no trace: its folder, its maps, its job and the folders made for them go (a
    // preview's stay, as its link still names them).
    if (published) await removeVersion(site, app, version);
    throw new Refused(`${app} ${version} refused: nothing changed`, results);
  }
  return { manifest, results };
}

/**
 * A remote's new version: published into a new version folder (never over one), checked against the live host, and
 * only then switched to, for everyone or for a canary's share. Refused, it leaves no folder and changes nothing.
 */
export async function release(site: Site, options: ReleaseOptions): Promise<HistoryEntry> {
  const { app, version, dist, canaryPercent, by } = options;
  const { manifest, results } = await publishChecked(site, app, version, dist, { fromPreview: true });
  const liveManifest = parseRuntimeConfig(JSON.parse(await readFile(site.config, 'utf8'))).remotes[app];
  const previous = await servedVersion(liveManifest);
  return switchConfig(
    site,
    (config) => {
      if (canaryPercent === undefined) {
        const canary = { ...config.canary };
        delete canary[app];
        return { ...config, remotes: { ...config.remotes, [app]: manifest }, canary };
      }
      return { ...config, canary: { ...config.canary, [app]: { manifest, percent: canaryPercent } } };
    },
    () => ({
      action: canaryPercent === undefined ? 'release' : 'canary',
      app,
      version,
      manifest,
      previous,
      ...(canaryPercent === undefined ? {} : { percent: canaryPercent }),
      checks: results,
    }),
    by,
  );
}

/** How long a preview link works unless the command says otherwise. */
const previewHoursByDefault = 24;

/**
 * A candidate for a look before buyers: published and checked as a release is, then a signed link that loads it
 * for whoever opens it, in that browser only, until it expires (host/src/remotes/preview.ts). The config and
 * every other visitor are untouched; the history records the preview and its link's expiry.
 */
export async function preview(
  site: Site,
  {
    app,
    version,
    dist,
    by,
    hours = previewHoursByDefault,
    now = new Date(),
  }: { app: RemoteName; version: string; dist: string; by: string; hours?: number; now?: Date },
): Promise<{ entry: HistoryEntry; link: string }> {
  const keyFile = site.preview?.privateKey;
  if (!keyFile) throw new Refused('this site has no preview key (site.json: preview.privateKey): no link can be signed');
  const privateKey = await readPreviewKey(keyFile);
  const config = parseRuntimeConfig(JSON.parse(await readFile(site.config, 'utf8')));
  if (!config.previewKey) throw new Refused(`the released config has no previewKey: the page would refuse the link`);
  const { manifest, results } = await publishChecked(site, app, version, dist);
  const expires = now.getTime() + hours * 60 * 60 * 1000;
  const token = await signPreview({ app, version, manifest, expires }, privateKey);
  const url = new URL(site.host.url);
  url.searchParams.set(previewQueryParam, token);
  const entry: HistoryEntry = {
    at: now.toISOString(),
    by,
    action: 'preview',
    app,
    version,
    manifest,
    previous: await servedVersion(config.remotes[app]),
    expires: new Date(expires).toISOString(),
    checks: results,
  };
  await withReleaseLock(site.config, () => appendHistory(site.history, entry));
  return { entry, link: url.href };
}

/** The site's private key for preview links (a JWK file of an EC P-256 key, kept beside site.json, never served). */
async function readPreviewKey(file: string): Promise<CryptoKey> {
  try {
    const jwk = JSON.parse(await readFile(file, 'utf8')) as JsonWebKey;
    return await webcrypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  } catch (error) {
    throw new Refused(`the preview key ${file} is not an EC P-256 private key (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** Back to the version released before the live one, with the same checks; a canary of the app is given up too. */
export async function rollback(site: Site, { app, by }: { app: RemoteName; by: string }): Promise<HistoryEntry> {
  const live = parseRuntimeConfig(JSON.parse(await readFile(site.config, 'utf8'))).remotes[app];
  const target = rollbackTarget(await readHistory(site.history), app, live);
  if (!target) throw new Refused(`no earlier release of ${app} in ${site.history} to return to (what is live, ${live}, is not the last release it records)`);
  const results = await checkRemote(site, app, target.manifest, target.version, { releasedBefore: true });
  // Its first view rendered afresh (its files may be older than the page allows) before the switch.
  const rendered = app === 'landing' && refusedBy(results).length === 0 ? await renderFirstView(site, target.version) : null;
  if (rendered) results.push(rendered);
  if (refusedBy(results).length > 0) throw new Refused(`${app} ${target.version} refused: nothing changed`, results);
  const previous = await servedVersion(live);
  return switchConfig(
    site,
    (config) => {
      const canary = { ...config.canary };
      delete canary[app];
      return { ...config, remotes: { ...config.remotes, [app]: target.manifest }, canary };
    },
    () => ({ action: 'rollback', app, version: target.version, manifest: target.manifest, previous, checks: results }),
    by,
  );
}

/** The app's canary for everyone: checked again, then made the released version. */
export async function promote(site: Site, { app, by }: { app: RemoteName; by: string }): Promise<HistoryEntry> {
  const config = parseRuntimeConfig(JSON.parse(await readFile(site.config, 'utf8')));
  const canary = config.canary[app];
  if (!canary) throw new Refused(`${app} has no canary to promote`);
  const { version } = await servedVersion(canary.manifest);
  const results = await checkRemote(site, app, canary.manifest, version);
  if (refusedBy(results).length > 0) throw new Refused(`${app} ${version} refused: nothing changed`, results);
  const previous = await servedVersion(config.remotes[app]);
  return switchConfig(
    site,
    (file) => {
      const rest = { ...file.canary };
      delete rest[app];
      return { ...file, remotes: { ...file.remotes, [app]: canary.manifest }, canary: rest };
    },
    () => ({ action: 'promote', app, version, manifest: canary.manifest, previous, checks: results }),
    by,
  );
}

/** The app's canary given up: every visitor gets the released version again (which is live: nothing to check). */
export async function abandon(site: Site, { app, by }: { app: RemoteName; by: string }): Promise<HistoryEntry> {
  const config = parseRuntimeConfig(JSON.parse(await readFile(site.config, 'utf8')));
  const canary = config.canary[app];
  if (!canary) throw new Refused(`${app} has no canary to abandon`);
  const released = await servedVersion(config.remotes[app]);
  const given = await servedVersion(canary.manifest);
  return switchConfig(
    site,
    (file) => {
      const rest = { ...file.canary };
      delete rest[app];
      return { ...file, canary: rest };
    },
    () => ({
      action: 'abandon',
      app,
      version: released.version,
      manifest: released.manifest,
      previous: given,
      checks: [passed('released', `${released.version} is live`)],
    }),
    by,
  );
}

/** The app folders' built remotes, for a release that builds (`node scripts/build.mjs <folder>`). */
export const appFolders: Record<RemoteName, string> = { landing: 'remote-landing', checkout: 'remote-checkout', payment: 'remote-payment' };
