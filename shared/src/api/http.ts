import { earlyOrFetch } from '../boot/earlyResponses';
import type { CallFailure, CallName } from '../clientErrors/clientErrorReport';
import { reportClientError } from '../clientErrors/clientErrors';
import { unlessLeaving } from '../boot/pageLeaving';
import type { z } from 'zod/mini';

class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`${url} answered ${status}`);
  }
}

class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(
    readonly url: string,
    readonly ms: number,
  ) {
    super(`${url} did not answer within ${ms} ms`);
  }
}

class SchemaError extends Error {
  override name = 'SchemaError';
  constructor(
    readonly url: string,
    detail: string,
  ) {
    super(`${url} answered an unexpected shape: ${detail}`);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: BodyInit;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Sent even if the page is closed meanwhile (an event reported as the buyer leaves). */
  keepalive?: boolean;
  /** Which of the spec's calls 1-6 this is: its failure is reported as a client error (by name, never its URL). */
  call?: CallName;
}

/**
 * fetch with a timeout; rejects with HttpError, TimeoutError or the network's
 * own error (while the page is being left, only once it has stayed). A GET
 * that index.html's early script already started (the landing's offers)
 * takes that answer over instead of asking again.
 */
export async function request(url: string, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const fetchNow = (address: string, init: RequestInit) => ((init.method ?? 'GET') === 'GET' ? earlyOrFetch(address, init) : fetch(address, init));
  try {
    const response = await fetchNow(url, {
      method: options.method ?? 'GET',
      body: options.body,
      headers: options.headers,
      signal: controller.signal,
      credentials: 'omit',
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    if (!response.ok) {
      // Release the unread body, or the browser keeps the request open.
      await response.body?.cancel().catch(() => undefined);
      throw new HttpError(response.status, url);
    }
    return response;
  } catch (error) {
    const failure = controller.signal.aborted ? new TimeoutError(url, options.timeoutMs) : error;
    // No answer as the buyer leaves the page is the leaving itself (boot/pageLeaving.ts): held until the page stays.
    if (!(failure instanceof HttpError)) await unlessLeaving();
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}

/** How a request failed, as a client error says it: the answer's status, or no answer, none in time, or a refused one. */
export function callFailureOf(error: unknown): { failure: CallFailure; status: number | null } {
  if (error instanceof HttpError) return { failure: 'status', status: error.status };
  if (error instanceof TimeoutError) return { failure: 'timeout', status: null };
  if (error instanceof SchemaError) return { failure: 'schema', status: null };
  return { failure: 'network', status: null };
}

/** Requests JSON and parses it with the schema: the only way an API answer enters the app. */
export async function requestJson<Schema extends z.ZodMiniType>(url: string, schema: Schema, options: RequestOptions): Promise<z.infer<Schema>> {
  try {
    const response = await request(url, { ...options, headers: { Accept: 'application/json', ...options.headers } });
    let value: unknown;
    try {
      value = await response.json();
    } catch {
      throw new SchemaError(url, 'not JSON');
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new SchemaError(url, `${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`.trim());
    }
    return parsed.data;
  } catch (error) {
    if (options.call) reportClientError({ kind: 'call_failed', call: options.call, ...callFailureOf(error) });
    throw error;
  }
}
