import { prodTestPorts } from './ports';

/**
 * The e2e-prod project runs the browser suite's own tests against the nginx
 * stack. Their helpers take the stack's addresses from ../env.ts, which reads
 * E2E_*_PORT: point those at the nginx stack before any test module loads.
 * (Jest gives each test file its own copy of process.env.)
 */
Object.assign(process.env, {
  E2E_HOST_PORT: String(prodTestPorts.host),
  E2E_LANDING_PORT: String(prodTestPorts.landing),
  E2E_CHECKOUT_PORT: String(prodTestPorts.checkout),
  E2E_PAYMENT_PORT: String(prodTestPorts.payment),
  E2E_DEV_API_PORT: String(prodTestPorts.devApi),
  E2E_CONTROL_PORT: String(prodTestPorts.control),
});
