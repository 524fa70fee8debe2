import type { StripeElementLocale } from '@stripe/stripe-js';
import type { StripeAccountRegion, RuntimeConfig, Language } from '@suscripciones/shared';

/** The Spain account's key when the cart's account is ES, the global one otherwise (docs/rules.md). */
export function publishableKeyFor(account: StripeAccountRegion, stripe: RuntimeConfig['stripe']): string {
  return account === 'ES' ? stripe.publishableKeyES : stripe.publishableKeyGlobal;
}

const locales: Record<Language, StripeElementLocale> = { es: 'es', en: 'en', pt: 'pt-BR' };

/** The card fields speak the page's language. */
export const stripeLocale = (language: Language): StripeElementLocale => locales[language];
