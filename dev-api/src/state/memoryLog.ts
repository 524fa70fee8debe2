import type { MemoryStore } from './memoryStore';

/** An append-only in-memory list (orders, tracking events), cleared by the control reset. */
export class MemoryLog<Entry> implements MemoryStore {
  readonly recordsState = true;
  private entries: Entry[] = [];

  constructor(private readonly limit = 10_000) {}

  add(entry: Entry): Entry {
    this.entries.push(entry);
    // A long-running dev server must not grow without bound: the oldest entries go first.
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
    return entry;
  }

  list(): Entry[] {
    return [...this.entries];
  }

  get size(): number {
    return this.entries.length;
  }

  clear(): void {
    this.entries = [];
  }
}
