import type { ApiFailure } from '@suscripciones/shared/api/client';
import { payableItems, regionOfAccount, toCents } from '@suscripciones/shared/cart/cartRules';
import type { BuyRequest, BuyResponse } from '@suscripciones/shared/schemas/entities';
import { cartFingerprint, digest, intentIdOf, type PayAttempt, type PayAttempts } from './payAttempts';
import { buildBuyPayload, payPrecheck, readBuyAnswer, readConfirmation, type PayCheck, type PayErrorKey, type PayloadInput, type ProviderError } from './payRules';

/**
 * The pay sequence of spec §4, made safe to repeat: the checks, a card
 * payment method at the provider, call 3 (with the attempt's idempotency
 * key), the intent's amount checked against the total shown, then the card
 * confirmation. An attempt whose intent exists is asked for its status
 * first, and only confirmed again when it has not succeeded: however often
 * Pay is pressed, and whatever answer was lost, one cart is charged once.
 * The provider, the API and the storage are passed in, so the sequence is
 * tested without a browser.
 */
export interface IntentView {
  id: string;
  status: string;
  /** Integer amount in cents, as the provider reports it. */
  amount: number;
  currency: string;
}

export interface CardProvider {
  createPaymentMethod(countryCode: string): Promise<{ paymentMethodId: string } | { error: ProviderError }>;
  retrievePaymentIntent(clientSecret: string): Promise<{ paymentIntent: IntentView } | { error: ProviderError }>;
  confirmCardPayment(clientSecret: string, paymentMethodId: string): Promise<{ paymentIntent?: { status: string }; error?: ProviderError }>;
}

export type PayError = { key: PayErrorKey } | { message: string };
export type PayOutcome = { kind: 'succeeded'; attempt: PayAttempt; reference: string } | { kind: 'error'; error: PayError };

export interface PaymentRequest extends PayCheck, Omit<PayloadInput, 'paymentMethodId' | 'sessionId' | 'user'> {
  user: PayloadInput['user'] | null;
}

export interface PaymentDeps {
  provider: CardProvider;
  buy: (payload: BuyRequest, idempotencyKey: string) => Promise<BuyResponse | ApiFailure>;
  sessionId: () => string;
  attempts: PayAttempts;
  /**
   * The payment method made from the card fields as they are now, if one was
   * made and the fields have not changed since: a repeated call 3 must send
   * the same body as the first, or it is a different request.
   */
  reusableMethod: () => string | null;
  rememberMethod: (paymentMethodId: string) => void;
  /** Stripe.js for another attempt's account (its intent is asked with that account's key). */
  providerFor: (attempt: PayAttempt) => Promise<CardProvider | null>;
}

const fail = (error: PayError): PayOutcome => ({ kind: 'error', error });
const failKey = (key: PayErrorKey): PayOutcome => fail({ key });
const providerFailure = (error: ProviderError): PayOutcome => fail(error.message ? { message: error.message } : { key: 'errorProcessingPayment' });
const succeeded = (attempt: PayAttempt, clientSecret: string): PayOutcome => ({ kind: 'succeeded', attempt, reference: intentIdOf(clientSecret) });

type Known = { kind: 'succeeded' } | { kind: 'open' } | { kind: 'gone' } | { kind: 'stop'; outcome: PayOutcome };

/** What became of an attempt's intent: paid, still payable, canceled, or not to be touched now. */
async function askStatus(provider: CardProvider, clientSecret: string): Promise<Known> {
  const answer = await provider.retrievePaymentIntent(clientSecret);
  if ('error' in answer) return { kind: 'stop', outcome: failKey('errorProcessingPayment') };
  switch (answer.paymentIntent.status) {
    case 'succeeded':
      return { kind: 'succeeded' };
    case 'processing':
      return { kind: 'stop', outcome: failKey('paymentProcessing') };
    case 'canceled':
      return { kind: 'gone' };
    default:
      return { kind: 'open' };
  }
}

/**
 * An earlier attempt of this buyer that has in fact succeeded (its answer
 * lost), if any: it is finished, and must never be paid again.
 */
export async function findSucceededAttempt(deps: Pick<PaymentDeps, 'attempts' | 'providerFor'>, tokenId: string): Promise<PayOutcome | null> {
  for (const attempt of deps.attempts.pending(tokenId)) {
    const provider = await deps.providerFor(attempt);
    if (!provider || !attempt.clientSecret) continue;
    const known = await askStatus(provider, attempt.clientSecret);
    if (known.kind === 'succeeded') return succeeded(attempt, attempt.clientSecret);
    if (known.kind === 'gone') deps.attempts.forget(attempt.fingerprint);
  }
  return null;
}

