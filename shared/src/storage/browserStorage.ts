/**
 * The one way the apps reach the browser's storage. Storage can be blocked
 * (the `localStorage` getter throws in some privacy modes and embedded
 * frames) or full (`setItem` throws QuotaExceededError); then a value lives
 * in memory for the life of the tab instead, and the page can say once that
 * it will not be kept. Nothing here throws.
 */
export type StorageKind = 'local' | 'session';

export interface KeyValueStorage {
  /** Whether a value could not be stored (or read) and lives in memory for this tab only. */
  degraded(): boolean;
  /** Calls back once, when the storage first turns out to be unusable. */
  onDegraded(listener: () => void): () => void;
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
  /** Calls back with another tab's write of the key (never with this tab's own writes). */
  subscribe(key: string, onChange: (value: string | null) => void): () => void;
}

/** The browser's storage object, or null when reaching it throws or there is none. */
function reach(kind: StorageKind): { storage: Storage | null; error?: unknown } {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return { storage: storage ?? null, error: storage ? undefined : new Error(`no ${kind} storage`) };
  } catch (error) {
    return { storage: null, error };
  }
}

/**
 * A storage of one kind. Each key falls back to memory on its own the first
 * time the browser refuses it, and then stays in memory: reading the
 * browser's older value after a refused write would bring back what the
 * buyer just changed.
 */
export function createBrowserStorage(kind: StorageKind): KeyValueStorage {
  const memory = new Map<string, string | null>();
  const listeners = new Set<() => void>();
  let degraded = false;

  const degrade = (error: unknown): void => {
    if (degraded) return;
    degraded = true;
    console.warn(`Browser ${kind} storage is not available: this tab keeps its data in memory only`, error);
    listeners.forEach((listener) => listener());
  };
  const usable = (): Storage | null => {
    const { storage, error } = reach(kind);
    // Outside a browser (the build-time render) there is nothing to keep: not a degraded browser.
    if (!storage && typeof window !== 'undefined') degrade(error);
    return storage;
  };

  return {
    degraded: () => degraded,
    onDegraded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      const storage = usable();
      if (!storage) return null;
      try {
        return storage.getItem(key);
      } catch (error) {
        degrade(error);
        return null;
      }
    },
    write(key, value) {
      if (!memory.has(key)) {
        const storage = usable();
        if (storage) {
          try {
            storage.setItem(key, value);
            return;
          } catch (error) {
            degrade(error);
            // A full storage may still hold an older copy that must not come back.
            try {
              storage.removeItem(key);
            } catch {
              /* memory wins from now on anyway */
            }
          }
        }
      }
      memory.set(key, value);
    },
    remove(key) {
      if (memory.has(key)) memory.set(key, null);
      try {
        reach(kind).storage?.removeItem(key);
      } catch {
        /* nothing stored that could be removed */
      }
    },
    subscribe(key, onChange) {
      const { storage } = reach(kind);
      if (!storage || typeof window === 'undefined') return () => undefined;
      const listener = (event: StorageEvent) => {
        // key null: another tab cleared the whole storage.
        if (event.storageArea !== storage || (event.key !== key && event.key !== null) || memory.has(key)) return;
        onChange(event.newValue);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** localStorage: the cart, the signed-in user, paid orders. */
export const localStore = createBrowserStorage('local');
/** sessionStorage: what belongs to this tab (the session marker, the payment attempt, the last order). */
export const sessionStore = createBrowserStorage('session');
