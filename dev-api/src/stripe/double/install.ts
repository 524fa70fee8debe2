import { stripeFactory } from './stripe';

/** Whatever holds `Stripe` (the page's window); typed apart from the provider's own Window typings. */
interface StripeHost {
  Stripe?: unknown;
  readonly document: Document;
}

const isDouble = (value: unknown): boolean => typeof value === 'function' && 'isTestDouble' in value && value.isTestDouble === true;

/** Defines `window.Stripe` as the double (once), its API beside the script it came from. */
export function installStripeDouble(window: StripeHost, script: Element | null): void {
  if (isDouble(window.Stripe)) return;
  const Stripe = stripeFactory(script instanceof HTMLScriptElement ? script.src : '');
  window.Stripe = Stripe;
}
