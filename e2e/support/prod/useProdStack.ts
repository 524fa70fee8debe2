import { prodBasePorts } from './ports';

/**
 * The e2e-prod project runs the browser suite's own tests against the nginx
 * stack. Their helpers take the stack's addresses from ../env.ts, which reads
 * E2E_*_PORT and adds the worker's offset: point those at the nginx stack's
 * base ports before any test module loads.
 * (Jest gives each test file its own copy of process.env.)
 */
Object.assign(process.env, {
  E2E_HOST_PORT: String(prodBasePorts.host),
  E2E_LANDING_PORT: String(prodBasePorts.landing),
  E2E_CHECKOUT_PORT: String(prodBasePorts.checkout),
  E2E_PAYMENT_PORT: String(prodBasePorts.payment),
  E2E_DEV_API_PORT: String(prodBasePorts.devApi),
  E2E_CONTROL_PORT: String(prodBasePorts.control),
});
