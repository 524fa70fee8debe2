import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { userSchema, type PaidSubscription, type User } from '@suscripciones/shared/schemas';
import { getPaidSubscriptions } from '@suscripciones/shared/api';
import { decodeToken, InvalidTokenError } from '@suscripciones/shared/token';

export const userStorageKey = 'decodedToken';
/** Marks a tab that signed in, so a reload keeps the session while a fresh visit without a token does not. */
export const sessionTabKey = 'suscripcionesSessionTab';

const userStorage = {
  getItem(key: string): User | null {
    try {
      const raw = localStorage.getItem(key);
      if (!raw) return null;
      const parsed = userSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  setItem(key: string, user: User | null): void {
    try {
      if (user) localStorage.setItem(key, JSON.stringify(user));
      else localStorage.removeItem(key);
    } catch (error) {
      console.warn('The session could not be saved', error);
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  },
};

export const userAtom = atomWithStorage<User | null>(userStorageKey, null, userStorage, { getOnInit: true });
export const isLoggedInAtom = atom((get) => get(userAtom) !== null);

export type PaidSubscriptionsState =
  | { status: 'idle' | 'loading'; items: PaidSubscription[] }
  | { status: 'loaded'; items: PaidSubscription[] }
  | { status: 'error'; items: PaidSubscription[]; error: Error };

export const paidSubscriptionsStateAtom = atom<PaidSubscriptionsState>({ status: 'idle', items: [] });
export const paidSubscriptionsAtom = atom((get) => get(paidSubscriptionsStateAtom).items);

/** Where the login hands the buyer back to: reset to the current address (URL-encoded) on logout. */
export const redirectUrlAtom = atom<string>('');

export interface TokenResolution {
  user: User | null;
  error: InvalidTokenError | null;
  /** The address with `token` removed, or null when there was none to remove. */
  cleanedHref: string | null;
}

/**
 * Reads `?token` from an address: a good token gives its user, a bad one an
 * InvalidTokenError (and no user). Pure, so start-up and tests share it.
 */
export function resolveTokenFromHref(href: string): TokenResolution {
  const url = new URL(href);
  if (!url.searchParams.has('token')) return { user: null, error: null, cleanedHref: null };
  const token = url.searchParams.get('token');
  url.searchParams.delete('token');
  const cleanedHref = url.toString();
  try {
    return { user: decodeToken(token), error: null, cleanedHref };
  } catch (error) {
    if (error instanceof InvalidTokenError) return { user: null, error, cleanedHref };
    throw error;
  }
}

function readSessionTab(): boolean {
  try {
    return sessionStorage.getItem(sessionTabKey) === '1';
  } catch {
    return false;
  }
}

function writeSessionTab(active: boolean): void {
  try {
    if (active) sessionStorage.setItem(sessionTabKey, '1');
    else sessionStorage.removeItem(sessionTabKey);
  } catch {
    /* storage unavailable: the session then lasts for this page only */
  }
}

/**
 * Runs once at start-up, before the first render: takes the token out of the
 * address (replaceState, so it stays in neither history nor referrers) and
 * sets or clears the user. Without a token the stored user is kept only in
 * the tab that signed in, so a reload does not sign the buyer out.
 */
export function startSessionFromLocation(store: { set: (atom: typeof userAtom, user: User | null) => void }): TokenResolution {
  const resolution = resolveTokenFromHref(window.location.href);
  if (resolution.cleanedHref) window.history.replaceState(window.history.state, '', resolution.cleanedHref);
  if (resolution.error) console.warn(resolution.error.message);
  if (resolution.user) {
    writeSessionTab(true);
    store.set(userAtom, resolution.user);
  } else if (resolution.error || !readSessionTab()) {
    writeSessionTab(false);
    store.set(userAtom, null);
  }
  return resolution;
}

/** Logout (spec §4): clears the user, the token in the address, the stored data and the paid subscriptions. */
export const logoutAtom = atom(null, (_get, set) => {
  const url = new URL(window.location.href);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.toString());
  set(redirectUrlAtom, encodeURIComponent(url.toString()));
  set(userAtom, null);
  writeSessionTab(false);
  set(paidSubscriptionsStateAtom, { status: 'idle', items: [] });
});

/** Fetches the paid subscriptions (call 5) whenever the signed-in user changes. */
export function usePaidSubscriptionsSync(): void {
  const user = useAtomValue(userAtom);
  const setState = useSetAtom(paidSubscriptionsStateAtom);
  const tokenId = user?.token_id;
  useEffect(() => {
    if (!tokenId) {
      setState({ status: 'idle', items: [] });
      return;
    }
    let current = true;
    setState({ status: 'loading', items: [] });
    void getPaidSubscriptions(tokenId).then((answer) => {
      if (!current) return;
      if (answer instanceof Error) setState({ status: 'error', items: [], error: answer });
      else setState({ status: 'loaded', items: answer.data });
    });
    return () => {
      current = false;
    };
  }, [tokenId, setState]);
}