export async function runPayment(request: PaymentRequest, deps: PaymentDeps): Promise<PayOutcome> {
  const problem = payPrecheck(request);
  if (problem) return failKey(problem);
  const { user, countryCode } = request;
  if (!user || !countryCode) return failKey(user ? 'errorInvalidCountry' : 'notLogin');
  const payable = payableItems(request.items);
  const currency = (payable[0]?.currency ?? '').toUpperCase();
  const lines = payable.map((item) => ({ id: item.id, price: item.current_price, stripe_id: item.current_stripe_id }));
  const totalCents = lines.reduce((sum, line) => sum + toCents(line.price), 0);
  try {
    const fingerprint = cartFingerprint(user.token_id, currency, lines);
    let attempt = deps.attempts.forCart(fingerprint, {
      tokenId: user.token_id,
      account: regionOfAccount(payable[0]?.stripe_account),
      order: {
        currency,
        total: totalCents / 100,
        // Every line, free ones too: they are part of what this payment finishes.
        items: request.items.map((item) => ({ id: item.id, name: item.name, name_en: item.name_en, name_pt: item.name_pt, type: item.type, is_media_subscription: item.is_media_subscription, price: item.current_price })),
      },
    });

    // 1. An intent exists for this cart: its status first.
    if (attempt.clientSecret) {
      const known = await askStatus(deps.provider, attempt.clientSecret);
      if (known.kind === 'succeeded') return succeeded(attempt, attempt.clientSecret);
      if (known.kind === 'stop') return known.outcome;
      if (known.kind === 'gone') attempt = deps.attempts.save(deps.attempts.renewed(attempt));
    }

    // Before a new intent: an earlier cart of this buyer may have been paid without the page hearing it.
    if (!attempt.clientSecret) {
      const earlier = await findSucceededAttempt(deps, user.token_id);
      if (earlier) return earlier;
    }

    // 2. A payment method from the card fields (the same one again while they are unchanged).
    let paymentMethodId = deps.reusableMethod();
    if (!paymentMethodId) {
      const method = await deps.provider.createPaymentMethod(countryCode);
      if ('error' in method) return providerFailure(method.error);
      paymentMethodId = method.paymentMethodId;
      deps.rememberMethod(paymentMethodId);
    }

    // 3. The intent, once per attempt: a repeated call 3 with the same key and body gives the same one back.
    if (!attempt.clientSecret) {
      const payload = buildBuyPayload({ ...request, user, paymentMethodId, sessionId: deps.sessionId() });
      if (!payload) return failKey('errorProcessingPayment');
      const requestHash = digest(JSON.stringify(payload));
      if (attempt.requestHash && attempt.requestHash !== requestHash) attempt = deps.attempts.renewed(attempt);
      attempt = deps.attempts.save({ ...attempt, requestHash });
      const verdict = readBuyAnswer(await deps.buy(payload, attempt.idempotencyKey));
      if (verdict.kind === 'error') return failKey(verdict.key);
      attempt = deps.attempts.save({ ...attempt, clientSecret: verdict.clientSecret });
    }
    const clientSecret = attempt.clientSecret;
    if (!clientSecret) return failKey('errorProcessingPayment');

    // 4. The intent must charge exactly the total shown, in its currency; and it may already be paid.
    const intent = await deps.provider.retrievePaymentIntent(clientSecret);
    if ('error' in intent) return providerFailure(intent.error);
    if (intent.paymentIntent.status === 'succeeded') return succeeded(attempt, clientSecret);
    if (intent.paymentIntent.amount !== totalCents || intent.paymentIntent.currency.toUpperCase() !== currency) return failKey('errorAmountMismatch');

    // 5. Confirmation. Whatever its answer, the attempt stays until the payment is known to be done.
    const confirmation = readConfirmation(await deps.provider.confirmCardPayment(clientSecret, paymentMethodId));
    if (confirmation.kind === 'succeeded') return succeeded(attempt, clientSecret);
    return fail('message' in confirmation ? { message: confirmation.message } : { key: confirmation.key });
  } catch (error) {
    console.error('The payment failed unexpectedly', error);
    return failKey('errorProcessingPayment');
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
