import { z } from 'zod/mini';
import { nonEmptyText, paidOrderSchema, storageKeys, storedList, type KeyValueStorage, type PayLine } from '@suscripciones/shared';

/**
 * A payment attempt: one cart, paid by one payment intent. It is kept (in
 * local storage, so every tab of the browser sees it) from the first press of
 * Pay until the payment is known to have succeeded, so that pressing Pay
 * again, reloading or coming back reuses the intent, and asks the card
 * provider its status first, instead of creating and charging another one.
 */
/** Attempts older than this are forgotten; a payment intent left unconfirmed that long is no longer in play. */
export const attemptLifetimeMs = 24 * 60 * 60 * 1000;
const maxAttempts = 10;

const payAttemptSchema = z.object({
  /** The cart this attempt pays: the buyer, the payable lines at their prices, the currency. */
  fingerprint: nonEmptyText,
  /** Sent with call 3, so a repeated request creates no second intent. */
  idempotencyKey: nonEmptyText,
  tokenId: nonEmptyText,
  account: z.enum(['ES', 'global']),
  createdAt: z.iso.datetime(),
  /**
   * Call 3 as it was sent with this key: a digest of its body less the
   * payment method and the tab's session id, and those two. Sent again
   * (its answer lost), the same body goes with the same key; a purchase that
   * changed since (another address) needs a new key.
   */
  requestHash: z.optional(z.string()),
  sentWith: z.optional(z.object({ paymentMethodId: nonEmptyText, sessionId: nonEmptyText })),
  /** Known once call 3 has answered; from then on the intent's status is asked before anything else. */
  clientSecret: z.optional(nonEmptyText),
  /** What is being paid, to record the order (and show it on /thanks) once the payment is done. */
  order: z.pick(paidOrderSchema, { currency: true, total: true, items: true }),
  /** Set once the payment is known to have succeeded: the cart is paid, in every tab, and never charged again. */
  paidReference: z.optional(nonEmptyText),
});
export type PayAttempt = z.infer<typeof payAttemptSchema>;

/** The cart as a payment sees it: who pays, which lines at which prices, in which currency. */
export function cartFingerprint(tokenId: string, currency: string, lines: readonly PayLine[]): string {
  const sorted = [...lines].sort((a, b) => a.id - b.id).map((line) => [line.id, line.cents, line.stripe_id]);
  return JSON.stringify([tokenId, currency.toUpperCase(), sorted]);
}

/** A short, stable digest of a text (FNV-1a, 2 × 32 bits): enough to tell two request bodies apart. */
export function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x85ebca6b) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

/** The payment intent's id inside its client secret (`pi_123_secret_abc` → `pi_123`). */
export const intentIdOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? clientSecret;

function parseAttempts(raw: string | null, now: number): PayAttempt[] {
  return storedList(raw).flatMap((entry) => {
    const parsed = payAttemptSchema.safeParse(entry);
    return parsed.success && now - Date.parse(parsed.data.createdAt) < attemptLifetimeMs ? [parsed.data] : [];
  });
}

/**
 * The stored attempts, read and written through the storage adapter on every
 * use, so a tab always acts on what another tab has just written.
 */
export class PayAttempts {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly now: () => number = Date.now,
    private readonly newKey: () => string = () => crypto.randomUUID(),
  ) {}

  list(): PayAttempt[] {
    return parseAttempts(this.storage.read(storageKeys.payAttempts), this.now());
  }

  private write(attempts: readonly PayAttempt[]): void {
    if (attempts.length === 0) this.storage.remove(storageKeys.payAttempts);
    else this.storage.write(storageKeys.payAttempts, JSON.stringify(attempts.slice(0, maxAttempts)));
  }

  /** The attempt for this cart, or a new one (not stored until saved). */
  forCart(fingerprint: string, fresh: Omit<PayAttempt, 'fingerprint' | 'idempotencyKey' | 'createdAt'>): PayAttempt {
    return (
      this.list().find((attempt) => attempt.fingerprint === fingerprint) ?? {
        ...fresh,
        fingerprint,
        idempotencyKey: this.newKey(),
        createdAt: new Date(this.now()).toISOString(),
      }
    );
  }

  /** The same attempt with a new idempotency key (its earlier intent was never confirmed). */
  renewed(attempt: PayAttempt): PayAttempt {
    const { clientSecret: _secret, requestHash: _hash, sentWith: _sent, ...rest } = attempt;
    return { ...rest, idempotencyKey: this.newKey(), createdAt: new Date(this.now()).toISOString() };
  }

  save(attempt: PayAttempt): PayAttempt {
    this.write([attempt, ...this.list().filter((known) => known.fingerprint !== attempt.fingerprint)]);
    return attempt;
  }

  /** The attempts of this buyer whose intent exists and is not known to be paid: each is asked about before another payment starts. */
  pending(tokenId: string): PayAttempt[] {
    return this.list().filter((attempt) => attempt.tokenId === tokenId && attempt.clientSecret !== undefined && attempt.paidReference === undefined);
  }

  /**
   * The attempt is paid: kept (not forgotten) for its lifetime, so a tab that
   * was waiting to pay the same cart finds it paid instead of paying again.
   */
  markPaid(fingerprint: string, reference: string): void {
    const attempt = this.list().find((known) => known.fingerprint === fingerprint);
    if (attempt) this.save({ ...attempt, paidReference: reference });
  }

  forget(fingerprint: string): void {
    this.write(this.list().filter((attempt) => attempt.fingerprint !== fingerprint));
  }
}
