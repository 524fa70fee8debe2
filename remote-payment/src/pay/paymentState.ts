import { atom } from 'jotai';
import type { PayAttempt } from './payAttempts';
import type { ProviderError } from './provider';

/**
 * The payment's state: one atom of the page's store, written only by the payment machine (paymentMachine.ts).
 *
 *     idle ─► waitingForLock ─► askingStatus ─► creatingMethod ─► creatingIntent ─► checkingIntent ─► confirming ─► authenticating
 *                   │                 │               │                 │                  │               │               │
 *                   └─────────────────┴───────────────┴─────────────────┴──────────────────┴───────────────┴───────────────┴─► paid | failed
 *
 * A page only reads it: whether a payment is running (Pay shows it is processing, a second press joins it), and
 * how the last one ended. Every step and move is listed in `moves` below (docs/architecture.md draws them).
 */

/** The steps of a running payment, in their order. */
export type PayStep =
  /** Another tab of this buyer is paying: this one waits its turn (one payer across tabs). */
  | 'waitingForLock'
  /** An intent exists for this cart, or an earlier one of this buyer may have gone through: their status first. */
  | 'askingStatus'
  /** A fresh payment method: from the card fields as they are now, or the wallet's card. */
  | 'creatingMethod'
  /** Call 3 makes the cart's one intent (once per cart; sent again with the same key if its answer was lost). */
  | 'creatingIntent'
  /** The intent must charge exactly the total shown, in its currency (and may already be paid). */
  | 'checkingIntent'
  /** The payment method confirms the intent. */
  | 'confirming'
  /** The bank's own check (3-D Secure), in the provider's dialog. */
  | 'authenticating';

/** The texts a payment's failure can show (payment namespace), besides the provider's own message. */
export type PayErrorKey =
  | 'notLogin'
  | 'errorRequiredFields'
  | 'errorInvalidCountry'
  | 'errorRequiredShippingFields'
  | 'errorRequiredBillingFields'
  | 'errorProcessingPayment'
  | 'paymentNotCompleted'
  /** The provider reports the payment as still processing: paying again could charge twice. */
  | 'paymentProcessing'
  /** The intent would charge another amount or currency than the total shown: it is never confirmed. */
  | 'errorAmountMismatch'
  /** The wallet gave no phone or an incomplete shipping address: the buyer completes the shipping form first. */
  | 'walletShippingIncomplete';

/** What the buyer is told: one of our texts, or the provider's own message. */
export type PayError = { key: PayErrorKey } | { message: string };

/** How a payment ended. A failure keeps the provider's error (its type and code) and the step it happened in. */
export type PayOutcome = { kind: 'paid'; attempt: PayAttempt; reference: string } | { kind: 'failed'; error: PayError; step?: PayStep; cause?: ProviderError };

export type PaymentState =
  | { step: 'idle' }
  /** `run` counts the payments of this page: each start is a new one. */
  | { step: PayStep; run: number }
  | { step: 'paid'; run: number; reference: string }
  | { step: 'failed'; run: number; error: PayError };

export type PaymentStep = PaymentState['step'];

/**
 * Every move the machine may make. A payment is started from idle or from the last one's end; each step leads
 * to the next ones or ends paid or failed. `idle → paid` is an earlier payment of this buyer found paid when the
 * page opens (its answer was lost); `askingStatus → idle` is that look finding nothing.
 */
export const moves: Readonly<Record<PaymentStep, readonly PaymentStep[]>> = {
  idle: ['waitingForLock', 'paid'],
  waitingForLock: ['askingStatus', 'creatingMethod', 'paid', 'failed'],
  askingStatus: ['creatingMethod', 'paid', 'failed'],
  creatingMethod: ['creatingIntent', 'checkingIntent', 'failed'],
  creatingIntent: ['checkingIntent', 'failed'],
  checkingIntent: ['confirming', 'paid', 'failed'],
  confirming: ['authenticating', 'paid', 'failed'],
  authenticating: ['paid', 'failed'],
  paid: ['idle', 'waitingForLock'],
  failed: ['idle', 'waitingForLock', 'paid'],
};

export const paymentAtom = atom<PaymentState>({ step: 'idle' });

/** Whether a payment is running (between its start and its end). */
export const isRunning = (state: PaymentState): boolean => state.step !== 'idle' && state.step !== 'paid' && state.step !== 'failed';
