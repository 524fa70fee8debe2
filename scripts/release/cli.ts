import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadZodMessages } from '../../shared/src/schemas/values';
import { remoteNameSchema, type RemoteName } from '../../shared/src/config/runtimeConfig';
import { repoRoot } from '../lib/repoRoot.mjs';
import { prodPorts } from '../prod/ports';
import { abandon, appFolders, preview, promote, recordRefusal, Refused, release, rollback } from './commands';
import { isRefused, readHistory, type CheckResult, type HistoryEntry, type HistoryLine, type RefusedAttempt } from './history';
import { readSite, type Site } from './site';
import { prune, skewWindowDays, type PruneReport } from './retention';
import { withReleaseLock } from './lock';

/** `npm run release|rollback|canary|releases`: the commands a squad releases its remote with. */
const usage = `Usage:
  npm run release -- <landing|checkout|payment> <version> [--canary <percent> | --preview [--hours <h>]] [--dist <folder>]
  npm run rollback -- <landing|checkout|payment>
  npm run canary -- <promote|abandon> <landing|checkout|payment>
  npm run releases -- [--app <landing|checkout|payment>]
  npm run releases -- prune --keep <N>

Every command takes --site <site.json> (default: $RELEASE_SITE, else the local nginx stack's,
.tmp/nginx-<HOST_PORT>/site.json, which \`npm run start:prod\` writes). docs/operations/releasing.md.

  release   builds the app (or takes --dist), puts it in a new version folder, checks it against the
            live host, then switches config.json and the pages in one step (for --canary <1-99>
            percent of visitors only)
            --preview: checks it the same way, switches nothing, and prints a signed link that loads it in
            the browser that opens it, for <h> hours (default 24)
  rollback  returns the app to the version released before the live one, with the same checks
  canary    promote: the canary for everyone (checked again); abandon: the released version for everyone
  releases  every attempt: what went live when, what was refused and why, and who ran it;
            prune: removes the version folders and source maps of each app beyond the last N
            released, never one served now (released or canary) nor one served within the last
            ${skewWindowDays} days (a tab opened then still loads it)
`;

export interface CliIo {
  write(text: string): void;
  env: Record<string, string | undefined>;
}

const defaultSitePath = (env: Record<string, string | undefined>): string =>
  env.RELEASE_SITE ?? path.join(repoRoot, '.tmp', `nginx-${prodPorts(env).host}`, 'site.json');

/** Who ran it: RELEASE_BY (a CI job's actor), else the user and machine. */
const releasedBy = (env: Record<string, string | undefined>): string => env.RELEASE_BY ?? `${userInfo().username}@${hostname()}`;

function appArgument(value: string | undefined): RemoteName {
  const parsed = remoteNameSchema.safeParse(value);
  if (!parsed.success) throw new Refused(`name the app: landing, checkout or payment${value ? ` (not "${value}")` : ''}`);
  return parsed.data;
}

function percentArgument(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const percent = Number(value);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new Refused(`--canary takes a percent of visitors from 1 to 99 (not "${value}")`);
  return percent;
}

function hoursArgument(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const hours = Number(value);
  if (!Number.isInteger(hours) || hours < 1 || hours > 24 * 14) throw new Refused(`--hours takes whole hours from 1 to ${24 * 14} (not "${value}")`);
  return hours;
}

function keepArgument(value: string | undefined): number {
  const keep = Number(value);
  if (value === undefined || !Number.isInteger(keep) || keep < 1)
    throw new Refused(`prune takes --keep <N>, the released versions to keep, 1 or more${value === undefined ? '' : ` (not "${value}")`}`);
  return keep;
}

/** What prune removed and what it kept, and why, per app. */
const pruneLines = (reports: readonly PruneReport[]): string =>
  reports
    .map(({ app, verdicts }) => {
      const removed = verdicts.filter((verdict) => !verdict.kept).map((verdict) => verdict.version);
      const kept = verdicts.flatMap((verdict) => (verdict.kept ? [`  kept    ${verdict.version} (${verdict.because})\n`] : []));
      return `${app}: ${removed.length === 0 ? 'nothing removed' : `removed ${removed.join(', ')}`}\n${kept.join('')}`;
    })
    .join('');

const checkLines = (results: readonly CheckResult[]) =>
  results.map((result) => `  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(9)} ${result.detail}\n`).join('');

function describe(entry: HistoryEntry): string {
  const was = entry.previous ? ` (was ${entry.previous.version})` : '';
  switch (entry.action) {
    case 'release':
      return `${entry.app} ${entry.version} is live${was}: ${entry.manifest}`;
    case 'canary':
      return `${entry.app} ${entry.version} is live for ${entry.percent ?? '?'} % of visitors${was}: ${entry.manifest}`;
    case 'promote':
      return `${entry.app} ${entry.version} is live for everyone${was}`;
    case 'abandon':
      return `${entry.app}'s canary${entry.previous ? ` ${entry.previous.version}` : ''} given up: ${entry.version} for everyone`;
    case 'rollback':
      return `${entry.app} rolled back to ${entry.version}${was}`;
    case 'preview':
      return `${entry.app} ${entry.version} previewed until ${entry.expires ?? '?'}, by its link only: nothing changed for visitors`;
  }
}

