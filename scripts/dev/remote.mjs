// One remote on its own dev page, for its squad: `npm run start:landing` (or
// `pnpm --filter remote-landing start`). Starts dev-api, serves the runtime
// config, and runs the remote's rspack dev server with live reload.
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ensureInstalled } from '../lib/install.mjs';
import { repoRoot } from '../lib/repoRoot.mjs';

const pages = { landing: '/', checkout: '/checkout', payment: '/payment' };
const name = process.argv[2];
if (!(name in pages)) {
  console.error(`Usage: node scripts/dev/remote.mjs <${Object.keys(pages).join('|')}>`);
  process.exit(2);
}

ensureInstalled(repoRoot);
// The stack's scripts are TypeScript (scripts/lib/tooling.mjs), once the dependencies (tsx) are there.
await import('../lib/tooling.mjs');
const { startDevApi } = await import('../stack/stack.mjs');
const { localRuntimeConfig } = await import('../stack/runtimeConfig.ts');
const { stackPorts } = await import('../stack/ports.ts');
const ports = stackPorts();
const port = ports[name];
const runtimeConfig = localRuntimeConfig(ports);
// Read by the remote's DefinePlugin: its standalone page loads the config from its own dev server.
process.env.CONFIG_URL = `http://localhost:${port}/config.json`;

const devApi = startDevApi(ports);
const require = createRequire(path.join(repoRoot, `remote-${name}/package.json`));
const { rspack } = require('@rspack/core');
const { RspackDevServer } = require('@rspack/dev-server');
const { default: createConfig } = await import(pathToFileURL(path.join(repoRoot, `remote-${name}/rspack.config.mjs`)).href);
const config = createConfig({}, { mode: 'development' });
config.devServer = {
  ...config.devServer,
  setupMiddlewares(middlewares) {
    middlewares.unshift({
      name: 'runtime-config',
      path: '/config.json',
      middleware: (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.end(JSON.stringify(runtimeConfig));
      },
    });
    return middlewares;
  },
};

const server = new RspackDevServer(config.devServer, rspack(config));
try {
  await server.start();
} catch (error) {
  devApi.kill('SIGTERM');
  throw error;
}
console.log(`remote-${name} dev page: http://localhost:${port}/suscripciones${pages[name] === '/' ? '/' : pages[name]}?lang=es`);

const stop = async () => {
  await server.stop();
  devApi.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
