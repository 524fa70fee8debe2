import type { WritableAtom } from 'jotai';
import { atomWithStorage, type RESET } from 'jotai/utils';
import type { KeyValueStorage } from './browserStorage';

/** How a value is read from its stored text (anything bad gives a safe value) and written back (null removes it). */
export interface StoredCodec<Value> {
  parse(raw: string | null): Value;
  serialize(value: Value): string | null;
}

export type PersistedAtom<Value> = WritableAtom<Value, [Value | typeof RESET | ((previous: Value) => Value | typeof RESET)], void>;

/**
 * An atom that holds one fact and keeps it in the browser's storage through
 * the storage adapter: read once when first used, written on every set, and
 * told about other tabs' writes, which it takes without writing them back.
 */
export function persistedAtom<Value>(key: string, storage: KeyValueStorage, codec: StoredCodec<Value>): PersistedAtom<Value> {
  return atomWithStorage<Value>(
    key,
    codec.parse(null),
    {
      getItem: (name) => codec.parse(storage.read(name)),
      setItem: (name, value) => {
        const raw = codec.serialize(value);
        if (raw === null) storage.remove(name);
        else storage.write(name, raw);
      },
      removeItem: (name) => storage.remove(name),
      subscribe: (name, onChange) => storage.subscribe(name, (raw) => onChange(codec.parse(raw))),
    },
    { getOnInit: true },
  );
}
