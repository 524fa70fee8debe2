import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';

/**
 * Loads Stripe.js from the configured address (the provider's host in
 * production, dev-api's test double locally), only when the payment page
 * asks for it. @stripe/stripe-js would inject its own script from the
 * provider's host; with window.Stripe already defined it reuses it instead,
 * so the script is injected here first and loadStripe runs after it.
 */
let scriptLoad: Promise<void> | null = null;

export function loadStripeScript(src: string): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.paymentStripe = '';
    const fail = (reason: string) => {
      script.remove();
      scriptLoad = null;
      reject(new Error(reason));
    };
    script.addEventListener('load', () => {
      if (!window.Stripe) return fail(`${src} did not define window.Stripe`);
      scriptLoad = null;
      resolve();
    });
    script.addEventListener('error', () => fail(`Stripe.js could not be loaded from ${src}`));
    (document.head ?? document.body).appendChild(script);
  });
  return scriptLoad;
}

const instances = new Map<string, Promise<Stripe>>();
/** The instances already made, to hand out at once (a page whose Stripe.js came ahead renders its fields at once). */
const made = new Map<string, Stripe>();

const instanceId = (publishableKey: string, locale: StripeElementLocale) => `${publishableKey}|${locale}`;

/** The instance for a key and locale if it is already made, else null. */
export const madeStripeInstance = (publishableKey: string, locale: StripeElementLocale): Stripe | null => made.get(instanceId(publishableKey, locale)) ?? null;

/** One Stripe instance per publishable key and locale for the life of the page. */
export function stripeInstance(publishableKey: string, locale: StripeElementLocale, scriptUrl: string): Promise<Stripe> {
  const id = instanceId(publishableKey, locale);
  const known = instances.get(id);
  if (known) return known;
  const loading = loadStripeScript(scriptUrl)
    .then(() => loadStripe(publishableKey, { locale }))
    .then((stripe) => {
      if (!stripe) throw new Error('Stripe.js is not available in this environment');
      made.set(id, stripe);
      return stripe;
    });
  instances.set(id, loading);
  loading.catch(() => instances.delete(id));
  return loading;
}
