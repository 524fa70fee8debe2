import { createHash } from 'node:crypto';
import { json } from '../http';
import { MapStore } from '../state/memoryStore';

/**
 * Idempotent requests as the card provider handles them: the first request
 * with a key is carried out and its answer kept; a repeat with the same key
 * and the same body gets that answer again without doing the work twice; the
 * same key with another body is refused (400), and so is a repeat while the
 * first is still running (409). Keys are forgotten after 24 hours.
 */
const keyLifetimeMs = 24 * 60 * 60 * 1000;
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** An answer as kept: it is sent again, whole, to a repeat. */
interface KeptAnswer {
  readonly status: number;
  readonly headers: [string, string][];
  readonly body: string;
}

interface Entry {
  readonly bodyHash: string;
  readonly at: number;
  reply: KeptAnswer | null;
}

export class IdempotencyStore extends MapStore<string, Entry> {
  // records: the keys seen, by key.

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  /**
   * Runs `work` once per key and body. Without a key the work simply runs. A
   * failed answer (4xx, 5xx) is not kept: the client may retry it.
   */
  async run(key: string | undefined, body: string, work: () => Promise<Response>): Promise<Response> {
    if (key === undefined) return work();
    if (!keyPattern.test(key)) return idempotencyError(400, 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.');
    this.forgetOld();
    const bodyHash = createHash('sha256').update(body).digest('hex');
    const known = this.records.get(key);
    if (known) {
      if (known.bodyHash !== bodyHash) {
        return idempotencyError(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      if (!known.reply) return idempotencyError(409, 'There is currently another in-progress request using this Idempotent Key. Please try again later.');
      return replay(known.reply);
    }
    const entry: Entry = { bodyHash, at: this.now(), reply: null };
    this.records.set(key, entry);
    try {
      const reply = await work();
      if (reply.status >= 400) {
        this.records.delete(key);
        return reply;
      }
      entry.reply = { status: reply.status, headers: [...reply.headers], body: await reply.text() };
      return replay(entry.reply, false);
    } catch (error) {
      this.records.delete(key);
      throw error;
    }
  }

  private forgetOld(): void {
    const oldest = this.now() - keyLifetimeMs;
    for (const [key, entry] of this.records) if (entry.at < oldest) this.records.delete(key);
  }
}

function idempotencyError(status: number, message: string): Response {
  return json(status, { error: message, type: 'idempotency_error' });
}

function replay(kept: KeptAnswer, replayed = true): Response {
  const headers = new Headers(kept.headers);
  if (replayed) headers.set('Idempotent-Replayed', 'true');
  return new Response(kept.body, { status: kept.status, headers });
}
