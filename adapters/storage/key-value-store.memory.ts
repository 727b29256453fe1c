import type { KeyValueStore } from '../../core/ports/key-value-store.port.ts';

export function memoryKeyValueStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
