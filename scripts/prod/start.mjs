// `npm run start:prod`: installs what is missing (dependencies, Debian's
// nginx), builds every app for production and serves them through nginx:
// http://localhost:8080/suscripciones/ (ports: HOST_PORT, LANDING_PORT,
// CHECKOUT_PORT, PAYMENT_PORT, DEV_API_PORT; config: see runtimeConfig.mjs).
import { ensureInstalled } from '../lib/install.mjs';
import { ensureNginx } from '../lib/nginx.mjs';
import { repoRoot } from '../lib/repoRoot.mjs';

ensureInstalled(repoRoot);
ensureNginx();
const { buildApps } = await import('../build.mjs');
console.log('Building host and remotes for production…');
const { seconds } = await buildApps();
console.log(`Built in ${seconds.toFixed(1)} s`);
await import('./serve.mjs');
