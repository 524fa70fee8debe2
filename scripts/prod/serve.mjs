// Serves the last build through nginx (see prodStack.mjs) until SIGINT or
// SIGTERM. With STACK_CONTROL_PORT set, the browser tests can take one site
// down and bring it back (`POST /stop/landing`, `POST /start/landing`), and the
// landing's offers job (`POST /stop/offers`, `POST /start/offers`).
import { createServer } from 'node:http';

// The sites' configuration is TypeScript (scripts/lib/tooling.mjs).
await import('../lib/tooling.mjs');
const { remoteNames } = await import('../stack/ports.ts');
const { startProdStack } = await import('./prodStack.mjs');

// A stop asked for while the stack starts (a bench or test run that gave up on it) waits for the start, then
// closes what it started: killed mid-start, the process would leave dev-api and nginx running on their ports.
/** @type {ReturnType<typeof startProdStack> | null} */
let starting = null;
let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  Promise.resolve(starting)
    .then((running) => running?.close())
    .then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

starting = startProdStack();
const stack = await starting;

/** The control the Node stack's tests use (scripts/serve.mjs), as far as nginx sites allow. */
async function control(action, name) {
  const app = ['host', ...remoteNames].includes(name) ? name : null;
  if (action === 'stop' && app) return stack.stopSite(app);
  if (action === 'start' && app) return stack.startSite(app);
  // The landing's offers job: stopped, its files are removed (the page has the build's first view again).
  if (action === 'stop' && name === 'offers') return stack.stopOffers();
  if (action === 'start' && name === 'offers') return stack.startOffers();
  // nginx sends its policy on every page: switching it on or off is a no-op here.
  if (action === 'csp' && (name === 'on' || name === 'off')) return undefined;
  throw new Error(`unknown action ${action}/${name}`);
}

if (process.env.STACK_CONTROL_PORT) {
  const server = createServer((req, res) => {
    const [, action, name] = (req.url ?? '').split('/');
    (req.method === 'POST' ? control(action, name) : Promise.reject(new Error('POST only'))).then(
      () => res.writeHead(204).end(),
      (error) => res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise((resolve) => server.listen(Number(process.env.STACK_CONTROL_PORT), '127.0.0.1', resolve));
}

// Started by a test run (e2e/support/stack.ts) with an IPC channel: say when every site listens, and stop when the
// run's process goes (a test worker that dies leaves no nginx holding its ports).
if (process.send) {
  process.send('ready');
  process.once('disconnect', shutdown);
}
