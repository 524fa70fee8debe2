// Not ../env.ts: that module reads E2E_*_PORT when loaded, and useProdStack.ts sets them from these first.
import { workerPortStride } from '../workerPortStride';

/**
 * The base ports of the nginx stack the browser tests run (scripts/prod/serve.mjs): apart from the Node stack's
 * (E2E_*_PORT), so both run in one `npm test`. Like the Node stack's, each jest worker has its own, the base plus
 * (N - 1) × the workers' stride.
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

/** The nginx stack's ports of one worker (1-based, as JEST_WORKER_ID). */
export function prodPortsFor(worker: number): typeof prodBasePorts {
  const offset = (worker - 1) * workerPortStride;
  return Object.fromEntries(Object.entries(prodBasePorts).map(([name, port]) => [name, port + offset])) as typeof prodBasePorts;
}

/** The ports of this test file's nginx stack: its worker's. */
export const prodTestPorts = prodPortsFor(Number(process.env.JEST_WORKER_ID ?? 1));

/** A portal the nginx stack is started with (PORTAL_ORIGINS), besides the config's own: it frames the host and reads its config.json. */
export const addedPortalOrigin = 'https://partner.example:8443';
