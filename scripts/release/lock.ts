import { lock } from 'proper-lockfile';

/**
 * Runs `change` holding the site's release lock (on its config file), so releases of two squads at once each read
 * the config the other wrote: both land, one after the other. A lock left by a process that died is taken over
 * once it is stale (not refreshed for `staleMs`); one still held is waited for, up to `waitMs`.
 */
export async function withReleaseLock<T>(configFile: string, change: () => Promise<T>, { waitMs = 120_000, staleMs = 20_000 } = {}): Promise<T> {
  const retryEveryMs = 200;
  const release = await lock(configFile, {
    stale: staleMs,
    retries: { retries: Math.ceil(waitMs / retryEveryMs), factor: 1, minTimeout: retryEveryMs, maxTimeout: retryEveryMs },
  });
  try {
    return await change();
  } finally {
    await release();
  }
}
