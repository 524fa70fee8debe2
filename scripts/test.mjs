// `npm test`: installs what is missing, then runs every test: type check,
// lint, layer rules, unused code, unit and component tests (jest), a production build, and the browser tests
// against the running stack (Chromium on Playwright's runner, then Firefox and WebKit on jest), then against it
// served by nginx (Playwright). Ends with one "N passed, N failed" line counting every runner's tests.
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
// Each run's failures only: what failed browser tests left (Playwright also empties its folders as it starts).
const failedTests = path.join(resultsDir, 'e2e-results');
rmSync(failedTests, { recursive: true, force: true });
const totals = { passed: 0, failed: 0 };
const failures = [];

const stepEnv = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...stepEnv, ...env } });
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
 * jest's arguments for one project (the unit tests, the engine journeys), its JSON report written to
 * `.tmp/jest-<project>.json`. `paths`: only the tests under these repository paths (before `--selectProjects`,
 * which takes several names), less `leftOut`; `extra`: more options.
 */
function jestArgs(project, paths = [], extra = [], leftOut = []) {
  return [
    ...testPathPatterns(repoRoot, paths, leftOut),
    '--selectProjects',
    project,
    '--ci',
    '--json',
    `--outputFile=${path.join(resultsDir, `jest-${project}.json`)}`,
    // The engine journeys one file per core, each jest worker on its own stack (e2e/support/env.ts). Unit tests on
    // every core (jest's default leaves one idle: 74 s against 53 s).
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

/**
 * Adds a Playwright project's report to the totals: what passed, and as failed what failed, what did not run (a
 * serial file's tests after a failure) and any error outside a test (a file that does not load). A missing report
 * or one without tests is a failure.
 */
function countPlaywright(project, report, ok) {
  try {
    const { stats, errors = [] } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + stats.flaky + stats.skipped + errors.length;
    if (stats.skipped > 0) failures.push(`${project}: ${stats.skipped} tests did not run`);
    if (stats.expected + stats.unexpected + stats.flaky + stats.skipped === 0) {
      totals.failed += 1;
      failures.push(`${project}: no tests found`);
    }
  } catch {
    totals.failed += 1;
    if (ok) failures.push(`${project}: no report`);
  }
}

/**
 * One Playwright project (playwright.config.ts: `e2e`, the Chromium tests against the Node stack; `e2e-prod`, against
 * nginx), one file per core, each worker with its own stack; its JSON report in `.tmp/playwright-<project>.json`.
 * `paths`: only the tests under these repository paths, less `leftOut` (the file filters are regular expressions on
 * the files' paths, as jest's).
 */
function playwright(project, paths = [], leftOut = []) {
  const report = path.join(resultsDir, `playwright-${project}.json`);
  rmSync(report, { force: true });
  const args = ['test', '--project', project, `--reporter=${process.env.CI ? 'dot' : 'list'},json`, ...testPathPatterns(repoRoot, paths, leftOut)];
  const ok = step(`${project} tests`, bin('playwright'), args, { PLAYWRIGHT_JSON_OUTPUT_FILE: report });
  countPlaywright(project, report, ok);
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
    playwright('e2e');
    // The buyer's journeys in Firefox and WebKit (the engine of every iPhone).
    jest('e2e-engines');
    // The production serving (deploy/nginx): headers, caching, and the main browser flows through nginx.
    playwright('e2e-prod');
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
    playwright('e2e', chromium, leftOut);
    if (journeys.length > 0) jest('e2e-engines', ['e2e/engines/'], ['--testNamePattern', journeyNamePattern(journeys)]);
    if (prod.length > 0) playwright('e2e-prod', prod);
    // One app's run may take no suite that records cases.
    reliabilityFigures(e2eStarted, ['--allow-none']);
  }
}

if (existsSync(failedTests) && readdirSync(failedTests).length > 0) {
  console.log(
    `\nWhat failed browser tests left (a trace, each page's screenshot and console): ${path.relative(repoRoot, failedTests)}/` +
      ' (npx playwright show-trace <trace.zip>)',
  );
}
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\nAll tests finished in ${seconds} s${failures.length ? `; failed steps: ${failures.join(', ')}` : ''}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
