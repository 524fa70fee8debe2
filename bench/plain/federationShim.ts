/**
 * Stands in for the federation runtime in the plain (non-federated) build of
 * the same product: the landing is bundled with the host, the other pages are
 * ordinary lazy chunks. Only the API the host uses is provided.
 */
import * as landingPage from '../../remote-landing/src/exposes/LandingPage';

const modules: Record<string, () => Promise<unknown>> = {
  'landing/LandingPage': () => Promise.resolve(landingPage),
  'landing/mount': () => import('../../remote-landing/src/exposes/mount'),
  'checkout/CheckoutPage': () => import('../../remote-checkout/src/exposes/CheckoutPage'),
  'payment/PaymentPage': () => import('../../remote-payment/src/exposes/PaymentPage'),
  'payment/ThanksPage': () => import('../../remote-payment/src/exposes/ThanksPage'),
};

export function registerPlugins(): void {
  /* no federation runtime to extend */
}

export function registerRemotes(): void {
  /* nothing to register: every page is in this build */
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = modules[id];
  return load ? ((await load()) as T) : null;
}

export function registerShared(): void {
  /* no share scope: every module is in this build once */
}
