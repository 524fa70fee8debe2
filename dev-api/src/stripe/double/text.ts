/** A value the page handed to Stripe.js, as text: primitives as String() gives them, objects as JSON (never "[object Object]"). */
export function textOf(value: unknown): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** A rejection reason as an Error (Stripe.js rejects with IntegrationError objects, which are Errors). */
export const asError = (reason: unknown): Error => (reason instanceof Error ? reason : new Error(textOf(reason)));
