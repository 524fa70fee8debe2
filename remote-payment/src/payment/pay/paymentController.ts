import { atom } from 'jotai';
import type { createStore } from 'jotai';
import { removePaidLinesAtom, recordPaidOrderAtom } from '@suscripciones/shared';
import { rememberLastOrder } from '../../thanks/lastOrder';
import { announcePaid } from './payChannel';
import { payLockName, withPayLock } from './payLock';
import { runPayment, type PaymentDeps, type PaymentRequest, type PayOutcome } from './paySequence';
import type { PayAttempts } from './payAttempts';

/**
 * The payment in progress, kept outside components: it belongs to the cart,
 * not to the page that started it. Leaving /payment while it runs (the back
 * arrow, the browser's Back) does not orphan it: it goes on, the cart and the
 * buyer's orders are brought up to date when it ends wherever the buyer is,
 * and /payment opened again shows it running and then its outcome. While one
 * runs, every further press gets the same promise; across tabs one payer at a
 * time holds the buyer's lock.
 */
type Store = ReturnType<typeof createStore>;

export type PaymentRun =
  | { status: 'idle' }
  | { status: 'processing' }
  /** Finished, its outcome not yet taken by a page (the thanks page to go to, or the error to show). */
  | { status: 'done'; outcome: PayOutcome };

export const paymentRunAtom = atom<PaymentRun>({ status: 'idle' });

let running: Promise<PayOutcome> | null = null;

/** The payment running now in this page, if any (a page opened again waits for its outcome). */
export const currentPayment = (): Promise<PayOutcome> | null => running;

/**
 * A payment that went through: recorded as this buyer's order (so no Back,
 * reload or old link refills the cart with it), remembered by this tab for
 * /thanks, its attempt marked paid for every tab, only its lines removed
 * from the cart, and the buyer's other tabs told.
 */
export function finishPayment(store: Store, attempts: PayAttempts, outcome: Extract<PayOutcome, { kind: 'succeeded' }>): void {
  const { attempt, reference } = outcome;
  const itemIds = attempt.order.items.map((item) => item.id);
  store.set(recordPaidOrderAtom, { reference, tokenId: attempt.tokenId, paidAt: new Date().toISOString(), ...attempt.order });
  rememberLastOrder(reference);
  attempts.markPaid(attempt.fingerprint, reference);
  store.set(removePaidLinesAtom, itemIds);
  announcePaid({ tokenId: attempt.tokenId, reference, itemIds });
}

/** Starts the payment, or joins the one already running in this page. */
export function startPayment(store: Store, request: PaymentRequest, deps: PaymentDeps): Promise<PayOutcome> {
  if (running) return running;
  store.set(paymentRunAtom, { status: 'processing' });
  const task = async (): Promise<PayOutcome> => {
    const tokenId = request.user?.token_id;
    return tokenId ? withPayLock(payLockName(tokenId), () => runPayment(request, deps)) : runPayment(request, deps);
  };
  running = task()
    .catch((error: unknown): PayOutcome => {
      console.error('The payment failed unexpectedly', error);
      return { kind: 'error', error: { key: 'errorProcessingPayment' } };
    })
    .then((outcome) => {
      running = null;
      // The outcome first: a page showing the cart goes to /thanks, not to an empty cart, when the paid lines leave it.
      store.set(paymentRunAtom, { status: 'done', outcome });
      if (outcome.kind === 'succeeded') finishPayment(store, deps.attempts, outcome);
      return outcome;
    });
  return running;
}

/** The page has shown the outcome (gone to /thanks, or put the error in its banner). */
export const takeOutcome = (store: Store): void => store.set(paymentRunAtom, { status: 'idle' });
