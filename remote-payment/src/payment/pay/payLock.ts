import { z } from 'zod/mini';
import { localStore, type KeyValueStorage } from '@suscripciones/shared';

/**
 * One payer at a time across the tabs of a browser. The Web Locks API
 * (`navigator.locks`) holds an exclusive lock for the whole pay sequence: a
 * second tab's press waits its turn, then finds the cart paid (or goes on
 * with the same intent). The lock ends with the task, or with the tab.
 * Where locks are missing (older browsers, some embedded web views) a claim
 * in local storage with an expiry stands in: renewed while the task runs, so
 * a tab that dies mid-payment frees the cart after a short while.
 */
export const payLockName = (tokenId: string): string => `suscripciones-pay:${tokenId}`;

/** How long a storage claim holds without being renewed. */
export const claimLifetimeMs = 15_000;
const claimRenewMs = 5_000;
const claimRetryMs = 250;
/** After writing a claim, how long to wait before reading it back: another tab's write in the same instant wins or loses by then. */
const claimSettleMs = 60;

const claimSchema = z.object({ owner: z.string(), until: z.number() });

type Locks = Pick<LockManager, 'request'>;

const browserLocks = (): Locks | null =>
  typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function' ? navigator.locks : null;

export interface PayLockDeps {
  locks: Locks | null;
  storage: KeyValueStorage;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  owner: string;
}

const defaultDeps = (): PayLockDeps => ({
  locks: browserLocks(),
  storage: localStore,
  now: Date.now,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  owner: crypto.randomUUID(),
});

/** Runs `task` while this tab is the only one paying under `name`. */
export async function withPayLock<T>(name: string, task: () => Promise<T>, deps: PayLockDeps = defaultDeps()): Promise<T> {
  if (deps.locks) return deps.locks.request(name, { mode: 'exclusive' }, task);
  return withStorageClaim(name, task, deps);
}

function readClaim(storage: KeyValueStorage, key: string): z.infer<typeof claimSchema> | null {
  try {
    const parsed = claimSchema.safeParse(JSON.parse(storage.read(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function withStorageClaim<T>(name: string, task: () => Promise<T>, deps: PayLockDeps): Promise<T> {
  const key = `suscripcionesPayClaim:${name}`;
  const claim = () => deps.storage.write(key, JSON.stringify({ owner: deps.owner, until: deps.now() + claimLifetimeMs }));
  for (;;) {
    const current = readClaim(deps.storage, key);
    if (!current || current.until <= deps.now() || current.owner === deps.owner) {
      claim();
      await deps.sleep(claimSettleMs);
      if (readClaim(deps.storage, key)?.owner === deps.owner) break;
    }
    await deps.sleep(claimRetryMs);
  }
  const renew = setInterval(claim, claimRenewMs);
  try {
    return await task();
  } finally {
    clearInterval(renew);
    if (readClaim(deps.storage, key)?.owner === deps.owner) deps.storage.remove(key);
  }
}
