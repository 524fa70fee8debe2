// `npm start`: install what is missing, build every app, serve the product.
import { ensureInstalled } from './lib/install.mjs';
import { repoRoot } from './lib/repoRoot.mjs';

ensureInstalled(repoRoot);
// The scripts' TypeScript (the stack's servers), once the dependencies (tsx) are there.
await import('./lib/tooling.mjs');
const { buildApps } = await import('./build.mjs');
console.log('Building host and remotes…');
const { seconds } = await buildApps();
console.log(`Built in ${seconds.toFixed(1)} s`);
await import('./serve.mjs');
