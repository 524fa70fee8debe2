import type { ApiFailure } from '@suscripciones/shared/api';
import type { BuyRequest, BuyResponse } from '@suscripciones/shared/schemas';
import { buildBuyPayload, payPrecheck, readBuyAnswer, readConfirmation, type PayCheck, type PayErrorKey, type PayloadInput, type ProviderError } from './payRules';

/**
 * The pay sequence of spec §4: checks, a card payment method at the
 * provider, call 3, then the card confirmation with the client secret. The
 * provider and the API are passed in, so the sequence is tested without a
 * browser.
 */
export interface CardProvider {
  createPaymentMethod(countryCode: string): Promise<{ paymentMethodId: string } | { error: ProviderError }>;
  confirmCardPayment(clientSecret: string): Promise<{ paymentIntent?: { status: string }; error?: ProviderError }>;
}

export type PayError = { key: PayErrorKey } | { message: string };
export type PayOutcome = { kind: 'succeeded' } | { kind: 'error'; error: PayError };

export interface PaymentRequest extends PayCheck, Omit<PayloadInput, 'paymentMethodId' | 'sessionId' | 'user'> {
  user: PayloadInput['user'] | null;
}

export interface PaymentDeps {
  provider: CardProvider;
  buy: (payload: BuyRequest) => Promise<BuyResponse | ApiFailure>;
  sessionId: () => string;
}

const fail = (error: PayError): PayOutcome => ({ kind: 'error', error });
const providerFailure = (error: ProviderError): PayOutcome => fail(error.message ? { message: error.message } : { key: 'errorProcessingPayment' });

export async function runPayment(request: PaymentRequest, deps: PaymentDeps): Promise<PayOutcome> {
  const problem = payPrecheck(request);
  if (problem) return fail({ key: problem });
  const { user, countryCode } = request;
  if (!user || !countryCode) return fail({ key: user ? 'errorInvalidCountry' : 'notLogin' });
  try {
    const method = await deps.provider.createPaymentMethod(countryCode);
    if ('error' in method) return providerFailure(method.error);
    const payload = buildBuyPayload({ ...request, user, paymentMethodId: method.paymentMethodId, sessionId: deps.sessionId() });
    if (!payload) return fail({ key: 'errorProcessingPayment' });
    const verdict = readBuyAnswer(await deps.buy(payload));
    if (verdict.kind === 'error') return fail({ key: verdict.key });
    const confirmation = readConfirmation(await deps.provider.confirmCardPayment(verdict.clientSecret));
    if (confirmation.kind === 'succeeded') return { kind: 'succeeded' };
    return fail('message' in confirmation ? { message: confirmation.message } : { key: confirmation.key });
  } catch (error) {
    console.error('The payment failed unexpectedly', error);
    return fail({ key: 'errorProcessingPayment' });
  }
}

/**
 * One payment at a time: while a payment runs, every further call gets the
 * same promise (a double click, a second tap or a re-render never starts a
 * second one), and after a success the slot stays taken for good.
 */
export class SinglePayment {
  private current: Promise<PayOutcome> | null = null;

  run(task: () => Promise<PayOutcome>): Promise<PayOutcome> {
    if (this.current) return this.current;
    const running = task().then(
      (outcome) => {
        if (outcome.kind !== 'succeeded') this.current = null;
        return outcome;
      },
      (error: unknown) => {
        this.current = null;
        throw error;
      },
    );
    this.current = running;
    return running;
  }

  get busy(): boolean {
    return this.current !== null;
  }
}
