import { z } from 'zod';
import { testAddress, testBilling } from '../seed/address';
import { MapStore } from '../state/memoryStore';

/**
 * The browser's wallet as the Stripe.js double sees it (Apple Pay, Google
 * Pay): which wallets the browser offers, and what the buyer keeps in it (a
 * card, a name, an e-mail, a phone, addresses). A plain browser has none, as
 * a headless Chromium has none; a test sets one up through the control
 * `POST /__control/stripe/wallet`, and the control reset takes it away. Kept
 * by dev-api, not by the page, because a real wallet belongs to the browser
 * and the provider, never to the page's own storage. The card number stays
 * here: the page only ever sees the brand and last four, as with a tokenised
 * wallet card.
 */
const walletNameSchema = z.enum(['applePay', 'googlePay', 'link']);
export type WalletName = z.infer<typeof walletNameSchema>;
/** The provider's name of a wallet on a card payment method. */
export const walletTypes = { applePay: 'apple_pay', googlePay: 'google_pay', link: 'link' } as const satisfies Record<WalletName, string>;

const addressSchema = z.strictObject({
  line1: z.string().max(200).default(''),
  line2: z.string().max(200).default(''),
  city: z.string().max(120).default(''),
  region: z.string().max(120).default(''),
  postalCode: z.string().max(20).default(''),
  country: z.string().regex(/^[A-Z]{2}$/),
});

/** The test address, as a wallet keeps it. */
const walletAddress = {
  line1: testAddress.direccion,
  line2: testAddress.piso,
  city: testAddress.ciudad,
  region: testAddress.provincia,
  postalCode: testAddress.codigoPostal,
  country: testAddress.pais,
};

export const walletSetupSchema = z.strictObject({
  wallets: z.array(walletNameSchema).max(3),
  /** A documented test card: what a payment with this wallet does (4242… pays, 4000 0000 0000 0002 is declined…). */
  card: z
    .string()
    .regex(/^\d{13,19}$/)
    .default('4242424242424242'),
  name: z.string().max(120).default(`${testAddress.nombre} ${testAddress.apellido}`),
  email: z.string().max(200).default('marta@example.com'),
  /** E.164; null: the wallet holds no phone. */
  phone: z
    .string()
    .regex(/^\+\d{6,15}$/)
    .nullable()
    .default(testBilling.telefono),
  shippingAddress: addressSchema.nullable().default(walletAddress),
  billingAddress: addressSchema.default({ ...walletAddress, line2: '' }),
});
export type WalletSetup = z.infer<typeof walletSetupSchema>;
export type WalletAddress = z.infer<typeof addressSchema>;

/** The wallet a test set up, kept as the one record of its store (the control reset takes it away). */
export class WalletStore extends MapStore<'current', WalletSetup> {
  set(setup: WalletSetup): void {
    this.records.set('current', setup);
  }

  /** The wallet set up, or none (a plain browser). */
  get current(): WalletSetup | null {
    return this.records.get('current') ?? null;
  }
}

/** What GET /stripe/api/wallet answers: no wallet at all, or the wallet as the page's Stripe.js may read it, the card by its last four only. */
export function publicWallet(setup: WalletSetup | null) {
  if (!setup) return { wallets: [] };
  const { card, ...rest } = setup;
  return { ...rest, card: { last4: card.slice(-4) } };
}
