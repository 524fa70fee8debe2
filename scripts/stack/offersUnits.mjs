// The local nginx stack's stand-in for production's systemd unit per landing version (the template unit in
// deploy/systemd/): the release commands start and stop a released version's offers
// job through it (site.json's `firstView`, scripts/release/firstView.ts), and the stack stops them all when it
// stops. Each job is its own detached process, as a unit is, known by its pid file:
//   <stack>/offers-jobs/<version>/offers-job.cjs   the version's job, kept by the release
//   <stack>/offers-jobs/<version>/job.pid, job.log  while it runs
// The job's settings (the served config, the version's fragments folder, the interval) come from the command line,
// as the stack wrote them into site.json.
//
//   node scripts/stack/offersUnits.mjs start <version> --stack <folder> -- <the job's settings>
//   node scripts/stack/offersUnits.mjs stop <version> --stack <folder>
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** The folder of the released versions' jobs in a stack's folder (site.json's `firstView.jobs`). */
export const offersJobsFolder = 'offers-jobs';

const pidFile = (stack, version) => path.join(stack, offersJobsFolder, version, 'job.pid');

/** The pid of the version's job when it runs (a pid file whose process is that job), else null. */
function runningPid(stack, version) {
  const file = pidFile(stack, version);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8'));
  // A pid the system gave to another process since is not the job's.
  const command = (() => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  })();
  return Number.isInteger(pid) && pid > 0 && command.includes(path.join(offersJobsFolder, version, 'offers-job.cjs')) ? pid : null;
}

/** Starts the version's job with its settings unless it runs; returns its pid. */
function startUnit(stack, version, settings) {
  const running = runningPid(stack, version);
  if (running) return running;
  const folder = path.join(stack, offersJobsFolder, version);
  const script = path.join(folder, 'offers-job.cjs');
  if (!existsSync(script)) throw new Error(`${script} is missing: the release keeps it`);
  const log = openSync(path.join(folder, 'job.log'), 'a');
  const child = spawn(process.execPath, [script, ...settings], { detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  child.unref();
  writeFileSync(pidFile(stack, version), String(child.pid));
  return child.pid;
}

/** Stops the version's job if it runs, and waits (at most 5 s) for it to be gone. */
async function stopUnit(stack, version) {
  const pid = runningPid(stack, version);
  rmSync(pidFile(stack, version), { force: true });
  if (!pid) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let waited = 0; waited < 5000; waited += 50) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.kill(pid, 'SIGKILL');
}

/** Stops every version's job of a stack (its stop, and a new stack in the same folder). */
export async function stopAllUnits(stack) {
  const folder = path.join(stack, offersJobsFolder);
  if (!existsSync(folder)) return;
  await Promise.all(readdirSync(folder).map((version) => stopUnit(stack, version)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { stack: { type: 'string' } } });
  const [action, version, ...settings] = positionals;
  // A version is a folder's name, never a path (the release commands check it is one).
  if (!values.stack || !version || version.includes('/') || version.startsWith('.') || (action !== 'start' && action !== 'stop')) {
    console.error("node scripts/stack/offersUnits.mjs start|stop <version> --stack <folder> [-- <the job's settings>]");
    process.exit(1);
  }
  if (action === 'start') startUnit(values.stack, version, settings);
  else await stopUnit(values.stack, version);
}
