import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createFeedPagerMachine, type FeedPage } from '../core/feed/feed-pager.machine.ts';

type Item = { id: string };

/** A feed of `total` items served `size` at a time; the answers listed in `failures` fail. */
function run(total: number, size: number, failures: Set<number>) {
  const all: Item[] = Array.from({ length: total }, (_, i) => ({ id: `p${i}` }));
  let call = 0;
  const machine = createFeedPagerMachine<Item>().provide({
    actors: {
      fetchPage: fromPromise<FeedPage<Item>, { cursor: string }>(async ({ input }) => {
        const n = call++;
        if (failures.has(n)) throw new Error('offline');
        // Overlap by one item on purpose: a post published meanwhile shifts pages.
        const from = Math.max(0, Number(input.cursor) - 1);
        const items = all.slice(from, Number(input.cursor) + size);
        const end = Number(input.cursor) + size;
        return { items, next: end < total ? String(end) : null };
      }),
    },
  });
  return createActor(machine, { input: { items: all.slice(0, size), next: size < total ? String(size) : null } });
}

describe('the home feed\'s "Show more" pager', () => {
  it('ends with every item exactly once, in order, whatever fails along the way', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 10 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 12 }), { maxLength: 5 }),
        async (total, size, failing) => {
          const actor = run(total, size, new Set(failing)).start();
          for (let guard = 0; guard < 60 && !actor.getSnapshot().matches('exhausted'); guard++) {
            const before = actor.getSnapshot().context.items.length;
            actor.send({ type: 'feed.more' });
            const after = await waitFor(actor, (s) => !s.matches('loading'));
            // A failure never loses what was shown.
            expect(after.context.items.length).toBeGreaterThanOrEqual(before);
          }
          const ids = actor.getSnapshot().context.items.map((i) => i.id);
          expect(ids).toEqual(Array.from({ length: total }, (_, i) => `p${i}`));
          expect(actor.getSnapshot().status).toBe('done');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is exhausted at once when the first page is the last', () => {
    const actor = run(3, 10, new Set()).start();
    expect(actor.getSnapshot().matches('exhausted')).toBe(true);
  });

  it('goes to failed on an error and tries again on the next request', async () => {
    const actor = run(20, 5, new Set([0])).start();
    actor.send({ type: 'feed.more' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.items).toHaveLength(5);
    actor.send({ type: 'feed.more' });
    const next = await waitFor(actor, (s) => s.matches('idle'));
    expect(next.context.items).toHaveLength(10);
    expect(next.context.lastAdded).toBe(5);
  });
});
