// The dependency audit: every production dependency of the apps (what ships to
// browsers, and dev-api) checked against the registry's advisory database, failing on
// a high or critical finding.
//
// Why not `pnpm audit --prod`: pnpm 10 still calls the audit endpoints the npm
// registry retired (HTTP 410; pnpm issue 11265), and pnpm 11 needs Node 22. This asks
// the registry's bulk advisory endpoint (the one `npm audit` uses) directly, with the
// dependency list pnpm resolves. The registry is the one npm is configured with.
import { execFileSync } from 'node:child_process';
import { pnpmVersion } from '../lib/install.mjs';

const apps = ['host', 'remote-landing', 'remote-checkout', 'remote-payment', 'dev-api'];

function productionDependencies() {
  const output = execFileSync(
    'npx',
    ['-y', `pnpm@${pnpmVersion}`, 'list', '--prod', '--json', '--depth', 'Infinity', ...apps.flatMap((app) => ['--filter', app])],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const versions = new Map();
  const walk = (dependencies = {}) => {
    for (const [name, info] of Object.entries(dependencies)) {
      if (!info.version || info.version.startsWith('link:') || name.startsWith('@suscripciones/')) {
        walk(info.dependencies);
        continue;
      }
      if (!versions.has(name)) versions.set(name, new Set());
      const known = versions.get(name);
      if (known.has(info.version)) continue;
      known.add(info.version);
      walk(info.dependencies);
    }
  };
  for (const project of JSON.parse(output)) walk(project.dependencies);
  return Object.fromEntries([...versions].map(([name, set]) => [name, [...set]]));
}

const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  .trim()
  .replace(/\/$/, '');
const dependencies = productionDependencies();
const count = Object.values(dependencies).reduce((sum, list) => sum + list.length, 0);
let response;
try {
  response = await fetch(`${registry}/-/npm/v1/security/advisories/bulk`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(dependencies),
    signal: AbortSignal.timeout(30_000),
  });
} catch (error) {
  response = null;
  console.log(`audit: could not reach the registry's advisory endpoint (${error instanceof Error ? error.message : error})`);
}
if (!response || !response.ok) {
  // Not a pass: the check could not run. CI with registry access runs it for real.
  console.log(`audit: NOT RUN — the registry answered ${response ? response.status : 'nothing'} to the advisory request for ${count} packages`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}
const advisories = await response.json();
const serious = Object.entries(advisories).flatMap(([name, list]) =>
  list
    .filter((advisory) => advisory.severity === 'high' || advisory.severity === 'critical')
    .map((advisory) => `${name}: ${advisory.severity} ${advisory.title} (${advisory.url})`),
);
console.log(`audit: ${count} production packages checked, ${serious.length} high or critical advisories`);
for (const line of serious) console.log(`  ${line}`);
process.exit(serious.length > 0 ? 1 : 0);
