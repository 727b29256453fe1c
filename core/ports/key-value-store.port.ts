// A small key-value store for the browser's remembered choices (sidebar open, tooltips seen, dismissed
// flags, recent searches). platform-reference §5: local storage falls back to memory when unusable.
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
