import { existsSync } from 'node:fs';
import path from 'node:path';
import { workerPortStride } from './workerPortStride';

/** The ports of one test stack: the four apps, dev-api and the stack's test control (scripts/serve.mjs). */
export interface TestStackPorts {
  host: number;
  landing: number;
  checkout: number;
  payment: number;
  devApi: number;
  control: number;
}

/**
 * The Node stack's ports of one worker slot (0-based: Playwright's parallel index; a jest worker's id less one), from
 * the base ports, which a run may override: the base plus slot × the stride.
 */
export function workerPorts(slot: number): TestStackPorts {
  const offset = slot * workerPortStride;
  return {
    host: Number(process.env.E2E_HOST_PORT ?? 4000) + offset,
    landing: Number(process.env.E2E_LANDING_PORT ?? 4001) + offset,
    checkout: Number(process.env.E2E_CHECKOUT_PORT ?? 4002) + offset,
    payment: Number(process.env.E2E_PAYMENT_PORT ?? 4003) + offset,
    devApi: Number(process.env.E2E_DEV_API_PORT ?? 4010) + offset,
    control: Number(process.env.E2E_CONTROL_PORT ?? 4020) + offset,
  };
}

/**
 * The running stack's ports and addresses, for the helpers and tests: live bindings, set when the worker's stack has
 * started (the `stack` fixture, e2e/support/fixtures.ts; the engines' jest set-up from their worker's id). A test
 * file runs against the Node stack or the nginx one, which only its project knows: read them inside a test, a hook
 * or a helper, never when a module loads (before the stack, they lead nowhere: an empty address, a port that is 0).
 */
export let testPorts: TestStackPorts = { host: 0, landing: 0, checkout: 0, payment: 0, devApi: 0, control: 0 };
export let hostUrl = '';
export let devApiUrl = '';
export let controlUrl = '';

/** Points the helpers at a started stack. */
export function useStackPorts(ports: TestStackPorts): void {
  testPorts = ports;
  hostUrl = `http://localhost:${ports.host}/suscripciones`;
  devApiUrl = `http://localhost:${ports.devApi}`;
  controlUrl = `http://127.0.0.1:${ports.control}`;
}

// A jest worker (the engine journeys) knows its stack from its id as soon as it starts.
if (process.env.JEST_WORKER_ID) useStackPorts(workerPorts(Number(process.env.JEST_WORKER_ID) - 1));

/** The other engines of the e2e-engines project (scripts/lib/firefox.mjs and webkit.mjs install them). */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/**
 * How often the test stacks' offers job renders call 1's offers into the landing's HTML (OFFERS_REFRESH_SECONDS of
 * scripts/stack and scripts/prod): short, so a test sees a changed price without waiting a real minute.
 */
export const offersRefreshSeconds = 2;

/**
 * The repository's root: the nearest folder up from the working directory holding pnpm-workspace.yaml. The same
 * under Playwright (ES modules) and jest (CommonJS), which share these modules: neither __dirname nor import.meta.
 */
export const repoRoot = ((): string => {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
})();
