// Issue 23 (stats), "deduplicated per reader per story per day, bots excluded": a view and a read each count at most
// once per reader, story and UTC day, however many tabs, reloads or retries report them. This is the rule, once: who
// a reader is (their account, else their browser, else their network and user agent), the key an event counts under,
// and the reference model of counting — of a sequence of events, the first of each key counts. The store keeps the
// keys it has counted (story_views and story_reads, a unique key each), so batches arriving in any order, on any
// server process, count what the model counts (stats.repository.test.ts checks the store against it). Bots never get
// here (read.policy.ts countsForStats).
import type { Day } from './stats-period.ts';

/** The kinds of stats event counted once per reader per story per day. */
export const COUNTED_ONCE_KINDS = ['view', 'read'] as const;
export type CountedOnceKind = (typeof COUNTED_ONCE_KINDS)[number];

/** What tells readers apart: a signed-in reader's account, a signed-out reader's browser, or, last, the network. */
export type ReaderIdentity = {
  viewerId: string | null;
  /** A stable key for a signed-out reader's browser (the hash of its xsrf cookie); '' when there is none. */
  browserKey: string;
  /** The hash of the network and user agent. */
  networkKey: string;
};

/** The reader's key (at most 100 characters, the store's bound): `u:` an account, `b:` a browser, `n:` a network. */
export function readerKeyOf(r: ReaderIdentity): string {
  const key = r.viewerId ? `u:${r.viewerId}` : r.browserKey ? `b:${r.browserKey}` : `n:${r.networkKey}`;
  return key.slice(0, 100);
}

export type CountedOnceEvent = { kind: CountedOnceKind; postId: string; day: Day; readerKey: string };

/** The key an event counts under: its kind, story, day and reader. */
export const countOnceKey = (e: CountedOnceEvent): string => `${e.kind}\u0000${e.postId}\u0000${e.day}\u0000${e.readerKey}`;

/**
 * The reference model: the events that count, in order — the first of each key not already in `seen` — and the keys
 * seen afterwards. Counting batch after batch with the keys carried over counts what counting them all at once does.
 */
export function countOnce<E extends CountedOnceEvent>(events: readonly E[], seen: ReadonlySet<string> = new Set()): { counted: E[]; seen: Set<string> } {
  const next = new Set(seen);
  const counted: E[] = [];
  for (const e of events) {
    const key = countOnceKey(e);
    if (next.has(key)) continue;
    next.add(key);
    counted.push(e);
  }
  return { counted, seen: next };
}
