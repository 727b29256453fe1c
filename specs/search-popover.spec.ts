// reader-experience §2.5, §7 and §9 (platform-reference §4 results per query): the search popover machine —
// a query is asked only after a pause in typing, each typed key starting the wait again; what shows is the
// answer to the query as typed, never an earlier one; the active option lives only in an open popover.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, transition } from 'xstate';
import { moveFocus } from '../core/search/predictive-search.ts';
import { createSearchPopoverMachine, QUERY_DEBOUNCE_MS, type SearchPopoverEvent } from '../core/search/search-popover.machine.ts';
import { currentResult } from '../core/search/search-results.ts';

const machine = createSearchPopoverMachine<string>();

/** Lets the answers of the stand-in actor (already resolved promises) arrive. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('reader-experience §2.5, §7 the search popover machine: a query waits for a pause in typing', () => {
  it('asks exactly the non-empty queries followed by a pause of QUERY_DEBOUNCE_MS, reports each, and shows the last one asked', async () => {
    const step = fc.record({ query: fc.constantFrom('', 'm', 'ma', 'map', 'maps'), pause: fc.integer({ min: 0, max: 2 * QUERY_DEBOUNCE_MS }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), fc.boolean(), async (steps, failing) => {
        const asked: string[] = [];
        const reported: string[] = [];
        const clock = new SimulatedClock();
        const live = machine.provide({
          actors: {
            fetchSuggestions: fromPromise<string, { query: string }>(async ({ input }) => {
              asked.push(input.query);
              if (failing) throw new Error('offline');
              return `answer to ${input.query}`;
            }),
          },
          actions: { reportQueried: (_, { query }) => void reported.push(query) },
        });
        const actor = createActor(live, { input: { query: '', recent: [] }, clock }).start();
        for (const { query, pause } of steps) {
          actor.send({ type: 'search.input', query });
          clock.increment(pause);
          await settle();
        }
        // The reader stops typing.
        clock.increment(QUERY_DEBOUNCE_MS);
        await settle();
        const expected = steps.flatMap(({ query, pause }, i) => (query !== '' && (pause >= QUERY_DEBOUNCE_MS || i === steps.length - 1) ? [query] : []));
        expect(asked).toEqual(expected);
        expect(reported).toEqual(expected);
        const { context, value } = actor.getSnapshot();
        actor.stop();
        expect(value).toMatchObject({ query: 'idle' });
        const last = steps[steps.length - 1]!.query;
        expect(context.query).toBe(last);
        if (last !== '') {
          expect(context.results.current).toBe(last);
          expect(currentResult(context.results)).toEqual(failing ? { status: 'error' } : { status: 'success', data: `answer to ${last}` });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('drops the call in flight when a key is typed: its answer never lands', async () => {
    let answer!: (data: string) => void;
    const clock = new SimulatedClock();
    const live = machine.provide({ actors: { fetchSuggestions: fromPromise<string, { query: string }>(() => new Promise((resolve) => (answer = resolve))) } });
    const actor = createActor(live, { input: { query: '', recent: [] }, clock }).start();
    actor.send({ type: 'search.input', query: 'ma' });
    clock.increment(QUERY_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toMatchObject({ query: 'asking' });
    actor.send({ type: 'search.input', query: 'map' });
    answer('late');
    await settle();
    expect(actor.getSnapshot().context.results.byQuery).toEqual({ ma: { status: 'loading' } });
    expect(actor.getSnapshot().value).toMatchObject({ query: 'waiting' });
    actor.stop();
  });
});

describe('reader-experience §2.5 the search popover machine: open, closed and the active option', () => {
  const event: fc.Arbitrary<SearchPopoverEvent> = fc.oneof(
    fc.constant({ type: 'search.focus' as const }),
    fc.constant({ type: 'search.leave' as const }),
    fc.constant({ type: 'search.escape' as const }),
    fc.constantFrom('', 'm', 'ma').map((query) => ({ type: 'search.input' as const, query })),
    fc.record({ key: fc.constantFrom('ArrowDown' as const, 'ArrowUp' as const), count: fc.integer({ min: 0, max: 5 }) }).map((e) => ({ type: 'search.move' as const, ...e })),
    fc.constantFrom('vite', 'xstate', 'elk').map((query) => ({ type: 'search.removeRecent' as const, query })),
  );

  it('has an active option only while open, moved as moveFocus says; removes recent searches only while open', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), (events) => {
        let [s] = initialTransition(machine, { query: '', recent: ['xstate', 'vite'] });
        expect(s.value).toEqual({ popover: 'closed', query: 'idle' });
        for (const e of events) {
          const before = s;
          [s] = transition(machine, s, e);
          const open = s.matches({ popover: 'open' });
          if (!open) expect(s.context.active).toBeNull();
          if (e.type === 'search.move') {
            expect(open).toBe(true);
            expect(s.context.active).toBe(moveFocus(before.context.active, e.count, e.key));
          }
          if (e.type === 'search.input') expect([open, s.context.active, s.context.query]).toEqual([true, null, e.query]);
          if (e.type === 'search.leave' || e.type === 'search.escape') expect(open).toBe(false);
          if (e.type === 'search.removeRecent') {
            const wasOpen = before.matches({ popover: 'open' });
            expect(s.context.recent).toEqual(wasOpen ? before.context.recent.filter((q) => q !== e.query) : before.context.recent);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reports search.predictiveOpened each time it opens, not while it stays open', () => {
    let opened = 0;
    const actor = createActor(machine.provide({ actions: { reportOpened: () => void opened++ } }), { input: { query: '', recent: [] } }).start();
    actor.send({ type: 'search.focus' });
    actor.send({ type: 'search.input', query: 'm' });
    actor.send({ type: 'search.move', key: 'ArrowDown', count: 2 });
    expect(opened).toBe(1);
    actor.send({ type: 'search.escape' });
    actor.send({ type: 'search.move', key: 'ArrowDown', count: 2 });
    expect(opened).toBe(2);
    actor.stop();
  });
});
