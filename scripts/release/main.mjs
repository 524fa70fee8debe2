// `npm run release|rollback|canary|releases` (docs/operations/releasing.md). Installs what is missing first, as
// `npm start` does; the commands are TypeScript (they check with the product's own schemas and contracts), loaded
// through tsx as the go-live check is.
import { ensureInstalled } from '../lib/install.mjs';
import { repoRoot } from '../lib/repoRoot.mjs';

ensureInstalled(repoRoot);
const { register } = await import('tsx/esm/api');
register();
await import('./main.ts');
