// `npm run check:layers` (a step of `npm test`): the layer rules of
// .dependency-cruiser.cjs over every package; fails on any violation.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../lib/repoRoot.mjs';

/** Every package of the workspace, and the scripts. */
export const cruisedFolders = ['host', 'remote-landing', 'remote-checkout', 'remote-payment', 'shared', 'dev-api', 'scripts', 'e2e', 'bench'];

const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/depcruise'), [...cruisedFolders, '--config', '.dependency-cruiser.cjs'], { cwd: repoRoot, stdio: 'inherit' });
process.exit(result.status ?? 1);
