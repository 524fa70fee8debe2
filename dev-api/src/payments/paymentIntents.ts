import { randomBytes } from 'node:crypto';
import type { MemoryStore } from '../state/memoryStore';

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

export interface NewPaymentIntent {
  readonly amount: number;
  readonly currency: string;
  readonly account: PaymentAccount;
  readonly paymentMethodId: string;
  readonly orderId: string;
}

/** The fields the double (and a unit test, as a service's bug would) may change after creation. */
export type PaymentIntentUpdate = Partial<Pick<PaymentIntent, 'status' | 'paymentMethodId' | 'last_payment_error' | 'amount' | 'currency'>>;

const token = (bytes: number): string => randomBytes(bytes).toString('hex');

export class PaymentIntentStore implements MemoryStore {
  readonly recordsState = true;
  private readonly bySecret = new Map<string, PaymentIntent>();

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
    this.bySecret.set(intent.client_secret, intent);
    return intent;
  }

  /** The intent of a client secret; undefined for an unknown secret. */
  getByClientSecret(clientSecret: string): PaymentIntent | undefined {
    return this.bySecret.get(clientSecret);
  }

  getById(id: string): PaymentIntent | undefined {
    return [...this.bySecret.values()].find((intent) => intent.id === id);
  }

  /** Applies a change and returns the updated intent; undefined for an unknown secret. */
  updateByClientSecret(clientSecret: string, update: PaymentIntentUpdate): PaymentIntent | undefined {
    const current = this.bySecret.get(clientSecret);
    if (!current) return undefined;
    const next: PaymentIntent = { ...current, ...update };
    this.bySecret.set(clientSecret, next);
    return next;
  }

  get size(): number {
    return this.bySecret.size;
  }

  list(): PaymentIntent[] {
    return [...this.bySecret.values()];
  }

  clear(): void {
    this.bySecret.clear();
  }
}
