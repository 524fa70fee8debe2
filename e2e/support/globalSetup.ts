import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stackPortsEnv } from '../../scripts/stack/ports';
import type { GlobalConfig } from 'jest';
import { offersRefreshSeconds, workerPorts } from './env';

const root = path.resolve(__dirname, '../..');
/** Per host port, so two test runs on different ports never stop each other's stack. */
export const pidFileFor = (hostPort: number): string => path.join(root, `e2e/.stack-${hostPort}.pid`);

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
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

/**
 * Starts a serve script (the built product and dev-api) on these ports, with
 * its control port, and waits until the host and dev-api answer.
 */
export async function serveForTests(script: string, ports: ReturnType<typeof workerPorts>, env: Record<string, string> = {}): Promise<void> {
  for (const app of ['host', 'remote-landing', 'remote-checkout', 'remote-payment']) {
    if (!existsSync(path.join(root, app, 'dist'))) throw new Error(`${app}/dist is missing: run \`node scripts/build.mjs\` first`);
  }
  const child = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...stackPortsEnv(ports), OFFERS_REFRESH_SECONDS: String(offersRefreshSeconds), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: false,
  });
  writeFileSync(pidFileFor(ports.host), String(child.pid));
  await waitFor(`http://localhost:${ports.host}/suscripciones/config.json`, 30_000);
  await waitFor(`http://localhost:${ports.devApi}/profile/checkout/products/get-products?type=Subscription`, 30_000);
}

/** The workers a run starts a stack for, 1-based as JEST_WORKER_ID: one per jest worker (`--runInBand` makes that one). */
export const stackWorkers = (config: Pick<GlobalConfig, 'maxWorkers'>): number[] =>
  Array.from({ length: Math.max(1, config.maxWorkers) }, (_, index) => index + 1);

/** Starts the built product and dev-api once per jest worker, each on its worker's ports (env.ts), side by side. */
export default async function globalSetup(config: GlobalConfig): Promise<void> {
  await Promise.all(stackWorkers(config).map((worker) => serveForTests('scripts/serve.mjs', workerPorts(worker))));
}
