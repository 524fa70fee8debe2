import { z } from 'zod/mini';

/**
 * The `paymentmethod` event of Stripe.js's PaymentRequest, read through a
 * schema: it is outside data (the wallet's, through the provider's script).
 * Only what the payment uses is kept: the card payment method's id and
 * billing country, the payer, and the shipping address in Stripe's shape.
 */
const text = z.string().check(z.maxLength(500));
const optionalText = z.optional(z.nullable(text));

const shippingAddressSchema = z.object({
  country: optionalText,
  addressLine: z.optional(z.array(text).check(z.maxLength(5))),
  region: optionalText,
  city: optionalText,
  postalCode: optionalText,
  recipient: optionalText,
  phone: optionalText,
});
type WalletShippingAddress = z.infer<typeof shippingAddressSchema>;

const walletEventSchema = z.object({
  paymentMethod: z.object({
    id: z.string().check(z.regex(/^pm_[A-Za-z0-9_]+$/)),
    billing_details: z.optional(z.object({ address: z.optional(z.nullable(z.object({ country: optionalText }))) })),
  }),
  walletName: z.optional(text),
  payerName: optionalText,
  payerEmail: optionalText,
  payerPhone: optionalText,
  shippingAddress: z.optional(z.nullable(shippingAddressSchema)),
});

export interface WalletPayment {
  paymentMethodId: string;
  /** The wallet card's billing country, when the wallet gave one. */
  billingCountry: string | null;
  walletName: string | null;
  payerName: string;
  payerEmail: string;
  payerPhone: string;
  shippingAddress: WalletShippingAddress | null;
}

/** The event's data, or null when it is not what Stripe.js documents (the payment is then not started). */
export function readWalletEvent(event: unknown): WalletPayment | null {
  const parsed = walletEventSchema.safeParse(event);
  if (!parsed.success) return null;
  const { paymentMethod, walletName, payerName, payerEmail, payerPhone, shippingAddress } = parsed.data;
  const country = paymentMethod.billing_details?.address?.country?.trim().toUpperCase() ?? '';
  return {
    paymentMethodId: paymentMethod.id,
    billingCountry: /^[A-Z]{2}$/.test(country) ? country : null,
    walletName: walletName ?? null,
    payerName: payerName?.trim() ?? '',
    payerEmail: payerEmail?.trim() ?? '',
    payerPhone: payerPhone?.trim() ?? '',
    shippingAddress: shippingAddress ?? null,
  };
}
