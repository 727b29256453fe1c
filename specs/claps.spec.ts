// Issue 16 claps: the rules (≤ 50 per reader per story, the total is the sum over readers), the clap state's
// reducer (platform-reference §3) and the clap machine against a fake server that applies the same rule,
// under any interleaving of clicks, quiet time, answers, lost answers and retries, on a simulated clock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type Actor } from 'xstate';
import {
  addClaps,
  CLAP_MESSAGES,
  clapButtonLabel,
  clapReducer,
  clapRefusal,
  initialClapState,
  MAX_CLAPS_PER_READER,
  readClapRequest,
  type ClapAction,
} from '../core/claps/clap-rules.ts';
import { CLAP_FLUSH_DELAY_MS, clapMachine, type ClapAnswer, type ClapNotice, type SendClapsInput } from '../core/claps/clap.machine.ts';
import { formatCount } from '../core/format/count.ts';

/** The server's rule, as the store applies it in one statement: capped at 50, a repeated client id adds nothing. */
class FakeServer {
  readonly rows = new Map<string, { count: number; clientId: string }>();
  clap(reader: string, clientId: string, claps: number): ClapAnswer {
    const row = this.rows.get(reader);
    if (!row) this.rows.set(reader, { count: addClaps(0, claps).count, clientId });
    else if (row.clientId !== clientId) this.rows.set(reader, { count: addClaps(row.count, claps).count, clientId });
    return { clapCount: this.total(), viewerClapCount: this.rows.get(reader)!.count };
  }
  total(): number {
    let sum = 0;
    for (const row of this.rows.values()) sum += row.count;
    return sum;
  }
  count(reader: string): number {
    return this.rows.get(reader)?.count ?? 0;
  }
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

type Call = { reader: number; input: SendClapsInput; resolve: (a: ClapAnswer) => void; reject: (e: Error) => void };

function readers(count: number, server: FakeServer, clock: SimulatedClock) {
  const calls: Call[] = [];
  const notices: ClapNotice[][] = [];
  const problems: string[] = [];
  const actors: Actor<typeof clapMachine>[] = [];
  for (let i = 0; i < count; i++) {
    notices.push([]);
    const machine = clapMachine.provide({
      actors: {
        sendClaps: fromPromise<ClapAnswer, SendClapsInput>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              if (calls.some((c) => c.reader === i)) problems.push('two requests in flight');
              if (input.claps < 1 || input.claps > MAX_CLAPS_PER_READER) problems.push(`sent ${input.claps} claps`);
              calls.push({ reader: i, input, resolve, reject });
            }),
        ),
      },
      actions: { notify: (_, notice) => notices[i]!.push(notice) },
    });
    const actor = createActor(machine, {
      clock,
      input: { postId: 'p1', viewerId: `r${i}`, isAuthor: false, clapCount: 0, viewerClapCount: 0, clientIdPrefix: `page${i}` },
    });
    actor.start();
    actors.push(actor);
  }
  return { calls, notices, problems, actors };
}

type Op =
  | { kind: 'click'; reader: number; times: number }
  | { kind: 'tick' }
  | { kind: 'answer'; outcome: 'ok' | 'fail' | 'lost' }
  | { kind: 'retry'; reader: number };

