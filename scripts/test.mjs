// `npm test`: installs what is missing, then runs every test: type check,
// lint, layer rules, unused code, unit and component tests, a production build, and the browser tests
// against the running stack (Chromium, then Firefox and WebKit), then against it served by nginx. Ends with one
// "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureFirefox } from './lib/firefox.mjs';
import { ensureWebKit } from './lib/webkit.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { repoRoot } from './lib/repoRoot.mjs';

const started = performance.now();
ensureInstalled(repoRoot);
ensureChromium();
ensureFirefox();
ensureWebKit();
ensureNginx();

const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
const resultsDir = path.join(repoRoot, '.tmp');
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
const failures = [];

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function jest(project) {
  const output = path.join(resultsDir, `jest-${project}.json`);
  const ok = step(`${project} tests`, bin('jest'), [
    '--selectProjects',
    project,
    '--ci',
    '--json',
    `--outputFile=${output}`,
    ...(project.startsWith('e2e') ? ['--runInBand'] : []),
  ]);
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
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

step('type check', bin('tsc'), ['-b', 'tsconfig.json']);
// The layer rules (.dependency-cruiser.cjs) and unused files, exports and dependencies (knip.jsonc).
step('lint (ESLint, type-aware, zero warnings)', 'npm', ['run', '--silent', 'lint']);
step('format (Prettier)', 'npm', ['run', '--silent', 'format:check']);
step('layer rules (dependency-cruiser)', 'npm', ['run', '--silent', 'check:layers']);
step('unused code (knip)', 'npm', ['run', '--silent', 'check:unused']);
step('dependency audit (production dependencies, high and critical)', process.execPath, [path.join(repoRoot, 'scripts/checks/audit.mjs')]);
jest('unit');
if (step('production build', process.execPath, [path.join(repoRoot, 'scripts/build.mjs')])) {
  const e2eStarted = Date.now();
  jest('e2e');
  // The buyer's journeys in Firefox and WebKit (the engine of every iPhone).
  jest('e2e-engines');
  // The production serving (deploy/nginx): headers, caching, and the main browser flows through nginx.
  jest('e2e-prod');
  // The reliability figures of the fault, security and accessibility suite.
  step('reliability figures', process.execPath, ['--import', 'tsx', path.join(repoRoot, 'e2e/support/printReliability.ts'), `--since=${e2eStarted}`]);
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\nAll tests finished in ${seconds} s${failures.length ? `; failed steps: ${failures.join(', ')}` : ''}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
