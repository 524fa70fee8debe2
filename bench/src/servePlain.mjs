// Serves the plain build under /suscripciones with the running stack's config.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The stack's servers are TypeScript (scripts/lib/tooling.mjs).
await import('../../scripts/lib/tooling.mjs');
const { createStaticServer, listen } = await import('../../scripts/stack/staticServer.ts');
const { inlineRuntimeConfig } = await import('../../scripts/stack/stack.mjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const configPath = path.join(root, 'bench/plain/.config/config.json');
const configText = await (await fetch(process.env.PLAIN_CONFIG_FROM)).text();
mkdirSync(path.dirname(configPath), { recursive: true });
writeFileSync(configPath, configText);
// The config written into the page, as the stack does for the federated host.
const server = createStaticServer({
  root: path.join(root, 'bench/plain/.dist'),
  basePath: '/suscripciones',
  spa: true,
  files: { 'config.json': configPath },
  html: async (page) => inlineRuntimeConfig(page, configText),
});
await listen(server, Number(process.env.PLAIN_PORT));
process.on('SIGTERM', () => process.exit(0));