const READERS = 3;
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('click' as const), reader: fc.nat(READERS - 1), times: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('tick' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('answer' as const), outcome: fc.constantFrom('ok' as const, 'ok' as const, 'fail' as const, 'lost' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retry' as const), reader: fc.nat(READERS - 1) }) },
);

describe('reader-experience §9 claps: the rules', () => {
  it('addClaps never passes 50 and counts only what fits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: -5, max: 200 }), (current, requested) => {
        const { count, added } = addClaps(current, requested);
        expect(count).toBeLessThanOrEqual(MAX_CLAPS_PER_READER);
        expect(count).toBe(current + added);
        expect(added).toBeGreaterThanOrEqual(0);
        expect(added).toBeLessThanOrEqual(Math.max(0, requested));
      }),
    );
  });

  it('a request asks for 1 to 50 claps under a client id, with a message otherwise', () => {
    expect(MAX_CLAPS_PER_READER).toBe(50);
    expect(readClapRequest({ claps: 51, clientId: 'a' })).toEqual({ ok: false, message: 'You can clap up to 50 times.' });
    expect(readClapRequest({ claps: 0, clientId: 'a' })).toEqual({ ok: false, message: 'Clap at least once.' });
    expect(readClapRequest({ claps: -3, clientId: 'a' })).toEqual({ ok: false, message: 'Clap at least once.' });
    expect(readClapRequest({ claps: 2.5, clientId: 'a' })).toEqual({ ok: false, message: 'Clap at least once.' });
    expect(readClapRequest({ claps: 3, clientId: '' })).toEqual({ ok: false, message: CLAP_MESSAGES.badClientId });
    expect(readClapRequest({ claps: 3, clientId: 'x'.repeat(65) })).toEqual({ ok: false, message: CLAP_MESSAGES.badClientId });
    expect(readClapRequest({ claps: 50, clientId: 'page-1' })).toEqual({ ok: true, claps: 50, clientId: 'page-1' });
  });

  it('who may clap: signed in, not the writer, on a story they may read', () => {
    expect(clapRefusal({ creatorId: 'w', readable: true }, null)).toBe('signIn');
    expect(clapRefusal(null, 'r')).toBe('notAvailable');
    expect(clapRefusal({ creatorId: 'w', readable: false }, 'r')).toBe('notAvailable');
    expect(clapRefusal({ creatorId: 'w', readable: true }, 'w')).toBe('ownStory');
    expect(clapRefusal({ creatorId: 'w', readable: true }, 'r')).toBeNull();
    expect(CLAP_MESSAGES.notAvailable).toBe('This story is not available.');
  });

  it('the button names the count (K/M abbreviated) and the viewer’s claps', () => {
    expect(clapButtonLabel({ clapCount: 1, viewerClapCount: 0 }, formatCount(1))).toBe('Clap (1 clap)');
    expect(clapButtonLabel({ clapCount: 1234, viewerClapCount: 3 }, formatCount(1234))).toBe('Clap (1.2K claps, 3 from you)');
    expect(clapButtonLabel({ clapCount: 2_500_000, viewerClapCount: 0 }, formatCount(2_500_000))).toBe('Clap (2.5M claps)');
  });
});

describe('platform-reference §3 clap state per post: the reducer', () => {
  const actionArb: fc.Arbitrary<ClapAction> = fc.oneof(
    fc.record({ type: fc.constant('clapped' as const), claps: fc.integer({ min: 0, max: 60 }) }),
    fc.record({ type: fc.constant('fetched' as const), clapCount: fc.integer({ min: 50, max: 1000 }), viewerClapCount: fc.integer({ min: 0, max: 50 }) }),
    fc.record({
      type: fc.constant('answered' as const),
      clapCount: fc.integer({ min: 50, max: 1000 }),
      viewerClapCount: fc.integer({ min: 0, max: 50 }),
      unanswered: fc.integer({ min: 0, max: 60 }),
    }),
  );

  it('keeps postId, never passes 50 of the viewer’s, and a clap moves the total by what it added', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        let state = initialClapState('p1', 0, 0);
        for (const action of actions) {
          const next = clapReducer(state, action);
          expect(next.postId).toBe('p1');
          expect(next.viewerClapCount).toBeLessThanOrEqual(MAX_CLAPS_PER_READER);
          if (action.type === 'clapped') {
            expect(next.clapCount - state.clapCount).toBe(next.viewerClapCount - state.viewerClapCount);
            if (next.viewerClapCount > state.viewerClapCount) expect(next.viewerHasClappedSinceFetch).toBe(true);
          }
          if (action.type === 'fetched') expect(next.viewerHasClappedSinceFetch).toBe(false);
          state = next;
        }
      }),
    );
  });
});

