import { randomBytes } from 'node:crypto';
import type { PaymentAccount } from '../payments/paymentIntents';
import type { MemoryStore } from '../state/memoryStore';
import type { CardBrand } from './testCards';

/** A card payment method as the provider answers it (the number itself is kept apart, never answered). */
export interface PaymentMethod {
  readonly id: string;
  readonly object: 'payment_method';
  readonly type: 'card';
  readonly card: {
    readonly brand: CardBrand;
    readonly last4: string;
    readonly exp_month: number;
    readonly exp_year: number;
    readonly country: string;
    readonly funding: 'credit';
    /** The wallet the card came from (Apple Pay, Google Pay), as the provider reports it; null for a typed card. */
    readonly wallet: { readonly type: 'apple_pay' | 'google_pay' | 'link' } | null;
  };
  readonly billing_details: {
    readonly address: { readonly country: string | null; readonly postal_code: string | null; readonly line1: string | null; readonly city: string | null };
    readonly email: string | null;
    readonly name: string | null;
    readonly phone: string | null;
  };
  readonly created: number;
  readonly livemode: false;
}

interface StoredPaymentMethod {
  readonly method: PaymentMethod;
  /** The test card number, which decides what a confirmation does. */
  readonly number: string;
  /** The account of the key it was created with. */
  readonly account: PaymentAccount;
}

/** Payment methods created through the double, by id. Old ones are dropped past a bound. */
export class PaymentMethodStore implements MemoryStore {
  readonly recordsState = true;
  private readonly byId = new Map<string, StoredPaymentMethod>();
  /** The intent each payment method was confirmed with: it is attached to no Customer, so that use is its only one. */
  private readonly used = new Map<string, string>();

  constructor(private readonly limit = 5_000) {}

  add(input: { number: string; account: PaymentAccount; method: Omit<PaymentMethod, 'id' | 'object' | 'created' | 'livemode'> }): PaymentMethod {
    const method: PaymentMethod = {
      id: `pm_${randomBytes(12).toString('hex')}`,
      object: 'payment_method',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      ...input.method,
    };
    this.byId.set(method.id, { method, number: input.number, account: input.account });
    if (this.byId.size > this.limit) {
      const oldest = this.byId.keys().next().value;
      if (oldest !== undefined) {
        this.byId.delete(oldest);
        this.used.delete(oldest);
      }
    }
    return method;
  }

  get(id: string): StoredPaymentMethod | undefined {
    return this.byId.get(id);
  }

  /** Records that a confirmation used the payment method (a test id, not stored, is never recorded). */
  markUsed(id: string, intentId: string): void {
    if (this.byId.has(id)) this.used.set(id, intentId);
  }

  /** The intent the payment method was confirmed with, if any. */
  usedWith(id: string): string | undefined {
    return this.used.get(id);
  }

  get size(): number {
    return this.byId.size;
  }

  clear(): void {
    this.byId.clear();
    this.used.clear();
  }
}
