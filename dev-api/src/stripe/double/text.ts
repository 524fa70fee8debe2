/** A value the page handed to Stripe.js, as text: primitives as String() gives them, objects as JSON (never "[object Object]"). */
export function textOf(value: unknown): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}
