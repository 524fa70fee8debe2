import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { userSchema, type PaidSubscription, type User } from '@suscripciones/shared/schemas/entities';
import { getPaidSubscriptions } from '@suscripciones/shared/api/client';
import { localStore, sessionStore, type KeyValueStorage } from '@suscripciones/shared/storage/browserStorage';
import { persistedAtom } from '@suscripciones/shared/storage/persistedAtom';
import { decodeToken, InvalidTokenError } from '@suscripciones/shared/session/token';

export const userStorageKey = 'decodedToken';
/** Marks a tab that signed in, so a reload keeps the session while a fresh visit without a token does not. */
export const sessionTabKey = 'suscripcionesSessionTab';

function parseStoredUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Where the session is kept. A session belongs to the tab that signed in: it
 * is kept in that tab's session storage (so a reload keeps it even when
 * another tab, opened without a token, has cleared the browser's copy) and,
 * as the spec says, under decodedToken in local storage. Other tabs' writes
 * are not taken: signing out a fresh tab must not sign out the tab paying.
 */
const sessionStorageOfTab: KeyValueStorage = {
  degraded: () => localStore.degraded(),
  onDegraded: (listener) => localStore.onDegraded(listener),
  read: (key) => sessionStore.read(key) ?? localStore.read(key),
  write: (key, value) => {
    sessionStore.write(key, value);
    localStore.write(key, value);
  },
  remove: (key) => {
    sessionStore.remove(key);
    localStore.remove(key);
  },
  subscribe: () => () => undefined,
};

/** The signed-in user (spec: stored under decodedToken): the one fact of the session. */
export const userAtom = persistedAtom<User | null>(userStorageKey, sessionStorageOfTab, {
  parse: parseStoredUser,
  serialize: (user) => (user ? JSON.stringify(user) : null),
});

/** Only the id: paid subscriptions are asked again when it changes, not when the same user is stored again. */
const tokenIdAtom = atom((get) => get(userAtom)?.token_id ?? null);

export type PaidSubscriptionsState =
  | { status: 'loading' | 'loaded'; items: PaidSubscription[] }
  | { status: 'error'; items: PaidSubscription[]; error: Error };

const signedOut: PaidSubscriptionsState = { status: 'loaded', items: [] };

/** How many times the buyer asked to load the paid subscriptions again (after a failure). */
const paidSubscriptionsRequestAtom = atom(0);

/** Asks call 5 again: prices cannot be final while the buyer's subscriptions are unknown. */
export const retryPaidSubscriptionsAtom = atom(null, (get, set) => {
  set(paidSubscriptionsRequestAtom, get(paidSubscriptionsRequestAtom) + 1);
});

/** Call 5 for the signed-in user; a failure is the error itself (spec §7), shown to nobody. */
const paidSubscriptionsQueryAtom = atom(async (get): Promise<PaidSubscriptionsState> => {
  const tokenId = get(tokenIdAtom);
  get(paidSubscriptionsRequestAtom);
  if (!tokenId) return signedOut;
  try {
    const answer = await getPaidSubscriptions(tokenId);
    return answer instanceof Error ? { status: 'error', items: [], error: answer } : { status: 'loaded', items: answer.data };
  } catch (error) {
    // Never a rejected atom: a screen reading it must not throw.
    return { status: 'error', items: [], error: error instanceof Error ? error : new Error(String(error)) };
  }
});

/** The paid subscriptions as the screens read them: loading while call 5 is on its way. */
export const paidSubscriptionsStateAtom = unwrap(paidSubscriptionsQueryAtom, (): PaidSubscriptionsState => ({ status: 'loading', items: [] }));
export const paidSubscriptionsAtom = atom((get) => get(paidSubscriptionsStateAtom).items);

/** Where the login hands the buyer back to: reset to the current address (URL-encoded) on logout. */
const redirectUrlAtom = atom<string>('');

export interface TokenResolution {
  user: User | null;
  error: InvalidTokenError | null;
  /** The address with `token` removed, or null when there was none to remove. */
  cleanedHref: string | null;
}

/**
 * Reads `?token` from an address: a good token gives its user, a bad or
 * expired one an InvalidTokenError (and no user). Pure, so start-up and
 * tests share it.
 */
function resolveTokenFromHref(href: string, now: number = Date.now()): TokenResolution {
  const url = new URL(href);
  if (!url.searchParams.has('token')) return { user: null, error: null, cleanedHref: null };
  const token = url.searchParams.get('token');
  url.searchParams.delete('token');
  const cleanedHref = url.toString();
  try {
    return { user: decodeToken(token, now), error: null, cleanedHref };
  } catch (error) {
    if (error instanceof InvalidTokenError) return { user: null, error, cleanedHref };
    throw error;
  }
}

const isSessionTab = (): boolean => sessionStore.read(sessionTabKey) === '1';

type UserStore = { set: (target: typeof userAtom, user: User | null) => void };

function signOutTab(store: UserStore): void {
  sessionStore.remove(sessionTabKey);
  store.set(userAtom, null);
}

/**
 * Runs once at start-up, before the first render: takes the token out of the
 * address (replaceState, so it stays in neither history nor referrers) and
 * sets the user. A good token signs its user in. A bad or expired one never
 * replaces a session: it counts as no token at all, and its error class is
 * told in the console. Without a token the stored user is kept only in the
 * tab that signed in, so a reload does not sign the buyer out while a fresh
 * visit (the spec's "no token clears the user") does.
 */
export function startSessionFromLocation(store: UserStore): TokenResolution {
  const resolution = resolveTokenFromHref(window.location.href);
  if (resolution.cleanedHref) window.history.replaceState(window.history.state, '', resolution.cleanedHref);
  if (resolution.error) console.warn(`${resolution.error.message} (${resolution.error.kind})`);
  if (resolution.user) {
    sessionStore.write(sessionTabKey, '1');
    store.set(userAtom, resolution.user);
  } else if (!isSessionTab()) {
    signOutTab(store);
  }
  return resolution;
}

/**
 * Logout (spec §4): clears the user, the token in the address, the stored data and the paid subscriptions.
 * @keep the spec's logout action, which the menu does not show
 */
export const logoutAtom = atom(null, (_get, set) => {
  const url = new URL(window.location.href);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.toString());
  set(redirectUrlAtom, encodeURIComponent(url.toString()));
  // The paid subscriptions follow: they are derived from the user.
  signOutTab({ set: (target, user) => set(target, user) });
});
