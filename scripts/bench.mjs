// `npm run bench [-- --check]`: installs what is missing, then runs the benchmark (bench/src/bench.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { repoRoot } from './lib/repoRoot.mjs';

ensureInstalled(repoRoot);
const tooling = path.join(repoRoot, 'scripts/lib/tooling.mjs');
await import(tooling);
const { ensureChromium } = await import('./lib/chromium.ts');
ensureChromium();
const result = spawnSync(process.execPath, ['--import', tooling, path.join(repoRoot, 'bench/src/bench.ts'), ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
