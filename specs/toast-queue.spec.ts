// reader-experience §4 (Toasts, Undo actions), §8 (toast wording), §9 (toast widths, fade 300 ms, default
// 5000 ms); platform-reference §3 (Toast) and §4 (Toast queue). Timers run on a SimulatedClock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  normalizeToast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_FADE_MS,
  TOAST_TICK_MS,
  TOAST_WIDTHS,
  toastQueueMachine,
  toastWidthFor,
  type Toast,
  type ToastDuration,
  type ToastInput,
  type ToastQueueEvent,
  type ToastQueueInput,
  type ToastQueueSnapshot,
  type UndoRequest,
} from '../core/toasts/toast-queue.machine.ts';
import { defaultDurationFor, TOAST_STYLE_DEFAULT_DURATIONS, TOAST_STYLES } from '../core/toasts/toast-styles.ts';
import {
  followFailedMessage,
  retryableErrorMessage,
  selfFollowMessage,
  undoneMessage,
  undoPlan,
  unfollowedMessage,
  unmutedMessage,
  yourStoriesReloadParams,
  type UndoAction,
} from '../core/toasts/undo.ts';

/**
 * A SimulatedClock whose `increment` fires every timer at its own due time, as a browser does. The plain
 * SimulatedClock jumps to the end first, so a timer set while it flushes starts from the end: a chain of
 * 100 ms ticks would advance once per `increment` however long the increment.
 */
class SteppingClock extends SimulatedClock {
  private readonly due = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.due.delete(id);
      fn();
    }, timeout);
    this.due.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.due.delete(id);
    super.clearTimeout(id);
  }

  override increment(ms: number): void {
    const end = this.now() + ms;
    for (let next = Math.min(...this.due.values()); next <= end; next = Math.min(...this.due.values())) {
      this.set(Math.max(next, this.now()));
    }
    this.set(end);
  }
}

function start(input?: ToastQueueInput) {
  const clock = new SteppingClock();
  const undos: UndoRequest[] = [];
  const machine = toastQueueMachine.provide({ actions: { onUndo: (_, params) => void undos.push(params) } });
  const actor = createActor(machine, { clock, input }).start();
  const send = (event: ToastQueueEvent) => actor.send(event);
  const enqueue = (toast: ToastInput) => send({ type: 'toast.enqueue', toast });
  const snap = () => actor.getSnapshot();
  return { actor, clock, undos, send, enqueue, snap, currentId: () => snap().context.current?.id ?? null };
}

const follow: UndoAction = { kind: 'unfollow', entity: 'user', id: 'u1', name: 'Ada Lovelace' };

