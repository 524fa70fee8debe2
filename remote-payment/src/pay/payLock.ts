/**
 * One payer at a time across the tabs of a browser: the Web Locks API holds an exclusive lock per buyer for the
 * whole payment, so a second tab's press waits its turn, then finds the cart paid (or goes on with the same
 * intent). The lock ends with the payment, or with the tab.
 *
 * Every engine we support has Web Locks (Chrome and Edge 69, Firefox 96, Safari 15.4 and later: the e2e-engines
 * journeys check Chromium, Firefox and WebKit). A browser without them still pays: the stored attempt and the
 * intent's status, asked before any confirmation, keep one cart from being charged twice; only two tabs pressing
 * Pay in the same instant could then each make a payment method for the one intent.
 */
export const payLockName = (tokenId: string): string => `suscripciones-pay:${tokenId}`;

type Locks = Pick<LockManager, 'request'>;

const browserLocks = (): Locks | null =>
  typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function' ? navigator.locks : null;

/** Runs `task` while this tab is the only one paying under `name`. */
export async function withPayLock<T>(name: string, task: () => Promise<T>, locks: Locks | null = browserLocks()): Promise<T> {
  if (!locks) return task();
  return locks.request(name, { mode: 'exclusive' }, task);
}
