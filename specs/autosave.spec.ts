// Issue 15 (the draft saves itself: 'Saving…' / 'Saved'; never loses text, two tabs on one draft) and
// reader-experience §4 '409: Conflict': the editor's autosave machine, on a simulated clock with a fake server.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Paragraph } from '../core/content/paragraph.ts';
import { autosaveLabel } from '../core/editor/autosave-status.ts';
import {
  autosaveMachine,
  DEBOUNCE_MS,
  retryDelayMs,
  type DraftContent,
  type SaveAnswer,
  type SaveDraftRequest,
  type ServerCopy,
} from '../core/editor/autosave.machine.ts';
import {
  localCopyKey,
  parseLocalCopy,
  serializeLocalCopy,
  shouldRestoreLocalCopy,
  type LocalCopy,
} from '../core/editor/local-copy.ts';
import { SteppingClock } from '../ui/statecharts/stepping-clock.ts';

type Call = { request: SaveDraftRequest; resolve: (a: SaveAnswer) => void; reject: (e: Error) => void };

const content = (title: string, body: Paragraph[] = []): DraftContent => ({ title, subtitle: '', body });

/** Lets promise callbacks (the fake server's answers) reach the actor: no timers involved. */
async function flush() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

function start(input: { postId: string | null; revision: number; content: DraftContent; dirty?: boolean }, serverCopy?: ServerCopy) {
  const clock = new SteppingClock();
  const calls: Call[] = [];
  const stored: string[] = [];
  let cleared = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const machine = autosaveMachine.provide({
    actors: {
      save: fromPromise<SaveAnswer, SaveDraftRequest>(
        ({ input: request }) =>
          new Promise<SaveAnswer>((resolve, reject) => {
            inFlight++;
            maxInFlight = Math.max(maxInFlight, inFlight);
            const done = () => inFlight--;
            calls.push({ request, resolve: (a) => (done(), resolve(a)), reject: (e) => (done(), reject(e)) });
          }),
      ),
      loadServerCopy: fromPromise<ServerCopy, { postId: string }>(async () => serverCopy ?? { revision: 0, content: content('') }),
    },
    actions: {
      storeLocalCopy: ({ context }) => void stored.push(context.content.title),
      clearLocalCopy: () => void cleared++,
    },
  });
  const actor = createActor(machine, { clock, input }).start();
  const state = () => String(actor.getSnapshot().value);
  const edit = (title: string) => actor.send({ type: 'editor.edit', content: content(title), at: clock.now() });
  return { actor, clock, calls, stored, state, edit, cleared: () => cleared, maxInFlight: () => maxInFlight };
}

