import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseRuntimeConfig, type RemoteName } from '../../shared/src/config/runtimeConfig';
import { isRefused, type HistoryLine } from './history';
import { removeVersion, servedVersions, versionPattern, type RemoteSite, type Site } from './site';

/**
 * Which version folders of a remote may go (`npm run releases -- prune --keep N`): what no visitor can still ask
 * for. A page keeps the version of a remote it chose for as long as it is open, so a version stays while a tab
 * opened when it was served may still be open: for the skew window after it stopped being served.
 */

/** How long a tab is taken to stay open: a version served within it is kept (docs/operations/releasing.md). */
export const skewWindowDays = 7;

const dayMs = 24 * 60 * 60 * 1000;

interface VersionFolder {
  version: string;
  /** When the folder was written (a release publishes it just before its checks). */
  writtenAt: Date;
}

export interface RetentionInput {
  app: RemoteName;
  history: readonly HistoryLine[];
  /** The version folders on the remote's server. */
  folders: readonly VersionFolder[];
  /** The versions served now: the released one and a canary's. */
  served: readonly string[];
  /** How many of the last versions released to keep besides those served. */
  keep: number;
  now: Date;
}

export type Retention = { version: string; kept: true; because: string } | { version: string; kept: false };

/**
 * The verdict for each folder, newest release first: kept (served now, among the last `keep` released, served
 * within the skew window, previewed by a link that still works, or written within the window and never released:
 * a release being checked) or removed.
 */
export function retention({ app, history, folders, served, keep, now }: RetentionInput): Retention[] {
  const since = now.getTime() - skewWindowDays * dayMs;
  const lines = history.flatMap((line) => (isRefused(line) || line.app !== app ? [] : [line]));
  // A preview changes nothing for visitors: its version is kept while its link works.
  const previewed = new Map(
    lines.flatMap((line) =>
      line.action === 'preview' && line.expires && Date.parse(line.expires) > now.getTime() ? [[line.version, line.expires] as const] : [],
    ),
  );
  const changes = lines.filter((line) => line.action !== 'preview');
  // Versions released to everyone, the latest last (a rollback serves one again: it counts as released then).
  const released: string[] = [];
  for (const change of changes) {
    if (change.action === 'release' || change.action === 'promote' || change.action === 'rollback') {
      const at = released.indexOf(change.version);
      if (at !== -1) released.splice(at, 1);
      released.push(change.version);
    }
  }
  const lastReleased = new Set(released.slice(-keep));
  // Served within the window: what a change put live then, and what it replaced then (served until that moment).
  const recentlyServed = new Set(
    changes
      .filter((change) => new Date(change.at).getTime() >= since)
      .flatMap((change) => [change.version, ...(change.previous ? [change.previous.version] : [])]),
  );
  const everServed = new Set(changes.flatMap((change) => [change.version, ...(change.previous ? [change.previous.version] : [])]));
  const order = (version: string) => released.lastIndexOf(version);
  return [...folders]
    .sort((a, b) => order(b.version) - order(a.version) || b.writtenAt.getTime() - a.writtenAt.getTime())
    .map(({ version, writtenAt }): Retention => {
      if (served.includes(version)) return { version, kept: true, because: 'served now' };
      const previewUntil = previewed.get(version);
      if (previewUntil) return { version, kept: true, because: `previewed until ${previewUntil}` };
      if (lastReleased.has(version)) return { version, kept: true, because: `among the last ${keep} released` };
      if (recentlyServed.has(version)) return { version, kept: true, because: `served within the last ${skewWindowDays} days` };
      if (!everServed.has(version) && writtenAt.getTime() >= since) return { version, kept: true, because: 'never released, written recently' };
      return { version, kept: false };
    });
}

async function versionFolders(remote: RemoteSite): Promise<VersionFolder[]> {
  const names = await readdir(remote.staticRoot).catch(() => [] as string[]);
  const folders: VersionFolder[] = [];
  for (const name of names.filter((entry) => versionPattern.test(entry))) {
    const info = await stat(path.join(remote.staticRoot, name));
    if (info.isDirectory()) folders.push({ version: name, writtenAt: info.mtime });
  }
  return folders;
}

export interface PruneReport {
  app: RemoteName;
  verdicts: Retention[];
}

/** Removes the folders and source maps of each app's versions that may go; what it kept, and why. */
export async function prune(
  site: Site,
  { keep, history, config, now = new Date() }: { keep: number; history: readonly HistoryLine[]; config: unknown; now?: Date },
): Promise<PruneReport[]> {
  const live = parseRuntimeConfig(config);
  const reports: PruneReport[] = [];
  for (const [app, remote] of Object.entries(site.remotes) as Array<[RemoteName, RemoteSite]>) {
    const verdicts = retention({ app, history, folders: await versionFolders(remote), served: servedVersions(remote, live, app), keep, now });
    for (const verdict of verdicts.filter((item) => !item.kept)) await removeVersion(site, app, verdict.version);
    reports.push({ app, verdicts });
  }
  return reports;
}