/** What refused an attempt, on one line: the checks that failed, else the reason the command gave. */
const refusedBecause = (attempt: RefusedAttempt): string => {
  const failed = attempt.checks.filter((check) => !check.ok);
  const said = failed.length > 0 ? failed.map((check) => `${check.name}: ${check.detail}`).join('; ') : attempt.reason;
  // One row per attempt: a check's detail may hold a stack, its first line says what failed.
  const line = said.split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
};

/** The history as a table: when, who, what; a refused attempt with what refused it. */
export function historyTable(entries: readonly HistoryLine[]): string {
  const rows = entries.map((entry) => {
    const checks = `${entry.checks.filter((check) => check.ok).length}/${entry.checks.length}`;
    const when = entry.at.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
    if (isRefused(entry)) return [when, entry.app ?? '–', `${entry.action} refused`, entry.version ?? '–', '–', entry.by, checks, refusedBecause(entry)];
    return [
      when,
      entry.app,
      entry.action + (entry.percent === undefined ? '' : ` ${entry.percent} %`),
      entry.version,
      entry.previous?.version ?? '–',
      entry.by,
      checks,
      '',
    ];
  });
  const header = ['when', 'app', 'action', 'version', 'before', 'by', 'checks passed', 'refused by'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    `${cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()}\n`;
  return entries.length === 0 ? 'No releases yet.\n' : [header, ...rows].map(line).join('');
}

/** Builds the app's folder when no --dist is given; its package.json must say the version being released. */
async function builtDist(app: RemoteName, version: string, dist: string | undefined, write: (text: string) => void): Promise<string> {
  if (dist) return path.resolve(dist);
  const folder = appFolders[app];
  const { version: packaged } = JSON.parse(await readFile(path.join(repoRoot, folder, 'package.json'), 'utf8')) as { version: string };
  if (packaged !== version)
    throw new Refused(`${folder}/package.json says ${packaged}: version the changes first (npm run changes:version) or release ${packaged}`);
  write(`Building ${folder} ${version}…\n`);
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), folder], { stdio: 'inherit' });
  if (built.status !== 0) throw new Refused(`the build of ${folder} failed`);
  return path.join(repoRoot, folder, 'dist');
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      dist: { type: 'string' },
      canary: { type: 'string' },
      app: { type: 'string' },
      keep: { type: 'string' },
      preview: { type: 'boolean' },
      hours: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    io.write(usage);
    return values.help ? 0 : 1;
  }
  /** The attempt as far as the command named it: a refusal is written into the history with it. */
  let attempt: Pick<RefusedAttempt, 'action' | 'app' | 'version' | 'by'> | null = null;
  let site: Site | null = null;
  try {
    // A deployment's errors in English: the page fetches these messages late, a command has them at once.
    await loadZodMessages();
    site = await readSite(path.resolve(values.site ?? defaultSitePath(io.env)));
    const by = releasedBy(io.env);
    let entry: HistoryEntry;
    switch (command) {
      case 'release': {
        const version = rest[1] ?? '';
        attempt = { action: values.canary === undefined ? 'release' : 'canary', by, version };
        const app = appArgument(rest[0]);
        attempt.app = app;
        const canaryPercent = percentArgument(values.canary);
        if (values.preview) {
          attempt.action = 'preview';
          if (canaryPercent !== undefined) throw new Refused('--preview and --canary are two ways of releasing: choose one');
          const hours = hoursArgument(values.hours);
          const dist = await builtDist(app, version, values.dist, io.write);
          const previewed = await preview(site, { app, version, dist, by, hours });
          io.write(checkLines(previewed.entry.checks));
          io.write(`${describe(previewed.entry)}\n${previewed.link}\n`);
          return 0;
        }
        const dist = await builtDist(app, version, values.dist, io.write);
        entry = await release(site, { app, version, dist, by, ...(canaryPercent === undefined ? {} : { canaryPercent }) });
        break;
      }
      case 'rollback': {
        attempt = { action: 'rollback', by };
        const app = appArgument(rest[0]);
        attempt.app = app;
        entry = await rollback(site, { app, by });
        break;
      }
      case 'canary': {
        const action = rest[0];
        if (action !== 'promote' && action !== 'abandon') throw new Refused('canary takes promote or abandon');
        attempt = { action, by };
        const app = appArgument(rest[1]);
        attempt.app = app;
        entry = await (action === 'promote' ? promote : abandon)(site, { app, by });
        break;
      }
      case 'releases': {
        if (rest[0] === 'prune') {
          const keep = keepArgument(values.keep);
          const released = site;
          const reports = await withReleaseLock(released.config, async () =>
            prune(released, { keep, history: await readHistory(released.history), config: JSON.parse(await readFile(released.config, 'utf8')) }),
          );
          io.write(pruneLines(reports));
          return 0;
        }
        const app = values.app === undefined ? null : appArgument(values.app);
        io.write(historyTable((await readHistory(site.history)).filter((item) => app === null || item.app === app)));
        return 0;
      }
      default:
        io.write(usage);
        return 1;
    }
    io.write(checkLines(entry.checks));
    io.write(`${describe(entry)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof Refused) {
      io.write(checkLines(error.results));
      io.write(`${error.message}\n`);
      if (site && attempt) {
        const recorded = site;
        await recordRefusal(recorded, attempt, error).catch((failure: unknown) =>
          io.write(`(not written into ${recorded.history}: ${failure instanceof Error ? failure.message : String(failure)})\n`),
        );
      }
      return 1;
    }
    io.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
