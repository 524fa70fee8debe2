import { spawn, spawnSync } from 'node:child_process';
import { cp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RuntimeConfig } from '../../shared/src/config/runtimeConfig';
import { failed, passed } from './checks';
import type { CheckResult } from './history';
import { servedVersions, versionFolder, versionJob, type Site } from './site';

/**
 * The landing's first view follows its releases (docs/operations/offers-snapshot.md): each released landing version
 * renders its own first view, offers and JSON-LD in every language, into its version folder, by its own offers job
 * (its markup is that version's, and only its scripts hydrate it). A release renders it once before the switch; after
 * the switch the jobs of the versions served (the released one and a canary's) run, and those of the others stop.
 */

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The offers job's file in a build's dist-node/ and in a kept version's folder. */
const jobFile = 'offers-job.cjs';

/**
 * Keeps a landing build's offers job as its version's (`<jobs>/<version>/`), from the dist-node/ its build wrote
 * beside dist/. Refused (an error's message) when the build has none.
 */
export async function publishJob(site: Site, version: string, dist: string): Promise<string | null> {
  const job = versionJob(site, 'landing', version);
  if (!job) return null;
  const built = path.join(path.dirname(dist), 'dist-node');
  if (!(await exists(path.join(built, jobFile)))) return `${built} holds no offers job (${jobFile}): build the landing with \`node scripts/build.mjs\``;
  await rm(job, { recursive: true, force: true });
  await cp(built, job, { recursive: true, dereference: true });
  return null;
}

/** How long a render of the first view may take before a release gives up on it. */
const renderTimeoutMs = 60_000;

/** The last line a process wrote: what it has to say. */
const lastLine = (output: string) =>
  output
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1) ?? '';

/**
 * Renders a landing version's first view with call 1's offers into its version folder (`fragments/`), by its own job
 * run once. The check passes when it wrote the files, and when call 1 or the config failed (the world, not the
 * version: the build's first view is served until the job's next run writes); it fails when the version cannot render
 * its first view, or its job does not answer.
 */
export async function renderFirstView(site: Site, version: string): Promise<CheckResult | null> {
  const job = versionJob(site, 'landing', version);
  if (!job || !site.firstView) return null;
  const script = path.join(job, jobFile);
  if (!(await exists(script))) return passed('first view', `no offers job kept for ${version}: its build's first view, without offers`);
  const out = path.join(versionFolder(site.remotes.landing, version), 'fragments');
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script, '--once', '--config', site.firstView?.config ?? '', '--out', out], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: renderTimeoutMs,
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', (error) => resolve({ code: null, output: `${text}\n${error.message}` }));
    child.once('close', (exitCode, signal) =>
      resolve({ code: exitCode, output: signal ? `${text}\nstopped (${signal}) after ${renderTimeoutMs / 1000} s` : text }),
    );
  });
  const said = lastLine(output).replace(/^\[offers\] /, '');
  if (code === 0) return passed('first view', `rendered by ${version} with call 1's offers: ${said}`);
  if (code === 1) return passed('first view', `its build's first view until its job writes (${said})`);
  return failed('first view', `${version} cannot render its first view: ${said || `its job exited with ${String(code)}`}`);
}

class JobsFailed extends Error {
  override name = 'JobsFailed';
}

/** Runs a start or stop command of the site for a version; its failure in one line, or null. */
function runFor(command: readonly string[], version: string): string | null {
  const [program, ...args] = command.map((part) => part.replaceAll('{version}', version));
  const result = spawnSync(program ?? '', args, { encoding: 'utf8', timeout: 30_000 });
  if (result.status === 0) return null;
  return `\`${[program, ...args].join(' ')}\` failed (${(result.stderr || result.error?.message || `exit ${String(result.status)}`).trim()})`;
}

/**
 * After a switch: the jobs of the landing versions the new config serves (the released one and a canary's, those a
 * release put in a version folder) started (starting one that runs changes nothing), those of the versions it no
 * longer serves stopped.
 */
export function followJobs(site: Site, before: Pick<RuntimeConfig, 'remotes' | 'canary'>, after: Pick<RuntimeConfig, 'remotes' | 'canary'>): void {
  if (!site.firstView) return;
  const { start, stop } = site.firstView;
  const served = servedVersions(site.remotes.landing, after, 'landing');
  const failures = [
    ...servedVersions(site.remotes.landing, before, 'landing')
      .filter((version) => !served.includes(version))
      .map((version) => runFor(stop, version)),
    ...served.map((version) => runFor(start, version)),
  ].filter((failure): failure is string => failure !== null);
  if (failures.length > 0) throw new JobsFailed(`live, but the offers jobs did not follow: ${failures.join('; ')}: run it by hand`);
}
