import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { stackPortsEnv } from '../../scripts/stack/ports';
import type { FaultMode, FaultRoute } from '../../dev-api/src/control/faults';
import { controlUrl, devApiUrl, hostUrl, offersRefreshSeconds, repoRoot, type TestStackPorts } from './env';

/** A stack a test run started: the built product and dev-api on their ports, until `stop`. */
export interface ServedStack {
  stop(): Promise<void>;
}

/** What a served stack's process answers on its IPC channel once every server and its test control listen. */
const readyMessage = 'ready';

/**
 * Starts a serve script (scripts/serve.mjs: the built product served by Node; scripts/prod/serve.mjs: by nginx) and
 * dev-api on these ports, with its test control, and resolves when the script says all of it listens (its IPC
 * message). The script stops itself when the process that started it goes, so a worker that dies leaves no stack
 * holding its ports.
 */
export async function serveForTests(script: string, ports: TestStackPorts, env: Record<string, string> = {}): Promise<ServedStack> {
  for (const app of ['host', 'remote-landing', 'remote-checkout', 'remote-payment']) {
    if (!existsSync(path.join(repoRoot, app, 'dist'))) throw new Error(`${app}/dist is missing: run \`node scripts/build.mjs\` first`);
  }
  const child = spawn(process.execPath, [path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, ...stackPortsEnv(ports), OFFERS_REFRESH_SECONDS: String(offersRefreshSeconds), ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message) => (message === readyMessage ? resolve() : reject(new Error(`${script} said ${JSON.stringify(message)}`))));
    child.once('exit', (code, signal) => reject(new Error(`${script} on port ${ports.host} ended (${signal ?? code}) before it was ready`)));
  });
  return {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // Its servers and dev-api close in well under a second; a stack that hangs is killed rather than left running.
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

async function post(url: string, body?: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

export type StackApp = 'host' | 'landing' | 'checkout' | 'payment' | 'offers';

/** The running stack's test control: stops or starts one app's server or its offers job (stopped, its files are removed), switches the strict CSP. */
export const stackControl = {
  stop: (app: StackApp) => post(`${controlUrl}/stop/${app}`),
  start: (app: StackApp) => post(`${controlUrl}/start/${app}`),
  csp: (on: boolean) => post(`${controlUrl}/csp/${on ? 'on' : 'off'}`),
};

/** dev-api's test controls, on the running stack's dev-api. */
export const devApiControl = {
  reset: () => post(`${devApiUrl}/__control/reset`),
  /** Sets a route's fault, for `times` requests or until cleared ('none') or reset. */
  fault: (route: FaultRoute, mode: FaultMode, times?: number) =>
    post(`${devApiUrl}/__control/faults`, { route, mode, ...(times === undefined ? {} : { times }) }),
  /** The faults still active: a fault set for `times` requests is gone once it has served them. */
  async faults(): Promise<Partial<Record<FaultRoute, FaultMode>>> {
    return (await (await fetch(`${devApiUrl}/__control/faults`)).json()) as Partial<Record<FaultRoute, FaultMode>>;
  },
  /**
   * Changes a seed product until the reset, for data the seed never has: its medios (`medio_id` is the spec's
   * comma list) or its price ("79.50", as the service writes prices).
   */
  changeProduct: (id: number, change: { id_medio?: number | null; medio_id?: string; price?: string }) =>
    post(`${devApiUrl}/__control/catalogue/products`, { id, ...change }),
  /** Every tracking event dev-api recorded since its reset, oldest first. */
  async trackingEvents(): Promise<Array<Record<string, unknown>>> {
    const response = await fetch(`${devApiUrl}/__control/tracking-events`);
    return (await response.json()) as Array<Record<string, unknown>>;
  },
};

/** An address of the product: `route('/checkout', { lang: 'es' })`. */
export function route(path: string, query: Record<string, string> = {}): string {
  const url = new URL(`${hostUrl}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** A token for a seeded user, as the identity site would hand back. */
export function unsignedToken(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.test-signature`;
}

/** The viewports the browser tests use: a phone's width and a desktop's. */
export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 900 },
} as const;
export type Viewport = keyof typeof viewports;