describe('reader-experience §9 claps: the clap machine', () => {
  it('a burst of clicks shows at once and goes as one request after the quiet time', async () => {
    const clock = new SimulatedClock();
    const server = new FakeServer();
    const { calls, actors } = readers(1, server, clock);
    const actor = actors[0]!;
    for (let i = 0; i < 3; i++) actor.send({ type: 'clap.add' });
    expect(actor.getSnapshot().context.state).toMatchObject({ clapCount: 3, viewerClapCount: 3, viewerHasClappedSinceFetch: true });
    clock.increment(CLAP_FLUSH_DELAY_MS - 1);
    await flush();
    expect(calls).toHaveLength(0);
    clock.increment(1);
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toEqual({ postId: 'p1', clientId: 'page0-1', claps: 3 });
  });

  it('a signed-out reader gets the sign-in modal, the writer nothing, and nothing is sent', () => {
    let signIns = 0;
    const machine = clapMachine.provide({ actions: { requireSignIn: () => void signIns++ } });
    const out = createActor(machine, { input: { postId: 'p', viewerId: null, isAuthor: false, clapCount: 4, viewerClapCount: 0, clientIdPrefix: 'x' } }).start();
    out.send({ type: 'clap.add' });
    expect(signIns).toBe(1);
    expect(out.getSnapshot().context.state.clapCount).toBe(4);
    expect(out.getSnapshot().value).toBe('idle');
    const writer = createActor(machine, { input: { postId: 'p', viewerId: 'w', isAuthor: true, clapCount: 4, viewerClapCount: 0, clientIdPrefix: 'x' } }).start();
    writer.send({ type: 'clap.add' });
    expect(writer.getSnapshot().context.state.clapCount).toBe(4);
    expect(writer.getSnapshot().value).toBe('idle');
  });

  it('a failure rolls back to the last answer; the retry resends under the same client id', async () => {
    const clock = new SimulatedClock();
    const server = new FakeServer();
    const { calls, actors, notices } = readers(1, server, clock);
    const actor = actors[0]!;
    actor.send({ type: 'clap.add' });
    actor.send({ type: 'clap.add' });
    clock.increment(CLAP_FLUSH_DELAY_MS);
    await flush();
    const call = calls.shift()!;
    server.clap('r0', call.input.clientId, call.input.claps); // the server counted it, but the answer was lost
    call.reject(new Error('network'));
    await flush();
    expect(actor.getSnapshot().context.state.viewerClapCount).toBe(0);
    expect(notices[0]).toEqual([{ kind: 'failed' }]);
    actor.send({ type: 'clap.retry' });
    expect(actor.getSnapshot().context.state.viewerClapCount).toBe(2);
    await flush();
    const retry = calls.shift()!;
    expect(retry.input.clientId).toBe(call.input.clientId);
    retry.resolve(server.clap('r0', retry.input.clientId, retry.input.claps));
    await flush();
    expect(server.count('r0')).toBe(2);
    expect(actor.getSnapshot().context.state).toMatchObject({ clapCount: 2, viewerClapCount: 2 });
  });

  it('the total equals the sum over readers and never passes 50 per reader, under any interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 60 }), async (ops) => {
        const clock = new SimulatedClock();
        const server = new FakeServer();
        const { calls, actors, problems } = readers(READERS, server, clock);
        const check = () => {
          let sum = 0;
          for (let i = 0; i < READERS; i++) {
            const shownViewer = actors[i]!.getSnapshot().context.state.viewerClapCount;
            expect(shownViewer).toBeLessThanOrEqual(MAX_CLAPS_PER_READER);
            expect(server.count(`r${i}`)).toBeLessThanOrEqual(MAX_CLAPS_PER_READER);
            sum += server.count(`r${i}`);
          }
          expect(server.total()).toBe(sum);
          expect(problems).toEqual([]);
        };
        const answer = (outcome: 'ok' | 'fail' | 'lost') => {
          const call = calls.shift();
          if (!call) return;
          const reader = `r${call.reader}`;
          if (outcome === 'fail') return call.reject(new Error('refused'));
          const result = server.clap(reader, call.input.clientId, call.input.claps);
          if (outcome === 'lost') return call.reject(new Error('answer lost'));
          call.resolve(result);
        };
        for (const op of ops) {
          if (op.kind === 'click') for (let t = 0; t < op.times; t++) actors[op.reader]!.send({ type: 'clap.add' });
          else if (op.kind === 'tick') clock.increment(CLAP_FLUSH_DELAY_MS);
          else if (op.kind === 'answer') answer(op.outcome);
          else actors[op.reader]!.send({ type: 'clap.retry' });
          await flush();
          check();
        }
        // Settle: retry what failed, let every burst go, answer everything.
        for (let round = 0; round < 10; round++) {
          for (const actor of actors) actor.send({ type: 'clap.retry' });
          clock.increment(CLAP_FLUSH_DELAY_MS);
          await flush();
          while (calls.length > 0) {
            answer('ok');
            await flush();
          }
          check();
        }
        for (let i = 0; i < READERS; i++) {
          const snapshot = actors[i]!.getSnapshot();
          expect(snapshot.value).toBe('idle');
          expect(snapshot.context.state.viewerClapCount).toBe(server.count(`r${i}`));
          expect(snapshot.context.state.clapCount).toBeGreaterThanOrEqual(snapshot.context.state.viewerClapCount);
        }
      }),
      { numRuns: 150 },
    );
  });
});
