import { randomBytes } from 'node:crypto';
import { MapStore } from '../state/memoryStore';

/**
 * In-memory payment intents, shaped like the card provider's. The buy call
 * creates them; the Stripe.js test double reads and confirms them by client
 * secret.
 */
type PaymentIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export type PaymentAccount = 'ES' | 'global';

export interface PaymentIntent {
  readonly id: string;
  readonly client_secret: string;
  /** Integer amount in cents. */
  readonly amount: number;
  /** Lower-case ISO code, as the provider reports it (eur, usd). */
  readonly currency: string;
  readonly account: PaymentAccount;
  readonly status: PaymentIntentStatus;
  readonly paymentMethodId: string;
  readonly orderId: string;
  /** Unix seconds. */
  readonly created: number;
  /** The provider-style error of the last failed confirmation, if any. */
  readonly last_payment_error?: { readonly code: string; readonly message: string } | null;
}

/** What the buy call sets when it creates an intent. */
export type NewPaymentIntent = Pick<PaymentIntent, 'amount' | 'currency' | 'account' | 'paymentMethodId' | 'orderId'>;

/** The fields the double (and a unit test, as a service's bug would) may change after creation. */
export type PaymentIntentUpdate = Partial<Pick<PaymentIntent, 'status' | 'paymentMethodId' | 'last_payment_error' | 'amount' | 'currency'>>;

const token = (bytes: number): string => randomBytes(bytes).toString('hex');

export class PaymentIntentStore extends MapStore<string, PaymentIntent> {
  // records: the intents, by client secret.

  create(input: NewPaymentIntent): PaymentIntent {
    const id = `pi_${token(12)}`;
    const intent: PaymentIntent = {
      id,
      client_secret: `${id}_secret_${token(12)}`,
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      account: input.account,
      status: 'requires_payment_method',
      paymentMethodId: input.paymentMethodId,
      orderId: input.orderId,
      created: Math.floor(Date.now() / 1000),
      last_payment_error: null,
    };
    this.records.set(intent.client_secret, intent);
    return intent;
  }

  /** The intent of a client secret; undefined for an unknown secret. */
  getByClientSecret(clientSecret: string): PaymentIntent | undefined {
    return this.records.get(clientSecret);
  }

  getById(id: string): PaymentIntent | undefined {
    return [...this.records.values()].find((intent) => intent.id === id);
  }

  /** Applies a change and returns the updated intent; undefined for an unknown secret. */
  updateByClientSecret(clientSecret: string, update: PaymentIntentUpdate): PaymentIntent | undefined {
    const current = this.records.get(clientSecret);
    if (!current) return undefined;
    const next: PaymentIntent = { ...current, ...update };
    this.records.set(clientSecret, next);
    return next;
  }

  list(): PaymentIntent[] {
    return [...this.records.values()];
  }
}
