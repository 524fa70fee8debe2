import { workerPortStride } from '../workerPortStride';

/**
 * The base ports of the nginx stack the browser tests run (scripts/prod/serve.mjs): apart from the Node stack's
 * (E2E_*_PORT), so both run in one `npm test`. Like the Node stack's, each worker slot has its own, the base plus
 * slot × the workers' stride.
 */
export const prodBasePorts = {
  host: Number(process.env.E2E_PROD_HOST_PORT ?? 4030),
  landing: Number(process.env.E2E_PROD_LANDING_PORT ?? 4031),
  checkout: Number(process.env.E2E_PROD_CHECKOUT_PORT ?? 4032),
  payment: Number(process.env.E2E_PROD_PAYMENT_PORT ?? 4033),
  /** An extra https site of tls.test.ts. */
  tls: Number(process.env.E2E_PROD_TLS_PORT ?? 4034),
  devApi: Number(process.env.E2E_PROD_DEV_API_PORT ?? 4040),
  control: Number(process.env.E2E_PROD_CONTROL_PORT ?? 4050),
};

/** The nginx stack's ports of one worker slot (0-based, the worker's parallel index). */
export function prodPortsFor(slot: number): typeof prodBasePorts {
  const offset = slot * workerPortStride;
  return Object.fromEntries(Object.entries(prodBasePorts).map(([name, port]) => [name, port + offset])) as typeof prodBasePorts;
}

/**
 * The ports of the worker's nginx stack: a live binding, set when the stack has started (the `stack` fixture). Read
 * it inside a test, a hook or a helper: before the stack, every port is 0.
 */
export let prodTestPorts: typeof prodBasePorts = { host: 0, landing: 0, checkout: 0, payment: 0, tls: 0, devApi: 0, control: 0 };

export function useProdTestPorts(ports: typeof prodBasePorts): void {
  prodTestPorts = ports;
}

/** A portal the nginx stack is started with (PORTAL_ORIGINS), besides the config's own: it frames the host and reads its config.json. */
export const addedPortalOrigin = 'https://partner.example:8443';
