// The network edge of the go-live check: one request, with a timeout, read
// whole into a plain value. Whatever happens (an answer of any status, a
// refused connection, an unknown host, silence) comes back as an Answer;
// nothing throws, so every check is a pure function of it.

export type NoAnswerReason = 'timeout' | 'refused' | 'unknown-host' | 'tls' | 'connection' | 'other';

export type Answer =
  | { kind: 'answer'; url: string; status: number; headers: Headers; body: string }
  | { kind: 'no-answer'; url: string; reason: NoAnswerReason; detail: string; timeoutMs: number };

interface ProbeRequest {
  method?: 'GET' | 'POST' | 'OPTIONS';
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  /** A CORS preflight is not followed through a redirect by a browser: 'manual' shows the redirect itself. */
  redirect?: 'follow' | 'manual';
}

export type Probe = (url: string, request?: ProbeRequest) => Promise<Answer>;

const tlsCodes = /^(CERT_|ERR_TLS_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_(GET|VERIFY)_|ERR_SSL_)/;

/** A field of a thrown value, read by its shape: errors may come from another realm (a test's), where instanceof fails. */
const fieldOf = (value: unknown, name: 'code' | 'name' | 'message' | 'cause' | 'errors'): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** The error's code, or the first code of an aggregated one (a host with several addresses). */
function codeOf(error: unknown): string | undefined {
  const code = fieldOf(error, 'code');
  if (typeof code === 'string') return code;
  const errors = fieldOf(error, 'errors');
  return Array.isArray(errors) ? errors.map(codeOf).find((inner) => inner !== undefined) : undefined;
}

/** Why a request got no answer, from the error fetch threw (undici puts the system's error in `cause`). */
export function noAnswerReasonOf(error: unknown): { reason: NoAnswerReason; detail: string } {
  const name = fieldOf(error, 'name');
  if (name === 'TimeoutError' || name === 'AbortError') return { reason: 'timeout', detail: 'timed out' };
  const cause = fieldOf(error, 'cause') ?? error;
  const code = codeOf(cause);
  const text = fieldOf(cause, 'message');
  const message = typeof text === 'string' && text !== '' ? text : String(cause);
  const detail = code && !message.includes(code) ? `${code}: ${message}` : message;
  if (code === 'ECONNREFUSED') return { reason: 'refused', detail };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { reason: 'unknown-host', detail };
  if (code !== undefined && tlsCodes.test(code)) return { reason: 'tls', detail };
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
    return { reason: 'connection', detail };
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return { reason: 'timeout', detail };
  return { reason: 'other', detail };
}

/** Requests with fetch; each request, its body included, gives up after `timeoutMs`. */
export function httpProbe(timeoutMs: number): Probe {
  return async (url, request = {}) => {
    try {
      const response = await fetch(url, {
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        redirect: request.redirect ?? 'follow',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.text();
      return { kind: 'answer', url, status: response.status, headers: response.headers, body };
    } catch (error) {
      return { kind: 'no-answer', url, ...noAnswerReasonOf(error), timeoutMs };
    }
  };
}
