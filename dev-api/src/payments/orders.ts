import type { BuyRequest } from '@suscripciones/shared/schemas/entities';
import type { PaymentAccount } from './paymentIntents';

/** One purchase recorded by the buy call. */
export interface Order {
  readonly id: string;
  readonly createdAt: string;
  readonly token_id: string;
  readonly invoice: boolean;
  readonly products: BuyRequest['products'];
  /** Which price each product was bought at. */
  readonly priceKinds: readonly { readonly id: number; readonly kind: 'normal' | 'socio' }[];
  readonly currency: string;
  /** Integer amount in cents. */
  readonly amount: number;
  readonly account: PaymentAccount;
  readonly paymentMethodId: string;
  readonly session_id: string;
  readonly facturaData: BuyRequest['facturaData'];
  readonly shippingData: BuyRequest['shippingData'];
  readonly paymentIntentId: string;
}
