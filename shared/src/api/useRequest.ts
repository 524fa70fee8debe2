import { useCallback, useEffect, useState } from 'react';

export type Requested<Data> = { status: 'loading' } | { status: 'ready'; data: Data } | { status: 'error'; error: Error };

interface Options {
  /** Keep showing the last answer while the next key loads (no flicker between two carts). */
  keepPrevious?: boolean;
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * The one way a screen waits for something: a request per key (null: nothing
 * to ask), its loading, its answer or its failure, and a retry. The loaders
 * of the spec's calls are built on it; components never fetch themselves.
 * An answer that arrives after the key changed is dropped.
 */
export function useRequest<Data>(
  key: string | null,
  load: () => Promise<Data>,
  { keepPrevious = false }: Options = {},
): Requested<Data> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // Each answer names the request it answers (its key and attempt): a new key or a retry shows loading until its
  // own answer comes, unless the last answer is kept.
  const [answer, setAnswer] = useState<{ key: string; attempt: number; state: Requested<Data> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (data) => current && setAnswer({ key, attempt, state: { status: 'ready', data } }),
      (error: unknown) => current && setAnswer({ key, attempt, state: { status: 'error', error: asError(error) } }),
    );
    return () => {
      current = false;
    };
    // The key names the request: `load` may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const own = answer !== null && answer.key === key && answer.attempt === attempt;
  const state: Requested<Data> = answer && (own || keepPrevious) ? answer.state : { status: 'loading' };
  return { ...state, retry };
}
