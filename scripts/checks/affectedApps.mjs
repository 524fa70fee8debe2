// Which run a change needs, for CI: one app's checks (`npm test -- --app <app>`) when everything it changed is that
// app's (its folder, the browser test subjects and nginx tests the ownership map gives it), the full run otherwise.
//
//   npm test -- $(node scripts/checks/affectedApps.mjs --base origin/main)
//
// prints `--app <app>` or nothing (the full run), and why on stderr. Changes are `git diff --name-only <base>...HEAD`
// (since the branch left the base). Anything it cannot place, or a failing git, means the full run.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { apps, wholeProduct } from '../lib/appOwnership.mjs';
import { appNames } from '../lib/appRun.mjs';
import { repoRoot } from '../lib/repoRoot.mjs';

/**
 * The apps whose run covers a changed file: the app of its folder, or the owners of its browser test (not one left to
 * the full run); none otherwise.
 */
export function appsCovering(file) {
  const inFolder = appNames.filter((app) => file.startsWith(`${apps[app].folder}/`));
  if (inFolder.length > 0) return inFolder;
  const prod = /^e2e\/tests\/prod\/([^/]+)\.test\.ts$/.exec(file);
  if (prod) return wholeProduct.prod.includes(prod[1]) ? [] : appNames.filter((app) => apps[app].prod.includes(prod[1]));
  if (wholeProduct.tests.some((test) => file === `e2e/tests/${test}.test.ts`)) return [];
  const subject = /^e2e\/tests\/([^/]+)\//.exec(file);
  if (subject && subject[1] !== 'prod') {
    return wholeProduct.subjects.includes(subject[1]) ? [] : appNames.filter((app) => apps[app].subjects.includes(subject[1]));
  }
  return [];
}

/**
 * The run for these changed files: `{ app, why }` when one app's run covers every one of them, else `{ app: null, why }`
 * (the full run): no change, a file outside every app (kit, shared, dev-api, scripts, e2e/support, the engines, the
 * lockfile, the root configuration, docs), or files of two apps.
 */
export function runFor(changedFiles) {
  const files = changedFiles.map((file) => file.trim()).filter(Boolean);
  if (files.length === 0) return { app: null, why: 'no changed file found: the full run' };
  let candidates = appNames;
  for (const file of files) {
    const covering = appsCovering(file);
    if (covering.length === 0) return { app: null, why: `${file} is no app's own: the full run` };
    const left = candidates.filter((app) => covering.includes(app));
    if (left.length === 0) return { app: null, why: `${file} is ${covering.join(' or ')}'s, the other changes ${candidates.join(' or ')}'s: the full run` };
    candidates = left;
  }
  const [app] = candidates;
  return { app, why: `all ${files.length} changed file(s) are ${app}'s: npm test -- --app ${app}` };
}

function main(argv) {
  const baseAt = argv.indexOf('--base');
  const base = baseAt >= 0 ? argv[baseAt + 1] : 'origin/main';
  const diff = spawnSync('git', ['diff', '--name-only', `${base}...HEAD`], { cwd: repoRoot, encoding: 'utf8' });
  const decision =
    diff.status === 0
      ? runFor(diff.stdout.split('\n'))
      : { app: null, why: `git diff ${base}...HEAD failed (${diff.stderr.trim().split('\n')[0]}): the full run` };
  console.error(`affected apps: ${decision.why}`);
  if (decision.app) console.log(`--app ${decision.app}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
