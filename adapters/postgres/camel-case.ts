// Kysely's CamelCasePlugin, with its result mapping made copy-on-write: the stock plugin rebuilds every row and,
// recursively, every object and array inside it (a story's body of paragraphs and markups, the JSON of nested
// selects), even where no key has an underscore to change. Here a value is rebuilt only when a key inside it
// changes; a paragraph's JSON, whose keys are camel-cased already, is handed on as the driver parsed it (issue 19:
// the uncached story page spent a sixth of its time collecting garbage). The spelling is the stock plugin's own
// (its memoised camelCase); queries are transformed by the stock plugin unchanged.
import { CamelCasePlugin } from 'kysely';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

export class QuireCamelCasePlugin extends CamelCasePlugin {
  override mapRow(row: Record<string, unknown>): Record<string, unknown> {
    return this.#mapObject(row);
  }

  /** The value with every key inside it camel-cased: itself when nothing inside changes. */
  #mapValue(value: unknown): unknown {
    if (Array.isArray(value)) return this.#mapArray(value);
    if (isPlainObject(value)) return this.#mapObject(value);
    return value;
  }

  /** As the stock plugin does, the plain objects of an array are mapped; an array inside an array is left as it is. */
  #mapArray(list: unknown[]): unknown[] {
    let out: unknown[] | null = null;
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      const mapped = isPlainObject(item) ? this.#mapObject(item) : item;
      if (mapped !== item && out === null) out = list.slice(0, i);
      if (out !== null) out.push(mapped);
    }
    return out ?? list;
  }

  #mapObject(row: Record<string, unknown>): Record<string, unknown> {
    const keys = Object.keys(row);
    let changed = false;
    const values: unknown[] = [];
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const value = row[key];
      const mapped = this.#mapValue(value);
      values.push(mapped);
      if (mapped !== value || key.includes('_')) changed = true;
    }
    if (!changed) return row;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      out[key.includes('_') ? this.camelCase(key) : key] = values[i];
    }
    return out;
  }
}
