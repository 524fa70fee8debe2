/** Local storage key of the tour's completed flag (spec §9). */
export const tourStorageKey = 'tourCompletedSubscriptions';

/** Whether the tour was finished or closed before; storage that cannot be read counts as done (no nagging). */
export function isTourCompleted(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(tourStorageKey) != null;
  } catch {
    return true;
  }
}

export function markTourCompleted(storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(tourStorageKey, 'true');
  } catch (error) {
    console.warn('The tour flag could not be saved', error);
  }
}
