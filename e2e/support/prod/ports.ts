/**
 * The ports the browser tests run the nginx stack on (scripts/prod/serve.mjs):
 * apart from the Node stack's (E2E_*_PORT), so both run in one `npm test`.
 */
export const prodTestPorts = {
  host: Number(process.env.E2E_PROD_HOST_PORT ?? 4030),
  landing: Number(process.env.E2E_PROD_LANDING_PORT ?? 4031),
  checkout: Number(process.env.E2E_PROD_CHECKOUT_PORT ?? 4032),
  payment: Number(process.env.E2E_PROD_PAYMENT_PORT ?? 4033),
  /** An extra https site of tls.test.ts. */
  tls: Number(process.env.E2E_PROD_TLS_PORT ?? 4034),
  devApi: Number(process.env.E2E_PROD_DEV_API_PORT ?? 4040),
  control: Number(process.env.E2E_PROD_CONTROL_PORT ?? 4050),
};
