import { getRuntimeConfig, isApiFailure, requestJson, type ApiFailure } from '@suscripciones/shared';
import { buyPath } from '@suscripciones/kit/calls';
import { buyRequestSchema, buyResponseSchema, type BuyRequest, type BuyResponse } from './buySchema';
import type { PaymentRequest } from './paymentRequest';

/** Call 3 (the purchase at the profile service): its body, the call, and what its answer means. */

const processPaymentError = 'Error processing payment';

/**
 * Call 3: the purchase; `{ error: 'Error processing payment' }` on failure.
 * The idempotency key (one per payment attempt) lets a service that accepts
 * it (runtime config) answer a repeated request with the payment intent it
 * already created; to any other service it is not sent.
 */
export async function buy(payload: BuyRequest, idempotencyKey: string): Promise<BuyResponse | ApiFailure> {
  const { profileApi, requestTimeoutMs, profileAcceptsIdempotencyKey } = getRuntimeConfig();
  try {
    return await requestJson(`${profileApi}${buyPath}`, buyResponseSchema, {
      method: 'POST',
      body: JSON.stringify(payload),
      headers: { 'Content-Type': 'application/json', ...(profileAcceptsIdempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
      timeoutMs: requestTimeoutMs,
      call: 'buy',
    });
  } catch (error) {
    console.error(processPaymentError, error);
    return { error: processPaymentError };
  }
}

/**
 * Call 3's body: the payable lines (current price above 0) with their current price and price id, the purchase's
 * currency (that of its first product: a purchase has one), the billing data when an invoice is wanted, and the
 * shipping data (or the billing data when there is none). Null when the result would not be a valid request.
 */
export function buyPayload(request: PaymentRequest, paymentMethodId: string, sessionId: string): BuyRequest | null {
  const facturaData = request.invoice ? request.billing : null;
  const candidate = {
    invoice: request.invoice,
    token_id: request.user.token_id,
    products: request.purchase.payLines.map((line) => ({ id: line.id, price: line.price, stripe_id: line.stripe_id })),
    paymentMethodId,
    currency: request.purchase.currency,
    facturaData,
    shippingData: request.shipping ?? facturaData ?? null,
    session_id: sessionId,
  };
  const parsed = buyRequestSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** Call 3's answer: the client secret to confirm with, or null (no message, no secret, `success: false` or `{ error }`: errorProcessingPayment). */
export function clientSecretOf(answer: BuyResponse | ApiFailure): string | null {
  if (isApiFailure(answer) || answer.success === false || !answer.message || !answer.clientSecret) return null;
  return answer.clientSecret;
}
