import type { createStore } from 'jotai';
import { recordPaidOrderAtom, removePaidLinesAtom, type ApiFailure, type StripeAccountRegion } from '@suscripciones/shared';
import type { BuyRequest, BuyResponse } from './buySchema';
import { rememberLastOrder } from '../orders/lastOrder';
import { buyPayload, clientSecretOf } from './buyCall';
import { announcePaid } from './payChannel';
import { cartFingerprint, digest, intentIdOf, type PayAttempt, type PayAttempts } from './payAttempts';
import { payLockName } from './payLock';
import type { PaymentRequest } from './paymentRequest';
import { isRunning, moves, paymentAtom, type PayErrorKey, type PayOutcome, type PayStep, type PaymentState, type PaymentStep } from './paymentState';
import type { PaymentMethodSource, PaymentProvider, ProviderError } from './provider';

/**
 * The payment: one explicit state machine with one entry (`startPayment`) and one exit (`settle`), the only code
 * that moves paymentAtom. It belongs to the cart, not to a page: it runs outside components, so leaving /payment
 * while it runs does not orphan it, and every page reads how it goes from the atom.
 *
 * Money, as Stripe advises: one payment intent per cart (buyer, payable lines at their final prices, currency),
 * made once by call 3; before anything else the status of the cart's intent is asked, and an intent that
 * succeeded is finished, never confirmed again; each confirmation uses a fresh payment method; one tab of a buyer
 * pays at a time (a Web Lock); a success records the order and removes only its own lines from the cart. Card and
 * wallet run the same steps: they differ only in where the payment method comes from (PaymentMethodSource).
 */
type Store = ReturnType<typeof createStore>;

/** The outside world of a payment, passed in: the page gives the real one (usePayment.ts), the tests their own. */
export interface PaymentWorld {
  /** The card provider for a selling entity's account (Stripe.js with its key), or null when it cannot be loaded. */
  provider(account: StripeAccountRegion): Promise<PaymentProvider | null>;
  /** Call 3. */
  buy(payload: BuyRequest, idempotencyKey: string): Promise<BuyResponse | ApiFailure>;
  /** The tab's session id, sent with call 3. */
  sessionId(): string;
  attempts: PayAttempts;
  /** Runs the task while this tab is the buyer's only payer. */
  lock<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** Tells the team how a payment that failed ended (the real world reports what is not the buyer's card). */
  reportFailure?(outcome: Extract<PayOutcome, { kind: 'failed' }>): void;
}

export type PaymentTrigger =
  /** The buyer pays: by card or by wallet, as the method says. */
  | { kind: 'pay'; request: PaymentRequest; method: PaymentMethodSource }
  /** The payment page opened: an earlier payment of this buyer that went through (its answer lost) is finished here, never paid again. */
  | { kind: 'resume'; tokenId: string };

/** One payment of this page: its number and its moves through the steps. */
class Run {
  constructor(
    readonly store: Store,
    readonly number: number,
    readonly world: PaymentWorld,
  ) {}

  get step(): PaymentStep {
    return this.store.get(paymentAtom).step;
  }

  private to(next: PaymentState): void {
    const from = this.step;
    if (!moves[from].includes(next.step)) throw new Error(`The payment cannot move from ${from} to ${next.step}`);
    this.store.set(paymentAtom, next);
  }

  move(step: PayStep): void {
    this.to({ step, run: this.number });
  }

  end(outcome: PayOutcome): void {
    this.to(
      outcome.kind === 'paid' ? { step: 'paid', run: this.number, reference: outcome.reference } : { step: 'failed', run: this.number, error: outcome.error },
    );
  }

  /** A failure where the payment is now, with the provider's error when it is one. */
  failed(key: PayErrorKey, cause?: ProviderError): PayOutcome {
    return { kind: 'failed', error: { key }, step: this.currentStep(), ...(cause ? { cause } : {}) };
  }

  /** The provider's refusal: its own message for the buyer (errorProcessingPayment when it has none). */
  refused(cause: ProviderError): PayOutcome {
    return { kind: 'failed', error: cause.message ? { message: cause.message } : { key: 'errorProcessingPayment' }, step: this.currentStep(), cause };
  }

