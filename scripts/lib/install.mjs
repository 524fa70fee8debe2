// Installs the workspace's dependencies when they are missing or stale, so
// `npm start` and `npm test` work on a fresh clone with only Node and npm.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const pnpmVersion = '10.34.9';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with ${result.status ?? result.signal}`);
  }
}

function pnpm(root, args) {
  run('npx', ['-y', `pnpm@${pnpmVersion}`, ...args], { cwd: root, env: { ...process.env, npm_config_update_notifier: 'false' } });
}

export function ensureInstalled(root) {
  const stamp = path.join(root, 'node_modules/.suscripciones-install');
  const lock = readFileSync(path.join(root, 'pnpm-lock.yaml'));
  const manifests = [
    'package.json',
    'shared',
    'kit',
    'host',
    'remote-landing',
    'remote-checkout',
    'remote-payment',
    'dev-api',
    'e2e',
    'e2e/portals/vite',
    'e2e/portals/webpack',
    'e2e/portals/runtime',
    'bench',
  ]
    .map((name) => (name.endsWith('.json') ? name : `${name}/package.json`))
    .map((file) => readFileSync(path.join(root, file)));
  const hash = createHash('sha256').update(lock).update(Buffer.concat(manifests)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log('Installing dependencies…');
  pnpm(root, ['install', '--frozen-lockfile', '--reporter=append-only']);
  writeFileSync(stamp, hash);
}

let aptUpdated = false;

/**
 * Installs Debian packages (a browser the tests drive, and what it needs), as
 * root; elsewhere says what to install. The package lists are read once per run.
 */
export function installFromDebian(what, packages, hint = '') {
  if (process.getuid?.() !== 0) {
    throw new Error(`${what} is missing: install Debian's ${packages.join(' ')} (apt-get install ${packages.join(' ')})${hint}`);
  }
  console.log(`Installing ${what} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) run('apt-get', ['update', '-qq'], { env });
  aptUpdated = true;
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}
