// Issue 19, the uncached path: a statement Quire runs again and again is prepared once per connection and then
// only bound and executed. Kysely hands node-postgres a text and its parameters, and node-postgres parses every
// unnamed statement anew (Parse, then Bind/Execute): on the embedded store, which runs PostgreSQL on the server's
// own thread, parsing and analysing a short look-up cost about as much as running it. Naming the statement makes
// node-postgres send Parse once per connection (it tracks what each connection has parsed).
//
// Bounds: only parameterised statements are named (they already use the extended protocol, so they are one
// statement each; texts without parameters — migrations, `set …` — keep the simple protocol); a text is named on
// its second use, so one-off statements never take a slot; at most MAX_NAMED texts per process are named (each
// prepared statement holds memory in every connection that ran it). The planner keeps choosing a custom plan per
// call for skewed look-ups: `plan_cache_mode` stays PostgreSQL's `auto`, which re-plans with the parameters until a
// generic plan is shown to cost no more.
//
// A prepared statement whose tables changed shape under it (a migration run while the process serves) fails with
// "cached plan must not change result type": that text is never named again and the statement runs once more
// unnamed, so nothing the caller sees changes.
import type pg from 'pg';

const MAX_NAMED = 1000;
/**
 * Errors of a named statement that mean the prepared copy, not the statement, is at fault: its plan outlived a change
 * of shape (0A000), it is gone (26000) or already there (42P05), or its generic plan could not match an ON CONFLICT
 * whose partial index predicate was given as a parameter (42P10; write such predicates as literals).
 */
const STALE_PREPARED = new Set(['0A000', '26000', '42P05', '42P10']);

export type PreparedStatements = {
  /** Wraps a pool client so its parameterised statements are prepared once (idempotent per client). */
  attach(client: pg.PoolClient): void;
  /** Texts named so far (bench and tests). */
  readonly size: number;
};

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;
const ATTACHED = Symbol('quire.preparedStatements');

export function preparedStatements(max = MAX_NAMED): PreparedStatements {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  const refused = new Set<string>();
  // Names are never reused, even for a text given up: a connection may still hold the old one.
  let made = 0;
  const nameOf = (text: string): string | undefined => {
    const named = names.get(text);
    if (named !== undefined || refused.has(text)) return named;
    if (!seen.has(text)) {
      if (seen.size < max * 4) seen.add(text);
      return undefined;
    }
    if (names.size >= max) return undefined;
    const name = `quire_${made++}`;
    names.set(text, name);
    return name;
  };
  return {
    get size() {
      return names.size;
    },
    attach(client) {
      const target = client as unknown as { query: Query; [ATTACHED]?: true };
      if (target[ATTACHED]) return;
      target[ATTACHED] = true;
      const query = client.query.bind(client) as Query;
      target.query = (text, values, callback) => {
        if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) return query(text, values, callback);
        const name = nameOf(text);
        if (name === undefined) return query(text, values);
        return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
          const code = (error as { code?: unknown } | null)?.code;
          if (typeof code !== 'string' || !STALE_PREPARED.has(code)) throw error;
          names.delete(text);
          refused.add(text);
          return query(text, values);
        });
      };
    },
  };
}
