// `npm run check:services`: the go-live check of the real services (docs/operations/go-live-check.md).
// Installs what is missing first, as `npm start` does, so it runs on a fresh clone; the check itself is
// TypeScript (it reads answers with the product's own schemas), loaded as dev-api is (scripts/lib/tooling.mjs).
import { ensureInstalled } from '../lib/install.mjs';
import { repoRoot } from '../lib/repoRoot.mjs';

ensureInstalled(repoRoot);
await import('../lib/tooling.mjs');
await import('./main.ts');
