/* Stripe.js test double (dev-api). Not the card provider's code. */
// The entry of the served script (GET /stripe/v3/, built by ../doubleBuild.ts):
// defines window.Stripe once, unless a double is already there.
import { installStripeDouble } from './install';

// Loaded outside a browser (a server-side render that follows the script tag), it does nothing.
if (typeof window !== 'undefined' && typeof document !== 'undefined') installStripeDouble(window, document.currentScript);
