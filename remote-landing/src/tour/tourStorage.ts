import { localStore, type KeyValueStorage, storageKeys } from '@suscripciones/shared';

/** Local storage key of the tour's completed flag (docs/rules.md). */

/**
 * Whether the tour was finished or closed before. A browser that keeps
 * nothing (blocked or full storage) counts as done: it would otherwise show
 * the tour on every visit (no nagging).
 */
export function isTourCompleted(storage: KeyValueStorage = localStore): boolean {
  return storage.read(storageKeys.tourCompleted) != null || storage.degraded();
}

export function markTourCompleted(storage: KeyValueStorage = localStore): void {
  storage.write(storageKeys.tourCompleted, 'true');
}
