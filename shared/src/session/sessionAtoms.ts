import { atom, type createStore } from 'jotai';
import { unwrap } from 'jotai/utils';
import { userSchema, type PaidSubscription, type User } from '../schemas/entities';
import { getPaidSubscriptions } from '../api/client';
import { localStore, sessionStore, type KeyValueStorage } from '../storage/browserStorage';
import { persistedAtom } from '../storage/persistedAtom';
import { decodeToken, InvalidTokenError } from './token';
import { storageKeys } from '../storage/storageKeys';

/** Marks a tab that signed in, so a reload keeps the session while a fresh visit without a token does not. */

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
export const userAtom = persistedAtom<User | null>(storageKeys.user, sessionStorageOfTab, {
  parse: parseStoredUser,
  serialize: (user) => (user ? JSON.stringify(user) : null),
});

/** Only the id: paid subscriptions are asked again when it changes, not when the same user is stored again. */
const tokenIdAtom = atom((get) => get(userAtom)?.token_id ?? null);

export type PaidSubscriptionsState = { status: 'loading' | 'loaded'; items: PaidSubscription[] } | { status: 'error'; items: PaidSubscription[]; error: Error };

const signedOut: PaidSubscriptionsState = { status: 'loaded', items: [] };

/** How many times the buyer asked to load the paid subscriptions again (after a failure). */
const paidSubscriptionsRequestAtom = atom(0);

/** Asks call 5 again: prices cannot be final while the buyer's subscriptions are unknown. */
export const retryPaidSubscriptionsAtom = atom(null, (get, set) => {
  set(paidSubscriptionsRequestAtom, get(paidSubscriptionsRequestAtom) + 1);
});

/** Call 5 for the signed-in user; a failure is the error itself (docs/rules.md), shown to nobody. */
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

const isSessionTab = (): boolean => sessionStore.read(storageKeys.sessionTab) === '1';

type SessionStore = Pick<ReturnType<typeof createStore>, 'set'>;
type SetUser = (user: User | null) => void;

function signOutTab(setUser: SetUser): void {
  sessionStore.remove(storageKeys.sessionTab);
  setUser(null);
}

/**
 * A link's token for another buyer than the one signed in, waiting for the
 * buyer's answer. Kept in memory only: the token has left the address, so a
 * reload before answering keeps the current session, the safe side.
 */
export interface SessionSwitch {
  current: User;
  offered: User;
}
export const sessionSwitchAtom = atom<SessionSwitch | null>(null);

type SessionStart = { kind: 'take'; user: User } | { kind: 'ask'; current: User; offered: User } | { kind: 'keep' } | { kind: 'sign-out' };

/**
 * What start-up does with the address's token (already decoded, or null when
 * absent or bad), given the buyer signed in in this browser (`current`, as
 * stored) and whether this tab signed in. A link must not swap one buyer for
 * another unasked (a crafted link would sign the victim in as someone else,
 * who then receives what the victim pays for): another buyer's token is
 * asked about; the same buyer's (same token_id) refreshes the data silently;
 * with nobody signed in the token is taken, as the spec says.
 */
function decideSessionStart(offered: User | null, current: User | null, sessionTab: boolean): SessionStart {
  if (offered) return current && current.token_id !== offered.token_id ? { kind: 'ask', current, offered } : { kind: 'take', user: offered };
  return sessionTab ? { kind: 'keep' } : { kind: 'sign-out' };
}

/**
 * Runs once at start-up, before the first render: takes the token out of the
 * address (replaceState, so it stays in neither history nor referrers) and
 * sets the user as decideSessionStart says. A bad or expired token counts as
 * no token at all, and its error class is told in the console. Without a
 * token the stored user is kept only in the tab that signed in, so a reload
 * does not sign the buyer out while a fresh visit (the spec's "no token
 * clears the user") does. While a switch is asked, the current buyer stays
 * signed in, in this tab too.
 */
export function startSessionFromLocation(store: SessionStore): TokenResolution {
  const resolution = resolveTokenFromHref(window.location.href);
  if (resolution.cleanedHref) window.history.replaceState(window.history.state, '', resolution.cleanedHref);
  if (resolution.error) console.warn(`${resolution.error.message} (${resolution.error.kind})`);
  // Read from storage, not the atom: the atom's first value was read when its module loaded.
  const decision = decideSessionStart(resolution.user, parseStoredUser(sessionStorageOfTab.read(storageKeys.user)), isSessionTab());
  const setUser: SetUser = (user) => store.set(userAtom, user);
  if (decision.kind === 'sign-out') signOutTab(setUser);
  if (decision.kind === 'take' || decision.kind === 'ask') {
    sessionStore.write(storageKeys.sessionTab, '1');
    setUser(decision.kind === 'take' ? decision.user : decision.current);
  }
  store.set(sessionSwitchAtom, decision.kind === 'ask' ? { current: decision.current, offered: decision.offered } : null);
  return resolution;
}

/** The buyer's answer to a switch: the link's buyer ("switch") or the current one ("keep current"). */
export const answerSessionSwitchAtom = atom(null, (get, set, answer: 'switch' | 'keep') => {
  const pending = get(sessionSwitchAtom);
  if (!pending) return;
  set(sessionSwitchAtom, null);
  if (answer === 'switch') set(userAtom, pending.offered);
});

/**
 * The session as it is stored, for an app embedded in another site's page:
 * that page's `?token` is not ours to take out of its address, nor its
 * storage ours to clear, so nothing is written.
 */
export function readStoredSession(store: { get: (target: typeof userAtom) => User | null }): TokenResolution {
  return { user: store.get(userAtom), error: null, cleanedHref: null };
}

/**
 * Logout (docs/rules.md): clears the user, the token in the address, the stored data and the paid subscriptions.
 * @keep the spec's logout action, which the menu does not show
 */
export const logoutAtom = atom(null, (_get, set) => {
  const url = new URL(window.location.href);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.toString());
  set(redirectUrlAtom, encodeURIComponent(url.toString()));
  // The paid subscriptions follow: they are derived from the user.
  signOutTab((user) => set(userAtom, user));
});
