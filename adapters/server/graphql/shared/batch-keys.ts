// How a DataLoader's batch answers its keys in order: rows matched by a key, or a map's values with a fallback.

/** Each key's row, or null where there is none. */
export function byKey<T, K>(keys: readonly K[], rows: readonly T[], key: (row: T) => K): (T | null)[] {
  const map = new Map<K, T>();
  for (const row of rows) map.set(key(row), row);
  return keys.map((k) => map.get(k) ?? null);
}

/** Each key's value in the map, or the fallback. */
export function fromMap<K, V>(keys: readonly K[], map: Map<K, V>, fallback: V): V[] {
  return keys.map((k) => map.get(k) ?? fallback);
}
