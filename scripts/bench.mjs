// `npm run bench [-- --check]`: installs what is missing, then runs the benchmark (bench/src/bench.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/repoRoot.mjs';

ensureInstalled(repoRoot);
ensureChromium();
const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench/src/bench.ts'), ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
