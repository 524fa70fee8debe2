/**
 * Something dev-api records while it runs (orders, intents, keys, faults…).
 * The control reset clears every one of them, found on the context by the
 * `recordsState` mark, so a store added later cannot be forgotten by the
 * reset. The mark is explicit because shape alone would also catch
 * configuration (a Set of allowed origins has size and clear too).
 */
export interface MemoryStore {
  readonly recordsState: true;
  /** How many entries were recorded since the last reset. */
  readonly size: number;
  clear(): void;
}

export function isMemoryStore(value: unknown): value is MemoryStore {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof MemoryStore, unknown>>;
  return candidate.recordsState === true && typeof candidate.clear === 'function' && typeof candidate.size === 'number';
}

/** A store whose records are one Map: its size, and the reset's clear, are the map's. */
export abstract class MapStore<Key, Value> implements MemoryStore {
  readonly recordsState = true;
  protected readonly records = new Map<Key, Value>();

  get size(): number {
    return this.records.size;
  }

  clear(): void {
    this.records.clear();
  }
}
