import { useEffect, useMemo, useState } from 'react';
import type { PaymentRequest, PaymentRequestOptions, Stripe } from '@stripe/stripe-js';
import { z } from 'zod/mini';

export type WalletName = 'applePay' | 'googlePay' | 'link';

/** canMakePayment's answer is the provider's: read through a schema; the first wallet that can pay is the one offered. */
const canMakePaymentSchema = z.nullable(z.record(z.string(), z.boolean()));
const walletNames: readonly WalletName[] = ['applePay', 'googlePay', 'link'];

function offeredWallet(answer: unknown): WalletName | null {
  const parsed = canMakePaymentSchema.safeParse(answer);
  if (!parsed.success || !parsed.data) return null;
  const result = parsed.data;
  return walletNames.find((name) => result[name] === true) ?? null;
}

/**
 * Stripe.js's PaymentRequest for the purchase, and the wallet the browser
 * offers for it (null: none, and nothing is shown). A new PaymentRequest is
 * made only when what cannot be updated changes (the seller's country and
 * currency, whether the wallet asks for the shipping address); the lines and
 * total follow the cart through `update()` while the sheet is closed. The
 * wallet found stays while a new request is asked, so the button does not
 * blink.
 */
export function useWalletRequest(stripe: Stripe | null, options: PaymentRequestOptions | null): { request: PaymentRequest | null; wallet: WalletName | null } {
  const [wallet, setWallet] = useState<WalletName | null>(null);
  const fixed = options ? `${options.country}|${options.currency}|${String(options.requestShipping)}|${String(options.requestPayerPhone)}` : null;
  const request = useMemo(() => {
    if (!stripe || !fixed || !options) return null;
    try {
      return stripe.paymentRequest(options);
    } catch (error) {
      console.error('The wallet request could not be made', error);
      return null;
    }
    // A new request only when what it cannot update changes (`fixed`); the amounts follow through update() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stripe, fixed]);

  useEffect(() => {
    if (!request) return;
    let current = true;
    request.canMakePayment().then(
      (answer) => {
        if (current) setWallet(offeredWallet(answer));
      },
      (error: unknown) => {
        console.error('The wallet could not be asked', error);
        if (current) setWallet(null);
      },
    );
    return () => {
      current = false;
    };
  }, [request]);

  const amounts = options ? JSON.stringify({ total: options.total, displayItems: options.displayItems }) : null;
  useEffect(() => {
    if (!request || !options || request.isShowing()) return;
    request.update({ total: options.total, ...(options.displayItems ? { displayItems: options.displayItems } : {}) });
    // Only when the amounts change (`amounts`): the options object is a new one on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, amounts]);

  return { request, wallet: request ? wallet : null };
}
