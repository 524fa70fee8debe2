// `npm run release|rollback|canary|releases` (docs/operations/releasing.md). Installs what is missing first, as
// `npm start` does; the commands are TypeScript (they check with the product's own schemas and contracts), loaded
// as the go-live check is (scripts/lib/tooling.mjs).
import { ensureInstalled } from '../lib/install.mjs';
import { repoRoot } from '../lib/repoRoot.mjs';

ensureInstalled(repoRoot);
await import('../lib/tooling.mjs');
await import('./main.ts');
