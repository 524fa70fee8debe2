// `npm run start:prod`: installs what is missing (dependencies, Debian's
// nginx), builds every app for production and serves them through nginx:
// http://localhost:8080/suscripciones/ (ports: HOST_PORT, LANDING_PORT,
// CHECKOUT_PORT, PAYMENT_PORT, DEV_API_PORT; config: see runtimeConfig.mjs).
import { ensureInstalled } from '../lib/install.mjs';
import { repoRoot } from '../lib/repoRoot.mjs';

ensureInstalled(repoRoot);
// The scripts' TypeScript (nginx's, the sites'), once the dependencies (tsx) are there.
await import('../lib/tooling.mjs');
const { ensureNginx } = await import('../lib/nginx.ts');
ensureNginx();
const { buildApps } = await import('../build.mjs');
console.log('Building host and remotes for production…');
const { seconds } = await buildApps();
console.log(`Built in ${seconds.toFixed(1)} s`);
await import('./serve.mjs');
