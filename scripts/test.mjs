// `npm test`: installs what is missing, then runs every test: type check,
// lint, layer rules, unused code, unit and component tests, a production build, and the browser tests
// against the running stack (Chromium, then Firefox and WebKit), then against it served by nginx. Ends with one
// "N passed, N failed" line.
//
// `npm test -- --app <host|landing|checkout|payment>` (or `--app=<app>`): one squad's own checks instead, read from
// the ownership map (scripts/lib/appOwnership.mjs): the static checks on the app's folder, its unit tests and the
// contract checks, and its browser tests (docs/testing.md, "One app's checks").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { ensureFirefox } from './lib/firefox.mjs';
import { ensureWebKit } from './lib/webkit.mjs';
import { repoRoot } from './lib/repoRoot.mjs';
import { appRunPlan, journeyNamePattern, parseTestArgs, testPathPatterns } from './lib/appRun.mjs';

const started = performance.now();
const parsed = parseTestArgs(process.argv.slice(2));
if (parsed.error) {
  console.error(parsed.error);
  process.exit(1);
}
/** One app's checks, or null for the full run. */
const plan = parsed.app ? appRunPlan(parsed.app) : null;
ensureInstalled(repoRoot);
// The scripts' TypeScript (the browsers', nginx's), once the dependencies (tsx) are there.
await import('./lib/tooling.mjs');
const { ensureHeadlessShell } = await import('./lib/chromium.ts');
const { ensureNginx } = await import('./lib/nginx.ts');
ensureHeadlessShell();
if (!plan || plan.journeys.length > 0) {
  ensureFirefox();
  ensureWebKit();
}
if (!plan || plan.prod.length > 0) ensureNginx();
if (plan) console.log(`\nOne app's checks: ${plan.app} (npm test alone runs every test)`);

const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
const resultsDir = path.join(repoRoot, '.tmp');
mkdirSync(resultsDir, { recursive: true });
// Each run's failures only.
rmSync(path.join(resultsDir, 'e2e-failures'), { recursive: true, force: true });
const totals = { passed: 0, failed: 0 };
const failures = [];

const stepEnv = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: stepEnv });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

/** Runs one step with its output kept, for `checksTwoAtATime`. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env: stepEnv });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * The static checks, two at a time (the machines have two cores and each check uses one), their outputs printed
 * whole and in this order once all have ended: about half a minute less than one after the other.
 */
async function checksTwoAtATime(checks) {
  const results = [];
  let next = 0;
  async function lane() {
    for (let index = next++; index < checks.length; index = next++) {
      const [, command, args] = checks[index];
      results[index] = await runQuietly(command, args);
    }
  }
  await Promise.all([lane(), lane()]);
  for (const [index, [title]] of checks.entries()) {
    console.log(`\n▶ ${title}`);
    process.stdout.write(results[index].output);
    if (results[index].status !== 0) failures.push(title);
  }
}

const browserWorkers = availableParallelism();

/**
 * jest's arguments for one project, its JSON report written to `.tmp/jest-<project>.json`. `paths`: only the tests
 * under these repository paths (before `--selectProjects`, which takes several names), less `leftOut`; `extra`: more
 * options.
 */
function jestArgs(project, paths = [], extra = [], leftOut = []) {
  return [
    ...testPathPatterns(repoRoot, paths, leftOut),
    '--selectProjects',
    project,
    '--ci',
    '--json',
    `--outputFile=${path.join(resultsDir, `jest-${project}.json`)}`,
    // Browser tests one file per core, each jest worker on its own stack (e2e/support/env.ts, prod/ports.ts): a file
    // leaves most of a core idle while its page waits on the network and timers (Chromium's headless shell, about
    // 0.3 s of CPU per page load). Unit tests on every core (jest's default leaves one idle: 74 s against 53 s).
    ...(project.startsWith('e2e') ? [`--maxWorkers=${browserWorkers}`] : ['--maxWorkers=100%']),
    ...extra,
  ];
}

