// Issue 16: claps on the demo corpus's stories from its readers, so a newcomer sees counts at first start.
// Derived from the corpus and `now` with no randomness (a hash of ids), so the corpus itself is unchanged. A
// realistic spread: about a quarter of the stories have none, most have a few clappers, and one in ten draws
// many readers (and hundreds of claps). Each reader gives 1 to 50, most a handful. Member-only stories are left
// out (not every reader may read them), and nobody claps for their own story. The stories' counters are the sums
// of these rows (seed.ts sets them from the rows in the same transaction; specs/demo-claps.spec.ts checks).
import { MAX_CLAPS_PER_READER } from '../../../core/claps/clap-rules.ts';
import type { DemoCorpus } from './corpus.types.ts';

export type DemoClap = { postId: string; userId: string; count: number; lastAdded: number; clientId: string; createdAt: Date; updatedAt: Date };

/** FNV-1a, 32 bits: a stable number from a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** How many readers clap for a story: 0 for about a quarter, a few for most, many for one in ten. */
function clappersFor(postId: string, readers: number): number {
  const roll = hash(`clappers:${postId}`) % 100;
  if (roll < 25) return 0;
  if (roll < 90) return 1 + (hash(`few:${postId}`) % 6);
  return Math.min(readers, 15 + (hash(`many:${postId}`) % 40));
}

/** A reader's claps: mostly a handful, sometimes all 50. */
function clapsOf(postId: string, userId: string): number {
  const roll = hash(`claps:${postId}:${userId}`) % 100;
  if (roll < 60) return 1 + (roll % 5);
  if (roll < 90) return 5 + (roll % 20);
  return MAX_CLAPS_PER_READER;
}

/**
 * A stable pick of `count` readers for a story or list (sorted by a hash of (target, reader)), each with their
 * claps and a time between `since` and now.
 */
function pickedClaps(targetId: string, candidates: readonly { id: string }[], count: number, since: Date, now: Date) {
  const picked = [...candidates].sort((a, b) => hash(`${targetId}:${a.id}`) - hash(`${targetId}:${b.id}`)).slice(0, count);
  const from = since.getTime();
  const span = Math.max(1, now.getTime() - from);
  return picked.map((user) => {
    const claps = clapsOf(targetId, user.id);
    const at = new Date(from + (hash(`at:${targetId}:${user.id}`) % span));
    return { userId: user.id, count: claps, lastAdded: claps, clientId: 'demo', createdAt: at, updatedAt: at };
  });
}

export function demoClapsOf(corpus: DemoCorpus, now: Date): DemoClap[] {
  const users = [...corpus.users].sort((a, b) => (a.id < b.id ? -1 : 1));
  const rows: DemoClap[] = [];
  for (const post of corpus.posts) {
    if (post.publishedAt === null || post.isLocked) continue;
    const candidates = users.filter((u) => u.id !== post.creatorId && u.createdAt.getTime() <= now.getTime());
    const count = clappersFor(post.id, candidates.length);
    if (count === 0) continue;
    for (const clap of pickedClaps(post.id, candidates, count, post.publishedAt, now)) rows.push({ postId: post.id, ...clap });
  }
  return rows;
}

/** Each story's total: the sum of its rows. */
export function demoClapTotals(rows: readonly DemoClap[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.postId, (totals.get(row.postId) ?? 0) + row.count);
  return totals;
}

/** A reader's claps on a list (migration 0026), like DemoClap on a story. */
export type DemoCatalogClap = { catalogId: string; userId: string; count: number; lastAdded: number; clientId: string; createdAt: Date; updatedAt: Date };

/**
 * Claps on the readers' public lists (reader-experience §3 Catalog.clappers): 2 to 7 readers each, never the
 * owner, each with a stable 1..50 — so a newcomer opening a list sees a count and who clapped.
 */
export function demoCatalogClapsOf(lists: readonly { id: string; userId: string; type: string; visibility: string; createdAt: Date }[], users: readonly { id: string; createdAt: Date }[], now: Date): DemoCatalogClap[] {
  const sorted = [...users].filter((u) => u.createdAt.getTime() <= now.getTime()).sort((a, b) => (a.id < b.id ? -1 : 1));
  const rows: DemoCatalogClap[] = [];
  for (const list of lists) {
    if (list.type !== 'LISTS' || list.visibility !== 'PUBLIC') continue;
    const candidates = sorted.filter((u) => u.id !== list.userId);
    for (const clap of pickedClaps(list.id, candidates, 2 + (hash(`list-clappers:${list.id}`) % 6), list.createdAt, now)) rows.push({ catalogId: list.id, ...clap });
  }
  return rows;
}