describe('reader-experience §4 toasts / platform-reference §4 toast queue', () => {
  describe('examples', () => {
    it('enqueue defaults to 5000 ms and MESSAGE, and shows at once when nothing is showing', () => {
      const h = start();
      h.enqueue({ id: 'a', message: 'Saved.' });
      expect(h.snap().context.current).toEqual({ id: 'a', message: 'Saved.', duration: TOAST_DEFAULT_DURATION_MS, style: 'MESSAGE' });
      expect(h.snap().context.queue).toEqual([]);
      expect(h.snap().matches({ visible: 'counting' })).toBe(true);
      expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    });

    it('keeps extraParams.testId and the undo action', () => {
      expect(normalizeToast({ id: 'a', message: 'm', extraParams: { testId: 'toast-a' }, undo: follow })).toEqual({
        id: 'a',
        message: 'm',
        duration: 5000,
        style: 'MESSAGE',
        extraParams: { testId: 'toast-a' },
        undo: follow,
      });
    });

    it('hides a toast after exactly its duration, then fades 300 ms before the next shows', () => {
      const h = start();
      h.enqueue({ id: 'a', message: 'first' });
      h.enqueue({ id: 'b', message: 'second', duration: 1234 });
      h.clock.increment(4999);
      expect(h.snap().matches('visible')).toBe(true);
      h.clock.increment(1);
      expect(h.snap().matches('fading')).toBe(true);
      expect(h.currentId()).toBe('a');
      h.clock.increment(TOAST_FADE_MS - 1);
      expect(h.snap().matches('fading')).toBe(true);
      expect(h.currentId()).toBe('a');
      expect(h.snap().context.queue.map((t) => t.id)).toEqual(['b']);
      h.clock.increment(1);
      expect(h.currentId()).toBe('b');
      // A duration that is not a whole number of ticks is still exact.
      h.clock.increment(1233);
      expect(h.snap().matches('visible')).toBe(true);
      h.clock.increment(1);
      expect(h.snap().matches('fading')).toBe(true);
      h.clock.increment(TOAST_FADE_MS);
      expect(h.snap().matches('idle')).toBe(true);
      expect(h.snap().context.current).toBeNull();
    });

    it('pauses on hover however long, and resumes with the remaining time on leave', () => {
      const h = start();
      h.enqueue({ id: 'a', message: 'm' });
      h.clock.increment(2000);
      h.send({ type: 'toast.pointerEnter' });
      h.clock.increment(60_000);
      expect(h.snap().matches({ visible: 'paused' })).toBe(true);
      expect(h.snap().context.remaining).toBe(3000);
      h.send({ type: 'toast.pointerLeave' });
      h.clock.increment(2999);
      expect(h.snap().matches({ visible: 'counting' })).toBe(true);
      h.clock.increment(1); // 3000 after leaving, not 5000: resumed, not restarted
      expect(h.snap().matches('fading')).toBe(true);
    });

    it('loses at most the tick in progress when paused mid-tick (100 ms granularity)', () => {
      const h = start();
      h.enqueue({ id: 'a', message: 'm' });
      h.clock.increment(2050);
      h.send({ type: 'toast.pointerEnter' });
      h.send({ type: 'toast.pointerLeave' });
      expect(h.snap().context.remaining).toBe(3000);
      h.clock.increment(2999);
      expect(h.snap().matches('visible')).toBe(true);
      h.clock.increment(1); // 5050 on screen in all: within one tick of 5000
      expect(h.snap().matches('fading')).toBe(true);
      expect(TOAST_TICK_MS).toBe(100);
    });

    it('never hides a FOREVER toast until clear, which fades it', () => {
      const h = start();
      h.enqueue({ id: 'a', message: 'm', duration: 'FOREVER' });
      h.enqueue({ id: 'b', message: 'next' });
      h.clock.increment(10_000_000);
      expect(h.snap().matches({ visible: 'held' })).toBe(true);
      h.send({ type: 'toast.navigate' });
      expect(h.currentId()).toBe('a');
      h.send({ type: 'toast.clear' });
      expect(h.snap().matches('fading')).toBe(true);
      h.clock.increment(TOAST_FADE_MS);
      expect(h.currentId()).toBe('b');
    });

    it('clears a NEXTPAGE toast on navigate and drops queued NEXTPAGE toasts, keeping the others', () => {
      const h = start();
      h.enqueue({ id: 'a', message: 'm', duration: 'NEXTPAGE' });
      h.enqueue({ id: 'b', message: 'm', duration: 'NEXTPAGE' });
      h.enqueue({ id: 'c', message: 'm' });
      h.clock.increment(60_000);
      expect(h.snap().matches({ visible: 'held' })).toBe(true);
      h.send({ type: 'toast.navigate' });
      expect(h.snap().matches('fading')).toBe(true);
      expect(h.snap().context.queue.map((t) => t.id)).toEqual(['c']);
      h.clock.increment(TOAST_FADE_MS);
      expect(h.currentId()).toBe('c');
      h.send({ type: 'toast.navigate' }); // a timed toast does not care about pages
      expect(h.snap().matches({ visible: 'counting' })).toBe(true);
    });

    it('dequeue removes a queued toast; dequeueing the toast on screen fades it', () => {
      const h = start();
      for (const id of ['a', 'b', 'c']) h.enqueue({ id, message: id });
      h.send({ type: 'toast.dequeue', id: 'b' });
      expect(h.snap().context.queue.map((t) => t.id)).toEqual(['c']);
      expect(h.currentId()).toBe('a');
      h.send({ type: 'toast.dequeue', id: 'a' });
      expect(h.snap().matches('fading')).toBe(true);
      h.clock.increment(TOAST_FADE_MS);
      expect(h.currentId()).toBe('c');
      h.send({ type: 'toast.dequeue', id: 'nope' });
      expect(h.currentId()).toBe('c');
    });

    it('clearAll empties the queue and the current toast at once, without a fade', () => {
      const h = start();
      for (const id of ['a', 'b', 'c']) h.enqueue({ id, message: id });
      h.send({ type: 'toast.clearAll' });
      expect(h.snap().matches('idle')).toBe(true);
      expect(h.snap().context).toMatchObject({ queue: [], current: null });
      h.enqueue({ id: 'd', message: 'd' });
      h.send({ type: 'toast.clear' });
      h.send({ type: 'toast.clearAll' }); // while fading, too
      expect(h.snap().matches('idle')).toBe(true);
      expect(h.snap().context.current).toBeNull();
    });

    it('undo hands the current toast’s action to onUndo and takes the toast away; without an action it does nothing', () => {
      const h = start();
      h.enqueue({ id: 'a', message: 'Following Ada Lovelace', style: 'FOLLOW_PUBLISHER', undo: follow });
      h.enqueue({ id: 'b', message: 'plain' });
      h.send({ type: 'toast.pointerEnter' });
      h.send({ type: 'toast.undo' });
      expect(h.undos).toEqual([{ toastId: 'a', undo: follow }]);
      expect(h.snap().matches('fading')).toBe(true);
      h.send({ type: 'toast.undo' }); // fading: too late
      h.clock.increment(TOAST_FADE_MS);
      h.send({ type: 'toast.undo' }); // 'b' has no undo
      expect(h.undos).toHaveLength(1);
      expect(h.snap().matches({ visible: 'counting' })).toBe(true);
    });

    it('shows an id once: enqueueing it again while queued or showing changes nothing; while it fades it may come back', () => {
      const h = start();
      h.enqueue({ id: 'a', message: 'one' });
      h.enqueue({ id: 'a', message: 'two' });
      h.enqueue({ id: 'b', message: 'b' });
      h.enqueue({ id: 'b', message: 'b again' });
      expect(h.snap().context.queue.map((t) => t.message)).toEqual(['b']);
      h.send({ type: 'toast.clear' });
      h.enqueue({ id: 'a', message: 'again' });
      expect(h.snap().context.queue.map((t) => t.id)).toEqual(['b', 'a']);
    });

    it('starts with a preloaded queue, the first toast showing', () => {
      const h = start({ queue: [{ id: 'a', message: 'a' }, { id: 'b', message: 'b' }, { id: 'a', message: 'dup' }] });
      expect(h.currentId()).toBe('a');
      expect(h.snap().context.queue.map((t) => t.id)).toEqual(['b']);
    });

    it('makes odd durations usable: 0 fades at once, Infinity is FOREVER, negative is 0, NaN the default', () => {
      expect(normalizeToast({ id: 'a', message: 'm', duration: Infinity }).duration).toBe('FOREVER');
      expect(normalizeToast({ id: 'a', message: 'm', duration: -5 }).duration).toBe(0);
      expect(normalizeToast({ id: 'a', message: 'm', duration: Number.NaN }).duration).toBe(5000);
      const h = start();
      h.enqueue({ id: 'a', message: 'm', duration: 0 });
      expect(h.snap().matches('fading')).toBe(true);
    });
  });

  describe('styles', () => {
    it('lists every style of reader-experience §4, and MESSAGE', () => {
      expect(TOAST_STYLES).toHaveLength(33);
      expect(new Set(TOAST_STYLES).size).toBe(TOAST_STYLES.length);
      expect(TOAST_STYLES).toEqual(expect.arrayContaining(['EU_PRIVACY_BANNER', 'VERIFY_EMAIL', 'USER_SUSPENDED', 'MESSAGE']));
    });

    it('keeps the sent-verification, privacy and suspended toasts up until cleared; an explicit duration wins', () => {
      for (const style of ['SENT_VERIFICATION_EMAIL', 'EU_PRIVACY_BANNER', 'USER_SUSPENDED'] as const) {
        expect(defaultDurationFor(style)).toBe('FOREVER');
        expect(normalizeToast({ id: 'a', message: 'm', style }).duration).toBe('FOREVER');
      }
      expect(normalizeToast({ id: 'a', message: 'm', style: 'SENT_VERIFICATION_EMAIL', duration: 800 }).duration).toBe(800);
      const others = TOAST_STYLES.filter((s) => !(s in TOAST_STYLE_DEFAULT_DURATIONS));
      for (const style of others) expect(defaultDurationFor(style)).toBe(5000);
      expect(defaultDurationFor('MESSAGE')).toBe(5000);
    });

    it('sizes toasts 300/500/640 px by screen width (reader-experience §9)', () => {
      expect(TOAST_WIDTHS).toEqual({ sm: 300, md: 500, lg: 640 });
      expect([320, 727, 728, 1079, 1080, 1920].map(toastWidthFor)).toEqual([300, 300, 500, 500, 640, 640]);
    });
  });

  describe('undo catalogue and wording (reader-experience §4, §8)', () => {
    it('names the mutation each undo calls, and whether the page reloads', () => {
      const cases: [UndoAction, string, Record<string, string>, boolean][] = [
        [{ kind: 'unhideResponse', target: 'post', parentId: 'p1', responseId: 'r1' }, 'UnhidePostResponseOnParentPost', { postId: 'p1', responseId: 'r1' }, false],
        [{ kind: 'unhideResponse', target: 'catalog', parentId: 'c1', responseId: 'r1' }, 'ShowCatalogResponseOnParent', { catalogId: 'c1', responseId: 'r1' }, false],
        [{ kind: 'unmute', entity: 'user', id: 'u1', name: 'Ada' }, 'unmuteUser', { userId: 'u1' }, false],
        [{ kind: 'unmute', entity: 'collection', id: 'c1', name: 'Pub' }, 'unmuteCollection', { collectionId: 'c1' }, false],
        [{ kind: 'unfollow', entity: 'user', id: 'u1', name: 'Ada' }, 'unfollowUser', { userId: 'u1' }, false],
        [{ kind: 'unfollow', entity: 'collection', id: 'c1', name: 'Pub' }, 'unfollowCollection', { collectionId: 'c1' }, false],
        [{ kind: 'refollow', entity: 'user', id: 'u1', name: 'Ada' }, 'followUser', { userId: 'u1' }, false],
        [{ kind: 'refollow', entity: 'collection', id: 'c1', name: 'Pub' }, 'followCollection', { collectionId: 'c1' }, false],
        [{ kind: 'undeletePost', postId: 'p1', title: 'T', tab: 'drafts' }, 'UndeletePostMutation', { postId: 'p1' }, true],
        [{ kind: 'undoMoveToTab', postId: 'p1', fromTab: 'public', toTab: 'unlisted' }, 'MovePostMutation', { postId: 'p1', tab: 'public' }, true],
        [{ kind: 'unsubscribeNewsletter', newsletterId: 'n1', name: 'Weekly' }, 'UnsubscribeNewsletterMutation', { newsletterId: 'n1' }, false],
        [
          { kind: 'restoreHighlight', postId: 'p1', startParagraph: 'a1', startOffset: 3, endParagraph: 'a2', endOffset: 9 },
          'CreateHighlightMutation',
          { postId: 'p1', startParagraph: 'a1', startOffset: '3', endParagraph: 'a2', endOffset: '9' },
          false,
        ],
      ];
      for (const [action, mutation, variables, reloads] of cases) expect(undoPlan(action)).toEqual({ mutation, variables, reloads });
    });

    it('reloads Your Stories with the undeleted post’s flag, id, title and tab', () => {
      expect(yourStoriesReloadParams({ kind: 'undeletePost', postId: 'p1', title: 'On Toasts', tab: 'drafts' })).toEqual({
        undeletedPost: '1',
        postId: 'p1',
        postTitle: 'On Toasts',
        tab: 'drafts',
      });
    });

    it('words the toasts as the spec does', () => {
      expect(unfollowedMessage('Ada Lovelace')).toBe('You unfollowed Ada Lovelace.');
      expect(unmutedMessage('The Quire Review')).toBe('The Quire Review has been unmuted.');
      expect(selfFollowMessage('Quire')).toBe('You cannot follow yourself on Quire');
      expect(followFailedMessage).toBe("Sorry, that didn't work. Click Follow on the page below to try again.");
      expect(retryableErrorMessage).toBe('An error occured. Please try again or contact our support team for help.');
      expect(undoneMessage(follow)).toBe('You unfollowed Ada Lovelace.');
      expect(undoneMessage({ kind: 'unmute', entity: 'collection', id: 'c', name: 'Pub' })).toBe('Pub has been unmuted.');
      expect(undoneMessage({ kind: 'refollow', entity: 'user', id: 'u1', name: 'Ada Lovelace' })).toBe('You followed Ada Lovelace.');
      expect(undoneMessage({ kind: 'undeletePost', postId: 'p', title: 't', tab: 'drafts' })).toBeNull();
    });
  });

  describe('properties over random event sequences and clock increments', () => {
    type Step =
      | { kind: 'enqueue'; duration: ToastDuration | undefined; withUndo: boolean }
      | { kind: 'dequeue'; pick: number }
      | { kind: 'wait'; ms: number }
      | { kind: 'event'; type: 'toast.clear' | 'toast.clearAll' | 'toast.pointerEnter' | 'toast.pointerLeave' | 'toast.navigate' | 'toast.undo' };

    const duration: fc.Arbitrary<ToastDuration | undefined> = fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 0, max: 3000 }) },
      { weight: 1, arbitrary: fc.constantFrom(undefined, 'FOREVER' as const, 'NEXTPAGE' as const) },
    );
    const ev = (type: Extract<Step, { kind: 'event' }>['type'], weight: number) => ({ weight, arbitrary: fc.constant<Step>({ kind: 'event', type }) });
    const step: fc.Arbitrary<Step> = fc.oneof(
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('enqueue' as const), duration, withUndo: fc.boolean() }) },
      { weight: 7, arbitrary: fc
          .oneof(
            { weight: 4, arbitrary: fc.integer({ min: 0, max: 400 }) },
            { weight: 4, arbitrary: fc.integer({ min: 0, max: 6000 }) },
            { weight: 1, arbitrary: fc.integer({ min: 0, max: 120_000 }) },
          )
          .map((ms): Step => ({ kind: 'wait', ms })) },
      { weight: 1, arbitrary: fc.nat().map((pick): Step => ({ kind: 'dequeue', pick })) },
      ev('toast.pointerEnter', 4),
      ev('toast.pointerLeave', 3),
      ev('toast.clear', 1),
      ev('toast.clearAll', 1),
      ev('toast.navigate', 1),
      ev('toast.undo', 1),
    );

    it('a paused toast never hides however much time passes, and resumes with what remained', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 6000 }).chain((duration) =>
            fc.record({ duration: fc.constant(duration), before: fc.integer({ min: 0, max: duration - 1 }), waits: fc.array(fc.integer({ min: 0, max: 1e9 }), { maxLength: 5 }) }),
          ),
          ({ duration, before, waits }) => {
            const h = start();
            h.enqueue({ id: 'a', message: 'm', duration });
            h.enqueue({ id: 'b', message: 'next' });
            h.clock.increment(before);
            h.send({ type: 'toast.pointerEnter' });
            const remaining = h.snap().context.remaining;
            // Whole ticks counted so far, never more than the time that passed.
            expect(remaining).toBe(duration - Math.min(duration, Math.floor(before / TOAST_TICK_MS) * TOAST_TICK_MS));
            for (const ms of waits) {
              h.clock.increment(ms);
              expect(h.snap().matches({ visible: 'paused' })).toBe(true);
              expect(h.snap().context).toMatchObject({ current: { id: 'a' }, remaining });
            }
            h.send({ type: 'toast.pointerLeave' });
            h.clock.increment(remaining - 1);
            expect(h.snap().matches({ visible: 'counting' })).toBe(true);
            h.clock.increment(1);
            expect(h.snap().matches('fading')).toBe(true);
            h.actor.stop();
          },
        ),
        { numRuns: 60 },
      );
    });

    it('one toast at a time, the next only after the fade; paused never hides; each shown once, in order; never throws', () => {
      const reached = { paused: 0, timedFades: 0, timedFadesAfterPause: 0, fadeThenNext: 0, shown: 0 };
      fc.assert(
        fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
          const h = start();
          const violations: string[] = [];
          const enqueued: Toast[] = [];
          const removed = new Set<string>();
          const shown: string[] = [];
          let inWait = false;
          let prev: ToastQueueSnapshot = h.snap();
          let fadeStartedAt = 0;
          // The time the current toast has spent counting, and how often it was paused.
          let counted = 0;
          let countingSince: number | null = null;
          let pauses = 0;

          h.actor.subscribe({
            next: (s) => {
              const now = h.clock.now();
              if (s.status !== 'active') violations.push(`status ${s.status}`);
              const id = s.context.current?.id ?? null;
              const prevId = prev.context.current?.id ?? null;
              const queueIds = s.context.queue.map((t) => t.id);
              if (new Set(queueIds).size !== queueIds.length) violations.push('an id queued twice');
              if (s.matches('visible') && id !== null && queueIds.includes(id)) violations.push('the visible toast is also queued');
              if (s.matches('idle') && (id !== null || queueIds.length > 0)) violations.push('idle with something to show');
              if (!s.matches('idle') && id === null) violations.push('visible or fading without a current toast');

              // Close the counting interval when the toast stops counting or goes away.
              if (countingSince !== null && (!s.matches({ visible: 'counting' }) || id !== prevId)) {
                counted += now - countingSince;
                countingSince = null;
              }
              if (id !== prevId && id !== null) {
                // A new toast on screen: never straight from another visible one; after a fade, only once it is over.
                shown.push(id);
                if (prev.matches('visible')) violations.push(`${id} replaced ${prevId} without a fade`);
                if (prev.matches('fading')) {
                  reached.fadeThenNext++;
                  if (now - fadeStartedAt < TOAST_FADE_MS) violations.push(`${id} shown ${now - fadeStartedAt} ms into the fade`);
                }
                counted = 0;
                pauses = 0;
                countingSince = null;
              }
              if (s.matches({ visible: 'counting' }) && countingSince === null) countingSince = now;
              if (s.matches({ visible: 'paused' }) && !prev.matches({ visible: 'paused' })) pauses++;
              if (s.matches('fading') && (!prev.matches('fading') || id !== prevId)) {
                fadeStartedAt = now;
                const toast = s.context.current;
                // Only a 0 ms toast may be shown and start fading in one step.
                if (id !== prevId && toast?.duration !== 0) violations.push(`${id} faded without being visible first`);
                if (inWait && toast !== null && typeof toast.duration === 'number') {
                  // Hidden by time: after its duration of counting, and within a tick per pause of it.
                  reached.timedFades++;
                  if (pauses > 0) reached.timedFadesAfterPause++;
                  const onTime = pauses === 0 ? counted === toast.duration : counted >= toast.duration && counted < toast.duration + TOAST_TICK_MS * pauses;
                  if (!onTime) violations.push(`${toast.id} (${toast.duration} ms, ${pauses} pauses) hid after ${counted} ms`);
                }
              }
              prev = s;
            },
            error: (err) => violations.push(`error ${String(err)}`),
          });

          let n = 0;
          for (const st of steps) {
            const before = h.snap();
            if (st.kind === 'enqueue') {
              const input: ToastInput = { id: `t${n++}`, message: 'm' };
              if (st.duration !== undefined) input.duration = st.duration;
              if (st.withUndo) input.undo = follow;
              enqueued.push(normalizeToast(input));
              h.enqueue(input);
            } else if (st.kind === 'dequeue') {
              const target = enqueued[st.pick % Math.max(1, enqueued.length)];
              if (target === undefined) continue;
              if (before.context.queue.some((t) => t.id === target.id)) removed.add(target.id);
              h.send({ type: 'toast.dequeue', id: target.id });
            } else if (st.kind === 'wait') {
              const paused = before.matches({ visible: 'paused' });
              inWait = true;
              h.clock.increment(st.ms);
              inWait = false;
              if (paused) {
                reached.paused++;
                const after = h.snap();
                if (!after.matches({ visible: 'paused' }) || after.context.current?.id !== before.context.current?.id || after.context.remaining !== before.context.remaining) {
                  violations.push(`a paused toast moved in ${st.ms} ms`);
                }
              }
            } else {
              if (st.type === 'toast.clearAll') for (const t of before.context.queue) removed.add(t.id);
              if (st.type === 'toast.navigate') for (const t of before.context.queue) if (t.duration === 'NEXTPAGE') removed.add(t.id);
              const undosBefore = h.undos.length;
              h.send({ type: st.type });
              if (st.type === 'toast.undo') {
                const cur = before.context.current;
                const expected = before.matches('visible') && cur?.undo !== undefined ? [{ toastId: cur.id, undo: cur.undo }] : [];
                expect(h.undos.slice(undosBefore)).toEqual(expected);
              }
            }
          }

          // Drain: leave the toast, clear whatever waits for a clear, and let time pass.
          h.send({ type: 'toast.pointerLeave' });
          for (let i = 0; i < 200 && !(h.snap().matches('idle') && h.snap().context.queue.length === 0); i++) {
            if (h.snap().matches({ visible: 'held' })) h.send({ type: 'toast.clear' });
            inWait = true;
            h.clock.increment(10_000);
            inWait = false;
          }

          expect(violations).toEqual([]);
          expect(h.snap().matches('idle')).toBe(true);
          expect(shown).toEqual(enqueued.map((t) => t.id).filter((id) => !removed.has(id)));
          reached.shown += shown.length;
          h.actor.stop();
        }),
        { numRuns: 200 },
      );
      // The runs reach what the properties are about.
      expect(reached.paused).toBeGreaterThan(0);
      expect(reached.timedFades).toBeGreaterThan(0);
      expect(reached.timedFadesAfterPause).toBeGreaterThan(0);
      expect(reached.fadeThenNext).toBeGreaterThan(0);
      expect(reached.shown).toBeGreaterThan(0);
    });
  });
});