/** Adds a project's report to the totals; a missing report or one without tests is a failure. */
function count(project, ok) {
  try {
    const report = JSON.parse(readFileSync(path.join(resultsDir, `jest-${project}.json`), 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    // A runner that finds no test must fail.
    if (report.numTotalTests === 0) {
      totals.failed += 1;
      failures.push(`${project}: no tests found`);
    }
  } catch {
    totals.failed += 1;
    if (ok) failures.push(`${project}: no report`);
  }
}

function jest(project, paths = [], extra = [], leftOut = []) {
  count(project, step(`${project} tests`, bin('jest'), jestArgs(project, paths, extra, leftOut)));
}

if (plan) {
  await appChecks(plan);
} else {
  await fullRun();
}

/** The reliability figures (e2e/support/printReliability.ts) of the browser tests run since `since`. */
function reliabilityFigures(since, extra = []) {
  step('reliability figures', process.execPath, ['--import', 'tsx', path.join(repoRoot, 'e2e/support/printReliability.ts'), `--since=${since}`, ...extra]);
}

/** Every test: what `.ci/run` runs. */
async function fullRun() {
  // The longest first, so the two lanes end together. The layer rules (.dependency-cruiser.cjs) and unused files,
  // exports and dependencies (knip.jsonc).
  await checksTwoAtATime([
    ['lint (ESLint, type-aware, zero warnings)', 'npm', ['run', '--silent', 'lint']],
    ['type check', bin('tsc'), ['-b', 'tsconfig.json']],
    ['format (Prettier)', 'npm', ['run', '--silent', 'format:check']],
    ['dependency audit (production dependencies, high and critical)', process.execPath, [path.join(repoRoot, 'scripts/checks/audit.mjs')]],
    ['layer rules (dependency-cruiser)', 'npm', ['run', '--silent', 'check:layers']],
    ['unused code (knip)', 'npm', ['run', '--silent', 'check:unused']],
  ]);
  jest('unit');
  if (step('production build', process.execPath, [path.join(repoRoot, 'scripts/build.mjs')])) {
    const e2eStarted = Date.now();
    jest('e2e');
    // The buyer's journeys in Firefox and WebKit (the engine of every iPhone).
    jest('e2e-engines');
    // The production serving (deploy/nginx): headers, caching, and the main browser flows through nginx.
    jest('e2e-prod');
    // The reliability figures of the fault, security and accessibility suite.
    reliabilityFigures(e2eStarted);
  }
}

/** One app's checks (scripts/lib/appRun.mjs): what a change to its folder alone can break. */
async function appChecks({ ownPaths, unitTests, chromium, leftOut, journeys, prod }) {
  // Lint and format on the app's own files; the type check, the layer rules and knip whole: one program each, whose
  // consumers of an app's code (dev-api, the go-live check, the other apps' translation types) only the whole sees.
  // No dependency audit: a dependency changes the lockfile, which only the full run takes.
  await checksTwoAtATime([
    ['lint (ESLint, type-aware, zero warnings)', bin('eslint'), ['--max-warnings', '0', ...ownPaths]],
    ['type check', bin('tsc'), ['-b', 'tsconfig.json']],
    ['format (Prettier)', bin('prettier'), ['--check', ...ownPaths]],
    ['layer rules (dependency-cruiser)', 'npm', ['run', '--silent', 'check:layers']],
    ['unused code (knip)', 'npm', ['run', '--silent', 'check:unused']],
  ]);
  jest('unit', unitTests);
  if (step('production build', process.execPath, [path.join(repoRoot, 'scripts/build.mjs')])) {
    const e2eStarted = Date.now();
    jest('e2e', chromium, [], leftOut);
    if (journeys.length > 0) jest('e2e-engines', ['e2e/engines/'], ['--testNamePattern', journeyNamePattern(journeys)]);
    if (prod.length > 0) jest('e2e-prod', prod);
    // One app's run may take no suite that records cases.
    reliabilityFigures(e2eStarted, ['--allow-none']);
  }
}

const failedPages = path.join(resultsDir, 'e2e-failures');
if (existsSync(failedPages) && readdirSync(failedPages).length > 0) {
  console.log(`\nScreenshots and HTML of the pages failed browser tests left open: ${path.relative(repoRoot, failedPages)}/`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\nAll tests finished in ${seconds} s${failures.length ? `; failed steps: ${failures.join(', ')}` : ''}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
