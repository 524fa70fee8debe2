// Serves the built product: `npm run serve` (after `npm run build`).
// With STACK_CONTROL_PORT set, a control port lets browser tests stop and
// start single apps (`POST /stop/landing`, `POST /start/landing`, `POST /csp/on`) or the landing's offers job
// (`POST /stop/offers`: stopped, its files removed; `POST /start/offers`), and point
// a remote to another manifest in the served config (`POST /remote/landing` with the URL as body), run a remote's
// canary (`POST /canary/checkout` with `{"manifest": URL, "percent": 100}` as body; an empty body ends it), or set
// the share of visits reporting field data (`POST /web-vitals/0.5`; `POST /web-vitals/` puts back 1).
import { createServer } from 'node:http';

// The stack's servers are TypeScript (scripts/lib/tooling.mjs).
await import('./lib/tooling.mjs');
const { startStack } = await import('./stack/stack.mjs');

const stack = await startStack({ csp: process.env.STACK_CSP === '1' });

if (process.env.STACK_CONTROL_PORT) {
  const control = createServer(async (req, res) => {
    const [, action, name] = (req.url ?? '').split('/');
    const body = () =>
      new Promise((resolve) => {
        let text = '';
        req.on('data', (chunk) => (text += chunk));
        req.on('end', () => resolve(text.trim()));
      });
    try {
      if (req.method !== 'POST') throw new Error('POST only');
      if (action === 'stop') await (name === 'offers' ? stack.stopOffers() : stack.stopApp(name));
      else if (action === 'start') await (name === 'offers' ? stack.startOffers() : stack.startApp(name));
      else if (action === 'csp') stack.setCsp(name === 'on');
      else if (action === 'remote') {
        const url = await body();
        await stack.updateConfig((config) => ({ ...config, remotes: { ...config.remotes, [name]: url || stack.config.remotes[name] } }));
      } else if (action === 'canary') {
        const text = await body();
        await stack.updateConfig((config) => {
          const canary = { ...config.canary };
          if (text) canary[name] = JSON.parse(text);
          else delete canary[name];
          return { ...config, canary };
        });
      } else if (action === 'web-vitals') {
        const rate = name ? Number(name) : 1;
        await stack.updateConfig((config) => ({ ...config, webVitalsSampleRate: rate }));
      } else throw new Error(`unknown action ${action}`);
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((resolve) => control.listen(Number(process.env.STACK_CONTROL_PORT), '127.0.0.1', resolve));
}

const shutdown = async () => {
  await stack.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// Started by a test run (e2e/support/stack.ts) with an IPC channel: say when every server listens, and stop when the
// run's process goes (a test worker that dies leaves no stack holding its ports).
if (process.send) {
  process.send('ready');
  process.once('disconnect', shutdown);
}
