import { createStore } from 'jotai';
import type { User } from '../schemas/entities';
import { answerSessionSwitchAtom, sessionSwitchAtom, startSessionFromLocation, userAtom } from './sessionAtoms';
import { storageKeys } from '../storage/storageKeys';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: Record<string, unknown>) => `${part({ alg: 'HS256' })}.${part(payload)}.sig`;
const now = () => Math.floor(Date.now() / 1000);
const maria: User = { token_id: 'member-1', nombre: 'María', apellidos: 'López', email: 'maria@example.com', foto: null };
const pablo = { token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín', email: 'pablo@example.com', foto: null };

/** A page load: a new store, the session started, the user as a mounted screen reads it. */
function visit(search: string) {
  window.history.replaceState(null, '', `/suscripciones/terms${search}`);
  const store = createStore();
  const resolution = startSessionFromLocation(store);
  const stop = store.sub(userAtom, () => undefined);
  const user = store.get(userAtom);
  stop();
  return { user, resolution, store, pending: store.get(sessionSwitchAtom) };
}
const storedUser = () => JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null') as unknown;

describe('the session at start-up', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('a good token signs its user in, is stored under decodedToken and leaves the address', () => {
    const { user } = visit(`?lang=es&token=${token({ ...maria, exp: now() + 60 })}`);
    expect(user).toEqual(maria);
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(maria);
    expect(window.location.search).toBe('?lang=es');
    expect(sessionStorage.getItem(storageKeys.sessionTab)).toBe('1');
  });

  it.each([
    ['another user’s expired token', () => token({ ...pablo, exp: now() - 10 }), 'expired'],
    ['a malformed token', () => 'not.a-token', 'missing-part'],
    ['a token that is not a user', () => token({ hello: 'world' }), 'invalid-json'],
  ])('%s never replaces the signed-in session of this tab, and says its class', (_case, bad, kind) => {
    visit(`?token=${token(maria)}`);
    const { user, resolution } = visit(`?lang=en&token=${bad()}`);
    expect(resolution.error?.kind).toBe(kind);
    expect(user).toEqual(maria);
    expect(window.location.search).toBe('?lang=en');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`(${kind})`));
  });

  it('an expired token in a fresh tab signs nobody in', () => {
    const { user } = visit(`?token=${token({ ...pablo, exp: now() - 10 })}`);
    expect(user).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('without a token, the session lasts in the tab that signed in and not in a fresh one', () => {
    visit(`?token=${token(maria)}`);
    expect(visit('').user).toEqual(maria);
    sessionStorage.clear();
    expect(visit('').user).toBeNull();
  });
});

describe('a link with another buyer’s token', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the signed-in buyer and asks, with both accounts, the token out of the address', () => {
    visit(`?token=${token(maria)}`);
    const { user, pending } = visit(`?lang=es&token=${token(pablo)}`);
    expect(user).toEqual(maria);
    expect(pending).toEqual({ current: maria, offered: pablo });
    expect(storedUser()).toEqual(maria);
    expect(window.location.search).toBe('?lang=es');
  });

  it.each([
    ['switch', pablo],
    ['keep', maria],
  ] as const)('answered "%s", signs in that buyer and asks no more', (answer, signedIn) => {
    visit(`?token=${token(maria)}`);
    const { store } = visit(`?token=${token(pablo)}`);
    const stop = store.sub(userAtom, () => undefined);
    store.set(answerSessionSwitchAtom, answer);
    expect(store.get(userAtom)).toEqual(signedIn);
    expect(store.get(sessionSwitchAtom)).toBeNull();
    expect(storedUser()).toEqual(signedIn);
    stop();
    // A reload of the tab keeps the answer.
    expect(visit('').user).toEqual(signedIn);
  });

  it('asks in a fresh tab too, when another tab of this browser is signed in', () => {
    visit(`?token=${token(maria)}`);
    sessionStorage.clear();
    const { user, pending } = visit(`?token=${token(pablo)}`);
    expect(user).toEqual(maria);
    expect(pending).toEqual({ current: maria, offered: pablo });
  });

  it('takes the same buyer’s new token silently (a refresh of the data)', () => {
    visit(`?token=${token(maria)}`);
    const renamed = { ...maria, nombre: 'María José' };
    const { user, pending } = visit(`?token=${token(renamed)}`);
    expect(user).toEqual(renamed);
    expect(pending).toBeNull();
  });

  it('takes the token when nobody is signed in (the spec)', () => {
    const { user, pending } = visit(`?token=${token(pablo)}`);
    expect(user).toEqual(pablo);
    expect(pending).toBeNull();
  });
});
