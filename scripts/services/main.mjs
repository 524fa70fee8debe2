// `npm run check:services`: the go-live check of the real services (docs/operations/go-live-check.md).
// Installs what is missing first, as `npm start` does, so it runs on a fresh clone; the check itself is
// TypeScript (it reads answers with the product's own schemas), loaded through tsx as dev-api is.
import { ensureInstalled } from '../lib/install.mjs';
import { repoRoot } from '../lib/repoRoot.mjs';

ensureInstalled(repoRoot);
const { register } = await import('tsx/esm/api');
register();
await import('./main.ts');
