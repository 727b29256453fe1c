// localStorage when it works (it throws in some private modes and when full), memory otherwise.
import type { KeyValueStore } from '../../core/ports/key-value-store.port.ts';
import { memoryKeyValueStore } from './key-value-store.memory.ts';

const PREFIX = 'quire:';

function usable(storage: Storage | undefined): storage is Storage {
  if (!storage) return false;
  try {
    storage.setItem(`${PREFIX}probe`, '1');
    storage.removeItem(`${PREFIX}probe`);
    return true;
  } catch {
    return false;
  }
}

export function localStorageKeyValueStore(storage: Storage | undefined = globalThis.localStorage): KeyValueStore {
  if (!usable(storage)) return memoryKeyValueStore();
  const fallback = memoryKeyValueStore();
  return {
    get(key) {
      try {
        return storage.getItem(PREFIX + key) ?? fallback.get(key);
      } catch {
        return fallback.get(key);
      }
    },
    set(key, value) {
      try {
        storage.setItem(PREFIX + key, value);
      } catch {
        fallback.set(key, value);
      }
    },
    remove(key) {
      fallback.remove(key);
      try {
        storage.removeItem(PREFIX + key);
      } catch {
        // Nothing more to do: the memory copy is gone.
      }
    },
  };
}
