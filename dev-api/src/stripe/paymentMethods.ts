import { randomBytes } from 'node:crypto';
import type { PaymentAccount } from '../payments/paymentIntents';
import { MapStore } from '../state/memoryStore';
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
  /** The intent it was confirmed with: it is attached to no Customer, so that use is its only one. */
  usedWith?: string;
}

/** Payment methods created through the double, by id. Old ones are dropped past a bound. */
export class PaymentMethodStore extends MapStore<string, StoredPaymentMethod> {
  constructor(private readonly limit = 5_000) {
    super();
  }

  add(input: { number: string; account: PaymentAccount; method: Omit<PaymentMethod, 'id' | 'object' | 'created' | 'livemode'> }): PaymentMethod {
    const method: PaymentMethod = {
      id: `pm_${randomBytes(12).toString('hex')}`,
      object: 'payment_method',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      ...input.method,
    };
    this.records.set(method.id, { method, number: input.number, account: input.account });
    const oldest = this.records.keys().next().value;
    if (this.records.size > this.limit && oldest !== undefined) this.records.delete(oldest);
    return method;
  }

  get(id: string): StoredPaymentMethod | undefined {
    return this.records.get(id);
  }

  /** Records that a confirmation used the payment method (a test id, not stored, is never recorded). */
  markUsed(id: string, intentId: string): void {
    const stored = this.records.get(id);
    if (stored) stored.usedWith = intentId;
  }

  /** The intent the payment method was confirmed with, if any. */
  usedWith(id: string): string | undefined {
    return this.records.get(id)?.usedWith;
  }
}
