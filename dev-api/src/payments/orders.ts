import type { BuyRequest } from '../../../remote-payment/src/pay/buySchema';
import type { PaymentAccount } from './paymentIntents';

/** One purchase recorded by the buy call: the request as it came (its currency is the products'), and what it made. */
export type Order = BuyRequest & {
  readonly id: string;
  readonly createdAt: string;
  /** Which price each product was bought at. */
  readonly priceKinds: readonly { readonly id: number; readonly kind: 'normal' | 'socio' }[];
  /** Integer amount in cents. */
  readonly amount: number;
  readonly account: PaymentAccount;
  readonly paymentIntentId: string;
};
