import { workerPortStride } from './workerPortStride';

/** The stack's ports of one worker (1-based, as JEST_WORKER_ID), from the base ports, which a run may override. */
export function workerPorts(worker: number) {
  const offset = (worker - 1) * workerPortStride;
  return {
    host: Number(process.env.E2E_HOST_PORT ?? 4000) + offset,
    landing: Number(process.env.E2E_LANDING_PORT ?? 4001) + offset,
    checkout: Number(process.env.E2E_CHECKOUT_PORT ?? 4002) + offset,
    payment: Number(process.env.E2E_PAYMENT_PORT ?? 4003) + offset,
    devApi: Number(process.env.E2E_DEV_API_PORT ?? 4010) + offset,
    control: Number(process.env.E2E_CONTROL_PORT ?? 4020) + offset,
  };
}

/** The ports of this test file's stack: its worker's (worker 1 outside jest's workers and in one-at-a-time runs). */
export const testPorts = workerPorts(Number(process.env.JEST_WORKER_ID ?? 1));

export const hostUrl = `http://localhost:${testPorts.host}/suscripciones`;
export const devApiUrl = `http://localhost:${testPorts.devApi}`;
export const controlUrl = `http://127.0.0.1:${testPorts.control}`;
/** The other engines of the e2e-engines project (scripts/lib/firefox.mjs and webkit.mjs install them). */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/**
 * How often the test stacks' offers job renders call 1's offers into the landing's HTML (OFFERS_REFRESH_SECONDS of
 * scripts/stack and scripts/prod): short, so a test sees a changed price without waiting a real minute.
 */
export const offersRefreshSeconds = 2;

/** The global the test environment (failureEnvironment.ts) writes a failed test's name to, for its afterEach hooks. */
export const failedTestKey = '__e2eFailedTest';
