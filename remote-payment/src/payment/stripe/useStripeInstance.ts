import { useCallback, useEffect, useState } from 'react';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { stripeInstance } from './loadStripeJs';

export type StripeLoad =
  | { status: 'loading'; stripe: null }
  | { status: 'ready'; stripe: Stripe }
  | { status: 'failed'; stripe: null };

/**
 * The Stripe instance for a key and locale. The instance is handed out only
 * for the key and locale it was made for, so an Elements provider keyed by
 * them never sees another one.
 */
export function useStripeInstance(publishableKey: string, locale: StripeElementLocale, scriptUrl: string): StripeLoad & { retry: () => void } {
  const id = `${publishableKey}|${locale}`;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ id: string; load: StripeLoad } | null>(null);

  useEffect(() => {
    let current = true;
    setLoaded(null);
    stripeInstance(publishableKey, locale, scriptUrl).then(
      (stripe) => current && setLoaded({ id, load: { status: 'ready', stripe } }),
      (error: unknown) => {
        console.error('Stripe.js could not be loaded', error);
        if (current) setLoaded({ id, load: { status: 'failed', stripe: null } });
      },
    );
    return () => {
      current = false;
    };
  }, [id, publishableKey, locale, scriptUrl, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const load: StripeLoad = loaded?.id === id ? loaded.load : { status: 'loading', stripe: null };
  return { ...load, retry };
}
