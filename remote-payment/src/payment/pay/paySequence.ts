import type { ApiFailure, ReadyToPay, BuyRequest, BuyResponse } from '@suscripciones/shared';
import { cartFingerprint, digest, intentIdOf, type PayAttempt, type PayAttempts } from './payAttempts';
import {
  buildBuyPayload,
  payPrecheck,
  readBuyAnswer,
  readConfirmation,
  type PayCheck,
  type PayErrorKey,
  type PayloadInput,
  type ProviderError,
} from './payRules';

/**
 * The pay sequence of spec §4, made safe to repeat. A payment belongs to the
 * cart (buyer, payable lines at their final prices, currency), not to a press
 * of the button: call 3 is made once per cart, and gives the one payment
 * intent that cart is paid by. Each confirmation uses a fresh payment method
 * made from the card fields as they are then (Stripe refuses a payment method
 * already used with an intent), after the intent's status has been asked: an
 * intent that succeeded is finished, never confirmed again. However often Pay
 * is pressed, in however many tabs, and whatever answer was lost, one cart is
 * charged once. The provider, the API and the storage are passed in, so the
 * sequence is tested without a browser.
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

export interface PaymentRequest extends PayCheck, Pick<PayloadInput, 'invoice' | 'billing' | 'shipping'> {
  user: PayloadInput['user'] | null;
  /** The purchase as the page showed it when Pay was pressed: ready to pay, or why not. */
  purchase: ReadyToPay;
}

export interface PaymentDeps {
  provider: CardProvider;
  buy: (payload: BuyRequest, idempotencyKey: string) => Promise<BuyResponse | ApiFailure>;
  sessionId: () => string;
  attempts: PayAttempts;
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

/** Call 3's body less what changes from press to press (the payment method) and from tab to tab (the session id). */
function purchaseDigest(payload: BuyRequest): string {
  const { paymentMethodId: _method, session_id: _session, ...purchase } = payload;
  return digest(JSON.stringify(purchase));
}

export async function runPayment(request: PaymentRequest, deps: PaymentDeps): Promise<PayOutcome> {
  const problem = payPrecheck(request);
  if (problem) return failKey(problem);
  const { user, countryCode, purchase } = request;
  if (!user || !countryCode) return failKey(user ? 'errorInvalidCountry' : 'notLogin');
  // The button is disabled unless the purchase is ready; a press that slips through charges nothing.
  if (!purchase.ready) return failKey('errorProcessingPayment');
  const { payLines, currency, totalCents, total } = purchase;
  try {
    const fingerprint = cartFingerprint(user.token_id, currency, payLines);
    let attempt = deps.attempts.forCart(fingerprint, {
      tokenId: user.token_id,
      account: purchase.account,
      order: {
        currency,
        total,
        // Every line, free ones too: they are part of what this payment finishes.
        items: purchase.lines.map((item) => ({
          id: item.id,
          name: item.name,
          name_en: item.name_en,
          name_pt: item.name_pt,
          type: item.type,
          is_media_subscription: item.is_media_subscription,
          price: item.current_price,
        })),
      },
    });

    // 0. Paid already (by this tab earlier, or by another tab while this one waited its turn).
    if (attempt.paidReference) return { kind: 'succeeded', attempt, reference: attempt.paidReference };

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

    // 2. A fresh payment method from the card fields as they are now: one per confirmation.
    const method = await deps.provider.createPaymentMethod(countryCode);
    if ('error' in method) return providerFailure(method.error);
    const { paymentMethodId } = method;

    // 3. The intent, once per cart. Call 3 sent before and its answer lost: the same body again, with the same key.
    if (!attempt.clientSecret) {
      const sessionId = attempt.sentWith?.sessionId ?? deps.sessionId();
      const fresh = buildBuyPayload({ ...request, user, payLines, currency, paymentMethodId, sessionId });
      if (!fresh) return failKey('errorProcessingPayment');
      const requestHash = purchaseDigest(fresh);
      if (attempt.requestHash && attempt.requestHash !== requestHash) attempt = deps.attempts.renewed(attempt);
      const sentWith = attempt.sentWith ?? { paymentMethodId, sessionId };
      const payload = { ...fresh, paymentMethodId: sentWith.paymentMethodId, session_id: sentWith.sessionId };
      attempt = deps.attempts.save({ ...attempt, requestHash, sentWith });
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

    // 5. Confirmation with this press's payment method. Whatever its answer, the attempt stays until the payment is known to be done.
    const confirmation = readConfirmation(await deps.provider.confirmCardPayment(clientSecret, paymentMethodId));
    if (confirmation.kind === 'succeeded') return succeeded(attempt, clientSecret);
    return fail('message' in confirmation ? { message: confirmation.message } : { key: confirmation.key });
  } catch (error) {
    console.error('The payment failed unexpectedly', error);
    return failKey('errorProcessingPayment');
  }
}
