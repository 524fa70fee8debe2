/** The error Stripe.js throws for a mistake of the integrating page (not of the buyer). */
export function integrationError(message: string): Error {
  const error = new Error(message);
  error.name = 'IntegrationError';
  return error;
}
