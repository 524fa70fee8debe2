/**
 * What the payment needs of the card provider (Stripe.js, through stripe/stripeAdapter.ts) and of the way the
 * buyer gives a card (the card fields or a wallet's sheet). The machine sees only these, so it is tested without
 * a browser and never names Stripe.js.
 */

/** The provider's error, as far as the payment reads it: its message for the buyer, and its kind for the team. */
export interface ProviderError {
  /** The provider's own message, in the page's language: shown as it is (docs/rules.md). */
  message?: string;
  /** Stripe's error type: `card_error` is the buyer's card; anything else is ours or the provider's. */
  type?: string;
  code?: string;
}

/** A payment intent as its status check reports it. */
interface IntentView {
  id: string;
  status: string;
  /** Integer amount in cents, as the provider reports it. */
  amount: number;
  currency: string;
}

/** The status a confirmation ended in (`succeeded`, `requires_action`...), or the provider's error. */
type ConfirmResult = { status: string } | { error: ProviderError };

/** The card provider for one selling entity's account. */
export interface PaymentProvider {
  retrieveIntent(clientSecret: string): Promise<{ intent: IntentView } | { error: ProviderError }>;
  /** Confirms the intent with a payment method, without opening any dialog (3-D Secure is the next step's). */
  confirm(clientSecret: string, paymentMethodId: string): Promise<ConfirmResult>;
  /** The bank's own check (3-D Secure) of an intent that asks for it, in the provider's dialog. */
  authenticate(clientSecret: string): Promise<ConfirmResult>;
}

/**
 * Where a confirmation's payment method comes from: the card fields as they are now, or the card a wallet's sheet
 * handed over. The only thing in which paying by card and by wallet differ.
 */
export interface PaymentMethodSource {
  kind: 'card' | 'wallet';
  /** A fresh payment method, made now: Stripe refuses one already used with an intent. */
  create(countryCode: string): Promise<{ paymentMethodId: string } | { error: ProviderError }>;
  /** The first confirmation answered: a wallet closes its sheet then (it must not stay open over the bank's page). */
  confirmed?(ok: boolean): void;
  /** The payment ended (paid or not): a wallet whose sheet is still open closes it with that. */
  settled?(paid: boolean): void;
}
