import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostUrl, testPorts } from './env';

const root = path.resolve(__dirname, '../..');
/** Per host port, so two test runs on different ports never stop each other's stack. */
export const pidFile = path.join(root, `e2e/.stack-${testPorts.host}.pid`);

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts the built product and dev-api once for all browser tests, on the test ports. */
export default async function globalSetup(): Promise<void> {
  for (const app of ['host', 'remote-landing', 'remote-checkout', 'remote-payment']) {
    if (!existsSync(path.join(root, app, 'dist'))) throw new Error(`${app}/dist is missing: run \`node scripts/build.mjs\` first`);
  }
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      HOST_PORT: String(testPorts.host),
      LANDING_PORT: String(testPorts.landing),
      CHECKOUT_PORT: String(testPorts.checkout),
      PAYMENT_PORT: String(testPorts.payment),
      DEV_API_PORT: String(testPorts.devApi),
      STACK_CONTROL_PORT: String(testPorts.control),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: false,
  });
  writeFileSync(pidFile, String(child.pid));
  await waitFor(`${hostUrl}/config.json`, 30_000);
  await waitFor(`http://localhost:${testPorts.devApi}/profile/checkout/products/get-products?type=Subscription`, 30_000);
}
