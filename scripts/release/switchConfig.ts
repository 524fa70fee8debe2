import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { parseRuntimeConfig, type RemoteName, type RuntimeConfig } from '../../shared/src/config/runtimeConfig';
import { writeConfiguration } from '../prod/configure';
import { writeRuntimeGeneration } from '../prod/runtimeRoot';
import { followJobs } from './firstView';
import { appendHistory, type HistoryEntry } from './history';
import { withReleaseLock } from './lock';
import type { Site } from './site';

/** The released config as its file holds it: what a change edits (fields it does not know are kept as they are). */
export type ConfigFile = Record<string, unknown> & {
  remotes: Partial<Record<RemoteName, string>>;
  canary?: Partial<Record<RemoteName, { manifest: string; percent: number }>>;
};

async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

class ReloadFailed extends Error {
  override name = 'ReloadFailed';
}

/**
 * Changes the released config in one step, under the site's lock: the change is applied to the config as it is
 * now (another squad's release that landed meanwhile is kept), checked against the host's schema, written with
 * the host pages as one new generation served at once (scripts/prod/runtimeRoot.ts), the nginx policy rewritten
 * where it changed and the servers told to read it, the landing's offers jobs made to follow the versions served
 * (./firstView.ts), and the change appended to the history. A change that fails before the generation is served
 * changes nothing.
 */
export async function switchConfig(
  site: Site,
  change: (config: ConfigFile, live: RuntimeConfig) => ConfigFile,
  entry: (live: RuntimeConfig) => Omit<HistoryEntry, 'at' | 'by'>,
  by: string,
): Promise<HistoryEntry> {
  return withReleaseLock(site.config, async () => {
    const file = JSON.parse(await readFile(site.config, 'utf8')) as ConfigFile;
    const live = parseRuntimeConfig(file);
    const nextFile = change(structuredClone(file), live);
    const next = parseRuntimeConfig(nextFile);
    const policy: string = await writeRuntimeGeneration(site.host.runtimeRoot, (folder: string) =>
      writeConfiguration({
        config: next,
        hostDist: site.host.dist,
        hostOrigins: site.host.origins,
        runtimeRoot: folder,
        env: { PORTAL_ORIGINS: site.portalOrigins.join(',') },
      }),
    );
    await writeAtomically(site.config, `${JSON.stringify(nextFile, null, 2)}\n`);
    let policyChanged = false;
    for (const policyFile of site.policyFiles) {
      if ((await readFile(policyFile, 'utf8').catch(() => '')) === policy) continue;
      await writeAtomically(policyFile, policy);
      policyChanged = true;
    }
    const recorded: HistoryEntry = { ...entry(live), at: new Date().toISOString(), by };
    await appendHistory(site.history, recorded);
    if (policyChanged) {
      for (const [command, ...args] of site.reload) {
        const result = spawnSync(command as string, args, { encoding: 'utf8' });
        if (result.status !== 0)
          throw new ReloadFailed(
            `live, but \`${[command, ...args].join(' ')}\` failed (${(result.stderr || result.error?.message || '').trim()}): run it again`,
          );
      }
    }
    followJobs(site, live, next);
    return recorded;
  });
}