  private currentStep(): PayStep | undefined {
    const step = this.step;
    return step === 'idle' || step === 'paid' || step === 'failed' ? undefined : step;
  }
}

const paid = (attempt: PayAttempt, reference: string): PayOutcome => ({ kind: 'paid', attempt, reference });

/**
 * The one entry. A payment already running in this page is joined, not repeated (null). A payment's end comes
 * back through paymentAtom wherever the buyer is by then; the promise is for callers that wait (and the tests).
 */
export function startPayment(store: Store, trigger: PaymentTrigger, world: PaymentWorld): Promise<PayOutcome | null> {
  const current = store.get(paymentAtom);
  if (isRunning(current)) {
    // Joined: a wallet's sheet accepted meanwhile closes with the running payment's end.
    const method = trigger.kind === 'pay' ? trigger.method : null;
    if (method?.settled) void untilEnded(store).then((paid) => method.settled?.(paid));
    return Promise.resolve(null);
  }
  const run = new Run(store, ('run' in current ? current.run : 0) + 1, world);
  if (trigger.kind === 'resume') return resume(run, trigger.tokenId);
  const { request, method } = trigger;
  run.move('waitingForLock');
  return world
    .lock(payLockName(request.user.token_id), () => pay(run, request, method))
    .catch((error: unknown): PayOutcome => {
      console.error('The payment failed unexpectedly', error);
      // What threw (an IntegrationError of Stripe.js, a bug of ours) is kept for the team, never shown.
      const name = error instanceof Error ? error.name : typeof error;
      return run.failed('errorProcessingPayment', {
        type: name === 'IntegrationError' ? name : 'exception',
        message: error instanceof Error ? error.message : String(error),
      });
    })
    .then((outcome) => settle(run, outcome, method));
}

/**
 * The one exit: the outcome first (a page showing the cart goes to /thanks, not to an empty cart, when the paid
 * lines leave it), then a success is finished: recorded as the buyer's order (so no Back, reload or old link
 * refills the cart with it), remembered by this tab for /thanks, its attempt marked paid for every tab, only its
 * lines removed from the cart, and the buyer's other tabs told; a failure is told to the team. A wallet's sheet
 * still open is closed.
 */
function settle(run: Run, outcome: PayOutcome, method?: PaymentMethodSource): PayOutcome {
  run.end(outcome);
  if (outcome.kind === 'paid') {
    const { attempt, reference } = outcome;
    const itemIds = attempt.order.items.map((item) => item.id);
    const { store } = run;
    store.set(recordPaidOrderAtom, { reference, tokenId: attempt.tokenId, paidAt: new Date().toISOString(), ...attempt.order });
    rememberLastOrder(reference);
    run.world.attempts.markPaid(attempt.fingerprint, reference);
    store.set(removePaidLinesAtom, itemIds);
    announcePaid({ tokenId: attempt.tokenId, reference, itemIds });
  }
  if (outcome.kind === 'failed') run.world.reportFailure?.(outcome);
  method?.settled?.(outcome.kind === 'paid');
  return outcome;
}

/** Whether the running payment ended paid, once it has ended. */
function untilEnded(store: Store): Promise<boolean> {
  return new Promise((resolve) => {
    const stop = store.sub(paymentAtom, () => {
      const state = store.get(paymentAtom);
      if (isRunning(state)) return;
      stop();
      resolve(state.step === 'paid');
    });
  });
}

/** A page has shown how the payment ended (gone to /thanks, or put the error in its banner): ready for the next one. */
export function acknowledgePayment(store: Store): void {
  const current = store.get(paymentAtom);
  if (current.step === 'paid' || current.step === 'failed') store.set(paymentAtom, { step: 'idle' });
}

/** An earlier payment of this buyer that went through while the page was away: finished, unless a payment started meanwhile. */
async function resume(run: Run, tokenId: string): Promise<PayOutcome | null> {
  const outcome = await findPaidAttempt(run.world, tokenId).catch((error: unknown) => {
    console.error('An earlier payment could not be checked', error);
    return null;
  });
  if (!outcome || isRunning(run.store.get(paymentAtom))) return null;
  return settle(run, outcome);
}

type Known = { kind: 'paid' } | { kind: 'open' } | { kind: 'gone' } | { kind: 'stop'; key: PayErrorKey; cause?: ProviderError };

/** What became of an intent: paid, still payable, canceled, or not to be touched now. */
async function askStatus(provider: PaymentProvider, clientSecret: string): Promise<Known> {
  const answer = await provider.retrieveIntent(clientSecret);
  if ('error' in answer) return { kind: 'stop', key: 'errorProcessingPayment', cause: answer.error };
  switch (answer.intent.status) {
    case 'succeeded':
      return { kind: 'paid' };
    case 'processing':
      return { kind: 'stop', key: 'paymentProcessing' };
    case 'canceled':
      return { kind: 'gone' };
    default:
      return { kind: 'open' };
  }
}

/** An earlier attempt of this buyer that has in fact succeeded (its answer lost): it is finished, and must never be paid again. */
async function findPaidAttempt(world: PaymentWorld, tokenId: string): Promise<PayOutcome | null> {
  for (const attempt of world.attempts.pending(tokenId)) {
    const provider = await world.provider(attempt.account);
    if (!provider || !attempt.clientSecret) continue;
    const known = await askStatus(provider, attempt.clientSecret);
    if (known.kind === 'paid') return paid(attempt, intentIdOf(attempt.clientSecret));
    if (known.kind === 'gone') world.attempts.forget(attempt.fingerprint);
  }
  return null;
}

/** Call 3's body less what changes from press to press (the payment method) and from tab to tab (the session id). */
function purchaseDigest(payload: BuyRequest): string {
  const { paymentMethodId: _method, session_id: _session, ...purchase } = payload;
  return digest(JSON.stringify(purchase));
}

/** The steps, under the buyer's lock. */
async function pay(run: Run, request: PaymentRequest, method: PaymentMethodSource): Promise<PayOutcome> {
  const { world } = run;
  const { user, purchase, countryCode } = request;
  const { payLines, currency, totalCents, total } = purchase;
  const fingerprint = cartFingerprint(user.token_id, currency, payLines);
  let attempt = world.attempts.forCart(fingerprint, {
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

  // Paid already: by this tab earlier, or by another tab while this one waited its turn.
  if (attempt.paidReference) return paid(attempt, attempt.paidReference);

  run.move('askingStatus');
  const provider = await world.provider(purchase.account);
  if (!provider) return run.failed('errorProcessingPayment');
  // An intent exists for this cart: its status first.
  if (attempt.clientSecret) {
    const known = await askStatus(provider, attempt.clientSecret);
    if (known.kind === 'paid') return paid(attempt, intentIdOf(attempt.clientSecret));
    if (known.kind === 'stop') return run.failed(known.key, known.cause);
    if (known.kind === 'gone') attempt = world.attempts.save(world.attempts.renewed(attempt));
  }
  // Before a new intent: an earlier cart of this buyer may have been paid without the page hearing it.
  if (!attempt.clientSecret) {
    const earlier = await findPaidAttempt(world, user.token_id);
    if (earlier) return earlier;
  }

  run.move('creatingMethod');
  const created = await method.create(countryCode);
  if ('error' in created) return run.refused(created.error);
  const { paymentMethodId } = created;

  if (!attempt.clientSecret) {
    run.move('creatingIntent');
    // Call 3 sent before and its answer lost: the same body again, with the same key.
    const sessionId = attempt.sentWith?.sessionId ?? world.sessionId();
    const fresh = buyPayload(request, paymentMethodId, sessionId);
    if (!fresh) return run.failed('errorProcessingPayment');
    const requestHash = purchaseDigest(fresh);
    if (attempt.requestHash && attempt.requestHash !== requestHash) attempt = world.attempts.renewed(attempt);
    const sentWith = attempt.sentWith ?? { paymentMethodId, sessionId };
    const payload = { ...fresh, paymentMethodId: sentWith.paymentMethodId, session_id: sentWith.sessionId };
    attempt = world.attempts.save({ ...attempt, requestHash, sentWith });
    const clientSecret = clientSecretOf(await world.buy(payload, attempt.idempotencyKey));
    if (!clientSecret) return run.failed('errorProcessingPayment');
    attempt = world.attempts.save({ ...attempt, clientSecret });
  }
  const clientSecret = attempt.clientSecret;
  if (!clientSecret) return run.failed('errorProcessingPayment');

  run.move('checkingIntent');
  const intent = await provider.retrieveIntent(clientSecret);
  if ('error' in intent) return run.refused(intent.error);
  if (intent.intent.status === 'succeeded') return paid(attempt, intentIdOf(clientSecret));
  if (intent.intent.amount !== totalCents || intent.intent.currency.toUpperCase() !== currency) return run.failed('errorAmountMismatch');

  // Whatever the confirmation's answer, the attempt stays until the payment is known to be done.
  run.move('confirming');
  const confirmed = await provider.confirm(clientSecret, paymentMethodId);
  method.confirmed?.(!('error' in confirmed));
  if ('error' in confirmed) return run.refused(confirmed.error);
  let status = confirmed.status;
  if (status === 'requires_action') {
    run.move('authenticating');
    const authenticated = await provider.authenticate(clientSecret);
    if ('error' in authenticated) return run.refused(authenticated.error);
    status = authenticated.status;
  }
  // Only succeeded completes (docs/rules.md).
  return status === 'succeeded' ? paid(attempt, intentIdOf(clientSecret)) : run.failed('paymentNotCompleted');
}
