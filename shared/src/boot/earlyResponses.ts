/**
 * The requests index.html's early script started before any bundle arrived
 * (the runtime config, the route's remote manifest, the route's first API
 * call), left on the window by address. Whoever makes the same request later
 * takes the response over, once, instead of asking again; a failed early
 * request is simply made again, so errors and retries behave as without it.
 */
export const earlyResponsesKey = '__suscripcionesEarly';

export type EarlyResponses = Record<string, Promise<Response> | undefined>;

function early(): EarlyResponses | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, EarlyResponses | undefined>)[earlyResponsesKey];
}

/** The early response for this address, once; undefined when none was started. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const responses = early();
  const response = responses?.[url];
  if (!responses || !response) return undefined;
  delete responses[url];
  return response;
}

/**
 * The early answer when it is a usable one; otherwise the request made now.
 * The caller's abort signal (its timeout) applies to the early request too.
 */
export function earlyOrFetch(url: string, init?: RequestInit): Promise<Response> {
  const again = () => fetch(url, init);
  const response = takeEarlyResponse(url);
  if (!response) return again();
  const adopted = response.then((answer) => {
    if (answer.ok && !answer.bodyUsed) return answer;
    // Not used: its body is let go, or the browser keeps that request open.
    if (!answer.bodyUsed) void answer.body?.cancel().catch(() => undefined);
    return again();
  }, again);
  const signal = init?.signal;
  if (!signal) return adopted;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason instanceof Error ? signal.reason : new DOMException('The request was aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    adopted.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