describe('issue 15 editor autosave; reader-experience §4 409: Conflict', () => {
  it("saves once the writer pauses for the debounce, on the base revision, then says 'Saved'", async () => {
    const t = start({ postId: 'p1', revision: 3, content: content('A') });
    expect(autosaveLabel(t.state())).toBe('Draft');
    t.edit('AB');
    expect(t.state()).toBe('dirty');
    expect(autosaveLabel(t.state())).toBe('Saving…');
    t.clock.increment(DEBOUNCE_MS - 1);
    t.edit('ABC'); // restarts the pause
    t.clock.increment(DEBOUNCE_MS - 1);
    expect(t.calls).toHaveLength(0);
    t.clock.increment(1);
    expect(t.state()).toBe('saving');
    expect(t.calls).toHaveLength(1);
    expect(t.calls[0]!.request).toEqual({ postId: 'p1', baseRevision: 3, content: content('ABC') });
    t.calls[0]!.resolve({ kind: 'saved', postId: 'p1', revision: 4 });
    await flush();
    expect(t.state()).toBe('saved');
    expect(autosaveLabel(t.state())).toBe('Saved');
    expect(t.actor.getSnapshot().context.revision).toBe(4);
    expect(t.stored).toEqual(['AB', 'ABC']);
    expect(t.cleared()).toBe(1);
  });

  it('creates a new story on its first keystroke, and an edit during a save queues exactly one more save', async () => {
    const t = start({ postId: null, revision: 0, content: content('') });
    t.edit('H');
    t.clock.increment(0);
    expect(t.calls).toHaveLength(1);
    expect(t.calls[0]!.request.postId).toBeNull();
    t.edit('He');
    t.edit('Hel');
    t.edit('Hell');
    t.calls[0]!.resolve({ kind: 'saved', postId: 'new-1', revision: 1 });
    await flush();
    expect(t.calls).toHaveLength(2);
    expect(t.calls[1]!.request).toEqual({ postId: 'new-1', baseRevision: 1, content: content('Hell') });
    t.calls[1]!.resolve({ kind: 'saved', postId: 'new-1', revision: 2 });
    await flush();
    expect(t.state()).toBe('saved');
    expect(t.calls).toHaveLength(2);
    expect(t.maxInFlight()).toBe(1);
  });

  it('on a conflict shows the server message and loses nothing: "Keep mine as a new draft" creates a draft with the writer\'s copy', async () => {
    const t = start({ postId: 'p1', revision: 3, content: content('mine') });
    t.edit('mine!');
    t.clock.increment(DEBOUNCE_MS);
    t.calls[0]!.resolve({ kind: 'conflict', message: '409: Conflict. This story was changed in another tab.', currentRevision: 5 });
    await flush();
    expect(t.state()).toBe('conflict');
    expect(t.actor.getSnapshot().context.message).toBe('409: Conflict. This story was changed in another tab.');
    t.edit('mine!!'); // typing on keeps the text
    t.clock.increment(60_000);
    expect(t.calls).toHaveLength(1); // no save on a stale revision
    t.actor.send({ type: 'conflict.keepMine' });
    expect(t.calls[1]!.request).toEqual({ postId: null, baseRevision: 0, content: content('mine!!') });
    t.calls[1]!.resolve({ kind: 'saved', postId: 'p2', revision: 1 });
    await flush();
    expect(t.state()).toBe('saved');
    expect(t.actor.getSnapshot().context).toMatchObject({ postId: 'p2', previousPostId: 'p1', message: null });
  });

  it('on a conflict, "Reload" takes the server\'s copy and its revision', async () => {
    const theirs: ServerCopy = { revision: 5, content: content('theirs') };
    const t = start({ postId: 'p1', revision: 3, content: content('mine') }, theirs);
    t.edit('mine!');
    t.clock.increment(DEBOUNCE_MS);
    t.calls[0]!.resolve({ kind: 'conflict', message: '409: Conflict', currentRevision: 5 });
    await flush();
    t.actor.send({ type: 'conflict.reload' });
    await flush();
    expect(t.state()).toBe('saved');
    expect(t.actor.getSnapshot().context).toMatchObject({ revision: 5, content: content('theirs'), reloadedSeq: 1 });
  });

  it('retries a failed save with back-off, waits while offline and saves when back online', async () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const t = start({ postId: 'p1', revision: 1, content: content('a') });
    t.edit('ab');
    t.clock.increment(DEBOUNCE_MS);
    t.calls[0]!.reject(new Error('network'));
    await flush();
    expect(t.state()).toBe('retrying');
    t.clock.increment(999);
    expect(t.calls).toHaveLength(1);
    t.clock.increment(1);
    expect(t.calls).toHaveLength(2);
    t.calls[1]!.reject(new Error('network'));
    await flush();
    t.clock.increment(1999);
    expect(t.calls).toHaveLength(2);
    t.actor.send({ type: 'connection.offline' });
    t.clock.increment(1);
    expect(t.state()).toBe('offline');
    t.edit('abc');
    t.clock.increment(120_000);
    expect(t.calls).toHaveLength(2);
    t.actor.send({ type: 'connection.online' });
    expect(t.calls[2]!.request.content).toEqual(content('abc'));
  });

  it('a refused save shows the server message; the next edit tries again', async () => {
    const t = start({ postId: 'p1', revision: 1, content: content('a') });
    t.edit('x'.repeat(201));
    t.clock.increment(DEBOUNCE_MS);
    t.calls[0]!.resolve({ kind: 'refused', message: 'A title is at most 200 characters.' });
    await flush();
    expect(t.state()).toBe('refused');
    expect(t.actor.getSnapshot().context.message).toBe('A title is at most 200 characters.');
    t.edit('short');
    t.clock.increment(DEBOUNCE_MS);
    expect(t.calls[1]!.request.content.title).toBe('short');
  });

  it('a restored device copy is saved soon after the page opens', () => {
    const t = start({ postId: 'p1', revision: 2, content: content('restored'), dirty: true });
    expect(t.state()).toBe('dirty');
    t.clock.increment(DEBOUNCE_MS);
    expect(t.calls[0]!.request).toEqual({ postId: 'p1', baseRevision: 2, content: content('restored') });
  });

  it('never loses the last edit: any mix of edits, pauses, failures and outages ends with the server holding it', async () => {
    type Op = { kind: 'edit' } | { kind: 'tick'; ms: number } | { kind: 'answer' } | { kind: 'fail' } | { kind: 'offline' } | { kind: 'online' };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.constant({ kind: 'edit' } as const),
      fc.integer({ min: 0, max: 5000 }).map((ms) => ({ kind: 'tick', ms }) as const),
      fc.constant({ kind: 'answer' } as const),
      fc.constant({ kind: 'fail' } as const),
      fc.constant({ kind: 'offline' } as const),
      fc.constant({ kind: 'online' } as const),
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(op, { maxLength: 30 }), async (isNew, ops) => {
        const t = start({ postId: isNew ? null : 'p1', revision: 1, content: content('') });
        let serverRevision = 1;
        let serverTitle = '';
        let n = 0;
        let answered = 0;
        const answerNext = async (ok: boolean) => {
          const call = t.calls[answered];
          if (!call) return;
          answered++;
          if (ok) {
            serverRevision++;
            serverTitle = call.request.content.title;
            call.resolve({ kind: 'saved', postId: 'p1', revision: serverRevision });
          } else call.reject(new Error('network'));
          await flush();
        };
        for (const o of ops) {
          if (o.kind === 'edit') t.edit(`v${++n}`);
          else if (o.kind === 'tick') t.clock.increment(o.ms);
          else if (o.kind === 'answer') await answerNext(true);
          else if (o.kind === 'fail') await answerNext(false);
          else t.actor.send({ type: o.kind === 'offline' ? 'connection.offline' : 'connection.online' });
        }
        t.actor.send({ type: 'connection.online' });
        for (let i = 0; i < 50 && (t.state() !== 'saved' && t.state() !== 'idle'); i++) {
          t.clock.increment(60_000);
          await answerNext(true);
        }
        expect(t.maxInFlight()).toBeLessThanOrEqual(1);
        if (n === 0) expect(t.calls).toHaveLength(0);
        else {
          expect(t.state()).toBe('saved');
          expect(serverTitle).toBe(`v${n}`);
          // every save was based on the revision the server last answered
          expect(t.actor.getSnapshot().context.revision).toBe(serverRevision);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('issue 15 editor autosave: the copy kept on the device', () => {
  const server = { postId: 'p1', revision: 4, updatedAt: 1000, content: content('server') };
  const copy = (over: Partial<LocalCopy>): LocalCopy => ({ postId: 'p1', baseRevision: 4, savedAt: 2000, content: content('device'), ...over });

  it('round-trips through storage and refuses what it cannot read', () => {
    const c = copy({ content: content('t', [{ name: 'a', type: 'P', text: 'x', markups: [] }]) });
    expect(parseLocalCopy(serializeLocalCopy(c))).toEqual(c);
    for (const bad of [null, '', '{', '{"postId":"p1"}', JSON.stringify({ ...c, content: { ...c.content, body: [{ type: 'NOPE' }] } })])
      expect(parseLocalCopy(bad)).toBeNull();
    expect(localCopyKey('p1')).toBe('quire:editor:draft:p1');
    expect(localCopyKey(null)).toBe('quire:editor:draft:new');
  });

  it('is restored when it holds something newer than the server, and not otherwise', () => {
    expect(shouldRestoreLocalCopy(copy({}), server)).toBe(true);
    expect(shouldRestoreLocalCopy(copy({ content: content('server') }), server)).toBe(false);
    expect(shouldRestoreLocalCopy(copy({ postId: 'p9' }), server)).toBe(false);
    expect(shouldRestoreLocalCopy(copy({ baseRevision: 3, savedAt: 500 }), server)).toBe(false);
    expect(shouldRestoreLocalCopy(copy({ baseRevision: 3, savedAt: 1500 }), server)).toBe(true);
    expect(shouldRestoreLocalCopy(null, server)).toBe(false);
    expect(shouldRestoreLocalCopy(copy({ postId: null }), null)).toBe(true);
    expect(shouldRestoreLocalCopy(copy({ postId: null, content: content('') }), null)).toBe(false);
  });
});
