import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  FOLLOW_FAILURE_MESSAGE,
  MUTE_FAILURE_MESSAGE,
  followMachine,
  selfFollowMessage,
  type FollowAnswer,
  type FollowNotice,
  type FollowTarget,
  type FollowTruth,
  type MuteAnswer,
  type SetFollowingInput,
  type SetMutingInput,
} from '../core/following/follow.machine.ts';
import {
  FOLLOWING_LATEST_SEEN_KEY,
  hasNewContent,
  lastSeenOf,
  markSeen,
  readLastSeen,
} from '../core/following/following-latest.ts';
import {
  SIDEBAR_FOLLOWING_LIMIT,
  SIDEBAR_SKELETON_ROWS,
  sidebarFollowingModel,
  type FollowedEdge,
} from '../core/following/sidebar-following.ts';
import type { KeyValueStore } from '../core/ports/key-value-store.port.ts';

class MemoryStore implements KeyValueStore {
  readonly data = new Map<string, string>();
  get(key: string) {
    return this.data.get(key) ?? null;
  }
  set(key: string, value: string) {
    this.data.set(key, value);
  }
  remove(key: string) {
    this.data.delete(key);
  }
}

type Call<I, O> = { input: I; resolve: (output: O) => void; reject: (error: Error) => void };

/** Lets the machine take in every promise already settled (fromPromise answers arrive as microtasks). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A follow machine against a fake server whose calls stay open until the test answers them, in any order.
 * The server applies a call when it is answered; meanwhile others may follow the target and the viewer may
 * follow others (`noise`), so its truth is not just what this page asked for.
 */
function harness(options: { target: FollowTarget; viewerId: string | null; productName?: string; truth: FollowTruth }) {
  const server: FollowTruth = { ...options.truth };
  const followCalls: Call<SetFollowingInput, FollowAnswer>[] = [];
  const muteCalls: Call<SetMutingInput, MuteAnswer>[] = [];
  const notices: FollowNotice[] = [];
  const counters = { followCalls: 0, muteCalls: 0, maxFollowInFlight: 0, maxMuteInFlight: 0, signIns: 0 };
  const machine = followMachine.provide({
    actors: {
      setFollowing: fromPromise<FollowAnswer, SetFollowingInput>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            counters.followCalls++;
            followCalls.push({ input, resolve, reject });
            counters.maxFollowInFlight = Math.max(counters.maxFollowInFlight, followCalls.length);
          }),
      ),
      setMuting: fromPromise<MuteAnswer, SetMutingInput>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            counters.muteCalls++;
            muteCalls.push({ input, resolve, reject });
            counters.maxMuteInFlight = Math.max(counters.maxMuteInFlight, muteCalls.length);
          }),
      ),
    },
    actions: {
      notify: (_, params) => void notices.push(params),
      requireSignIn: () => void counters.signIns++,
    },
  });
  const actor = createActor(machine, {
    input: { target: options.target, viewerId: options.viewerId, productName: options.productName ?? 'Quire', truth: options.truth },
  }).start();

  return {
    actor,
    server,
    followCalls,
    muteCalls,
    notices,
    counters,
    /** The server does the call at `index` (modulo the open calls) and answers with its truth. */
    answerFollow(index: number, noise: { followers: number; following: number }) {
      const [call] = followCalls.splice(index % followCalls.length, 1);
      if (!call) return;
      if (call.input.follow !== server.isFollowing) {
        const step = call.input.follow ? 1 : -1;
        server.isFollowing = call.input.follow;
        server.followerCount += step;
        server.viewerFollowingCount += step;
      }
      server.followerCount += noise.followers;
      server.viewerFollowingCount += noise.following;
      call.resolve({ isFollowing: server.isFollowing, followerCount: server.followerCount, viewerFollowingCount: server.viewerFollowingCount });
    },
    answerMute(index: number) {
      const [call] = muteCalls.splice(index % muteCalls.length, 1);
      if (!call) return;
      server.isMuting = call.input.mute;
      call.resolve({ isMuting: server.isMuting });
    },
    failFollow(index: number) {
      followCalls.splice(index % followCalls.length, 1)[0]?.reject(new Error('offline'));
    },
    failMute(index: number) {
      muteCalls.splice(index % muteCalls.length, 1)[0]?.reject(new Error('offline'));
    },
    /** Answer everything still open, successfully, until nothing is left. */
    async drain() {
      // Flush first: an answer already given may not have been taken in yet, and may lead to one more call.
      await flush();
      for (let guard = 0; guard < 100 && (followCalls.length > 0 || muteCalls.length > 0); guard++) {
        if (followCalls.length > 0) this.answerFollow(0, { followers: 0, following: 0 });
        if (muteCalls.length > 0) this.answerMute(0);
        await flush();
      }
    },
  };
}

const shown = (h: { actor: { getSnapshot(): { context: FollowTruth } } }): FollowTruth => {
  const { isFollowing, isMuting, followerCount, viewerFollowingCount } = h.actor.getSnapshot().context;
  return { isFollowing, isMuting, followerCount, viewerFollowingCount };
};

/** A truth the server could hold: following counts the viewer in both counts. */
const truthArb: fc.Arbitrary<FollowTruth> = fc
  .record({ isFollowing: fc.boolean(), isMuting: fc.boolean(), others: fc.nat(50), otherFollowing: fc.nat(50) })
  .map(({ isFollowing, isMuting, others, otherFollowing }) => ({
    isFollowing,
    isMuting,
    followerCount: others + (isFollowing ? 1 : 0),
    viewerFollowingCount: otherFollowing + (isFollowing ? 1 : 0),
  }));

const targetArb: fc.Arbitrary<FollowTarget> = fc.record({
  kind: fc.constantFrom('user' as const, 'collection' as const),
  id: fc.constantFrom('t1', 't2'),
  name: fc.constantFrom('Ada Lovelace', 'The Quarterly'),
});

type Command =
  | { type: 'toggle' }
  | { type: 'mute' }
  | { type: 'unmute' }
  | { type: 'answerFollow'; index: number; noise: { followers: number; following: number } }
  | { type: 'answerMute'; index: number }
  | { type: 'failFollow'; index: number }
  | { type: 'failMute'; index: number }
  | { type: 'refresh' }
  | { type: 'flush' };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ type: 'toggle' as const }) },
  { weight: 1, arbitrary: fc.constantFrom({ type: 'mute' as const }, { type: 'unmute' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('answerFollow' as const),
      index: fc.nat(3),
      noise: fc.record({ followers: fc.nat(2), following: fc.nat(2) }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('answerMute' as const), index: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom('failFollow' as const, 'failMute' as const), index: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.constant({ type: 'refresh' as const }) },
  { weight: 3, arbitrary: fc.constant({ type: 'flush' as const }) },
);

describe('reader-experience §4 follow and unfollow, following-latest indicator; §2.4 sidebar Following section', () => {
  describe('§4 follow and unfollow: optimistic, serialised, settling on the server', () => {
    it('any interleaving of clicks and answers ends on the server truth; each click moves both counts by one at once', async () => {
      await fc.assert(
        fc.asyncProperty(truthArb, targetArb, fc.array(commandArb, { maxLength: 40 }), async (truth, target, commands) => {
          const h = harness({ target, viewerId: 'viewer', truth });
          let intent = truth.isFollowing;
          let failed = false;
          for (const command of commands) {
            switch (command.type) {
              case 'toggle': {
                const before = shown(h);
                h.actor.send({ type: 'follow.toggle' });
                const after = shown(h);
                const step = after.isFollowing ? 1 : -1;
                expect(after.isFollowing).toBe(!before.isFollowing);
                expect(after.followerCount).toBe(before.followerCount + step);
                expect(after.viewerFollowingCount).toBe(before.viewerFollowingCount + step);
                expect(h.actor.getSnapshot().context.error).toBeNull();
                intent = !intent;
                break;
              }
              case 'mute':
              case 'unmute':
                h.actor.send({ type: command.type === 'mute' ? 'follow.mute' : 'follow.unmute' });
                expect(shown(h).isMuting).toBe(command.type === 'mute');
                break;
              case 'answerFollow':
                h.answerFollow(command.index, command.noise);
                break;
              case 'answerMute':
                h.answerMute(command.index);
                break;
              case 'failFollow': {
                if (h.followCalls.length === 0) break;
                h.failFollow(command.index);
                await flush();
                // Rolled back to the last settled truth — here the server's, which a failed call left alone.
                const context = h.actor.getSnapshot().context;
                expect(context.error).toBe(FOLLOW_FAILURE_MESSAGE);
                expect(h.notices.at(-1)).toEqual({ kind: 'failed', name: target.name });
                expect({ ...shown(h), isMuting: h.server.isMuting }).toEqual(h.server);
                expect({ ...context.settled, isMuting: h.server.isMuting }).toEqual(h.server);
                expect(h.actor.getSnapshot().matches({ following: 'idle' })).toBe(true);
                intent = h.server.isFollowing;
                failed = true;
                break;
              }
              case 'failMute': {
                if (h.muteCalls.length === 0) break;
                h.failMute(command.index);
                await flush();
                expect(h.actor.getSnapshot().context.error).toBe(MUTE_FAILURE_MESSAGE);
                expect(shown(h).isMuting).toBe(h.server.isMuting);
                break;
              }
              case 'refresh':
                h.actor.send({ type: 'follow.refresh', truth: { ...h.server } });
                break;
              case 'flush':
                await flush();
                break;
            }
            // One call at a time per kind: a later click waits for the answer to the one before.
            expect(h.followCalls.length).toBeLessThanOrEqual(1);
            expect(h.muteCalls.length).toBeLessThanOrEqual(1);
          }
          await h.drain();
          const snapshot = h.actor.getSnapshot();
          expect(snapshot.matches({ following: 'idle', muting: 'idle' })).toBe(true);
          expect(snapshot.context.pending).toBe(0);
          expect(shown(h)).toEqual(h.server);
          expect(snapshot.context.settled).toEqual(h.server);
          // Without a failure the reader's last click is what the server ends up with.
          if (!failed) expect(h.server.isFollowing).toBe(intent);
          h.actor.stop();
        }),
        { numRuns: 150 },
      );
    });

    it('a user cannot follow themselves: refused without calling the server, with the product name', () => {
      fc.assert(
        fc.property(
          truthArb.map((t) => ({ ...t, isFollowing: false })),
          fc.string({ minLength: 1, maxLength: 12 }),
          fc.string({ minLength: 1, maxLength: 20 }),
          fc.integer({ min: 1, max: 5 }),
          (truth, viewerId, productName, clicks) => {
            const h = harness({ target: { kind: 'user', id: viewerId, name: 'Me' }, viewerId, productName, truth });
            for (let i = 0; i < clicks; i++) h.actor.send({ type: 'follow.toggle' });
            expect(h.counters.followCalls).toBe(0);
            expect(h.actor.getSnapshot().context.pending).toBe(0);
            expect(shown(h)).toEqual(truth);
            expect(h.actor.getSnapshot().context.error).toBe(selfFollowMessage(productName));
            expect(h.notices).toEqual(Array.from({ length: clicks }, () => ({ kind: 'selfFollow', name: 'Me' })));
            h.actor.stop();
          },
        ),
      );
      expect(selfFollowMessage('Quire')).toBe('You cannot follow yourself on Quire');
    });

    it('a publication sharing the viewer id is not the viewer: it can be followed', async () => {
      const h = harness({ target: { kind: 'collection', id: 'me', name: 'Mine' }, viewerId: 'me', truth: { isFollowing: false, isMuting: false, followerCount: 0, viewerFollowingCount: 0 } });
      h.actor.send({ type: 'follow.toggle' });
      expect(h.counters.followCalls).toBe(1);
      await h.drain();
      expect(shown(h)).toEqual({ isFollowing: true, isMuting: false, followerCount: 1, viewerFollowingCount: 1 });
    });

    it('a failure rolls back to the last settled truth, not to what was shown, with the exact message', async () => {
      await fc.assert(
        fc.asyncProperty(truthArb, fc.integer({ min: 1, max: 6 }), async (truth, clicks) => {
          const h = harness({ target: { kind: 'user', id: 'u', name: 'Ada' }, viewerId: 'v', truth });
          for (let i = 0; i < clicks; i++) h.actor.send({ type: 'follow.toggle' });
          h.failFollow(0);
          await flush();
          expect(h.counters.followCalls).toBe(1);
          expect(shown(h)).toEqual(truth);
          expect(h.actor.getSnapshot().context.error).toBe("Sorry, that didn't work. Click Follow on the page below to try again.");
          expect(h.notices).toEqual([{ kind: 'failed', name: 'Ada' }]);
          // The next click clears the message and tries again.
          h.actor.send({ type: 'follow.toggle' });
          expect(h.actor.getSnapshot().context.error).toBeNull();
          expect(h.counters.followCalls).toBe(2);
          h.actor.stop();
        }),
        { numRuns: 40 },
      );
    });

    it('a logged-out reader is asked to sign in and nothing changes', () => {
      const truth: FollowTruth = { isFollowing: false, isMuting: false, followerCount: 7, viewerFollowingCount: 0 };
      const h = harness({ target: { kind: 'user', id: 'u', name: 'Ada' }, viewerId: null, truth });
      h.actor.send({ type: 'follow.toggle' });
      h.actor.send({ type: 'follow.mute' });
      expect(h.counters.signIns).toBe(2);
      expect(h.counters.followCalls + h.counters.muteCalls).toBe(0);
      expect(shown(h)).toEqual(truth);
      expect(h.actor.getSnapshot().context.error).toBeNull();
    });

    it('notifies followed and unfollowed once a round settles on a change, and nothing for a change of mind', async () => {
      const truth: FollowTruth = { isFollowing: false, isMuting: false, followerCount: 3, viewerFollowingCount: 5 };
      const h = harness({ target: { kind: 'collection', id: 'c', name: 'The Quarterly' }, viewerId: 'v', truth });
      h.actor.send({ type: 'follow.toggle' });
      expect(h.followCalls[0]?.input).toEqual({ target: { kind: 'collection', id: 'c', name: 'The Quarterly' }, follow: true });
      expect(h.actor.getSnapshot().context.pending).toBe(1);
      await h.drain();
      expect(h.notices).toEqual([{ kind: 'followed', name: 'The Quarterly' }]);
      expect(shown(h)).toEqual({ isFollowing: true, isMuting: false, followerCount: 4, viewerFollowingCount: 6 });

      // Unfollow then follow again before the answer: the server unfollows, then follows once more.
      h.actor.send({ type: 'follow.toggle' });
      h.actor.send({ type: 'follow.toggle' });
      expect(shown(h)).toEqual({ isFollowing: true, isMuting: false, followerCount: 4, viewerFollowingCount: 6 });
      await h.drain();
      expect(h.counters.followCalls).toBe(3);
      expect(h.notices).toHaveLength(1);
      expect(shown(h)).toEqual({ isFollowing: true, isMuting: false, followerCount: 4, viewerFollowingCount: 6 });

      h.actor.send({ type: 'follow.toggle' });
      await h.drain();
      expect(h.notices.at(-1)).toEqual({ kind: 'unfollowed', name: 'The Quarterly' });
      expect(shown(h)).toEqual(truth);
    });

    it('mutes and unmutes optimistically, notifying on the answer', async () => {
      const truth: FollowTruth = { isFollowing: true, isMuting: false, followerCount: 3, viewerFollowingCount: 5 };
      const h = harness({ target: { kind: 'user', id: 'u', name: 'Ada' }, viewerId: 'v', truth });
      h.actor.send({ type: 'follow.unmute' });
      expect(h.counters.muteCalls).toBe(0);
      h.actor.send({ type: 'follow.mute' });
      expect(h.actor.getSnapshot().context.isMuting).toBe(true);
      expect(h.muteCalls[0]?.input.mute).toBe(true);
      await h.drain();
      h.actor.send({ type: 'follow.unmute' });
      await h.drain();
      expect(h.notices).toEqual([
        { kind: 'muted', name: 'Ada' },
        { kind: 'unmuted', name: 'Ada' },
      ]);
      expect(shown(h)).toEqual(truth);
    });
  });

  describe('§4 following-latest indicator', () => {
    const time = fc.integer({ min: 0, max: 2_000_000_000_000 });

    it('never seen: a dot if and only if the entity has published', () => {
      fc.assert(fc.property(fc.option(time, { nil: null }), (published) => hasNewContent(published, undefined) === (published !== null)));
    });

    it('seen: a dot if and only if it published after the stored time', () => {
      fc.assert(
        fc.property(fc.option(time, { nil: null }), time, (published, seen) =>
          hasNewContent(published, seen) === (published !== null && published > seen),
        ),
      );
    });

    it('opening an item stores its time: no dot until it publishes again; other entities keep theirs', () => {
      fc.assert(
        fc.property(
          fc.dictionary(fc.string({ maxLength: 8 }), time, { maxKeys: 6 }),
          fc.string({ maxLength: 8 }),
          time,
          fc.integer({ min: 1, max: 1000 }),
          (stored, id, published, later) => {
            const store = new MemoryStore();
            store.set(FOLLOWING_LATEST_SEEN_KEY, JSON.stringify(stored));
            markSeen(store, id, published);
            const seen = readLastSeen(store);
            expect(hasNewContent(published, lastSeenOf(seen, id))).toBe(false);
            expect(hasNewContent(published + later, lastSeenOf(seen, id))).toBe(true);
            for (const [other, at] of Object.entries(stored)) if (other !== id) expect(lastSeenOf(seen, other)).toBe(at);
          },
        ),
      );
    });

    it('tolerates corrupt storage: it reads as nothing seen, and the next opening repairs it', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.constantFrom('{', 'null', '[1,2]', '42', '"x"', '{"a":"soon","b":null}', '{"a":1e999}')),
          time,
          (garbage, published) => {
            const store = new MemoryStore();
            store.set(FOLLOWING_LATEST_SEEN_KEY, garbage);
            const seen = readLastSeen(store);
            for (const value of Object.values(seen)) expect(Number.isFinite(value)).toBe(true);
            markSeen(store, 'e1', published);
            expect(lastSeenOf(readLastSeen(store), 'e1')).toBe(published);
          },
        ),
      );
      const store = new MemoryStore();
      store.set(FOLLOWING_LATEST_SEEN_KEY, '{not json');
      expect(readLastSeen(store)).toEqual({});
      expect(readLastSeen(new MemoryStore())).toEqual({});
    });
  });

  describe('§2.4 sidebar Following section', () => {
    it('shows 5 skeleton rows while loading, the exact error with Try again, and the exact empty state', () => {
      expect(SIDEBAR_SKELETON_ROWS).toBe(5);
      expect(SIDEBAR_FOLLOWING_LIMIT).toBe(10);
      expect(sidebarFollowingModel({ status: 'loading' }, {})).toEqual({ kind: 'loading', rows: 5 });
      expect(sidebarFollowingModel({ status: 'error' }, {})).toEqual({
        kind: 'error',
        message: 'Something went wrong when trying to load your following list.',
        retry: 'Try again',
      });
      expect(sidebarFollowingModel({ status: 'success', edges: [] }, {})).toEqual({
        kind: 'empty',
        message: 'Discover more writers and publications to follow',
        action: 'See suggestions',
      });
    });

    const edgeArb = (id: string): fc.Arbitrary<FollowedEdge> =>
      fc.record({
        lastPublishedAt: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
        entity: fc.oneof(
          fc.record({ __typename: fc.constant('User' as const), id: fc.constant(id), name: fc.string({ maxLength: 6 }), imageId: fc.option(fc.string({ maxLength: 4 }), { nil: null }) }),
          fc.record({ __typename: fc.constant('Publication' as const), id: fc.constant(id), name: fc.string({ maxLength: 6 }), avatar: fc.option(fc.record({ id: fc.string({ maxLength: 4 }) }), { nil: null }) }),
        ),
      }).map(({ lastPublishedAt, entity }) => ({ lastPublishedAt, node: { id: `node-${id}`, entity } }));

    const edgesArb = fc
      .uniqueArray(fc.constantFrom(...Array.from({ length: 30 }, (_, i) => `e${i}`), 'constructor', '__proto__'), { minLength: 1, maxLength: 25 })
      .chain((ids) => fc.tuple(...ids.map(edgeArb)));

    it('lists at most 10, newest first, never-published last, the newest of all, each with its dot', () => {
      fc.assert(
        fc.property(edgesArb, fc.dictionary(fc.constantFrom('e0', 'e1', 'e2', 'e3', 'constructor'), fc.integer({ min: 0, max: 50 })), (edges, lastSeen) => {
          const model = sidebarFollowingModel({ status: 'success', edges }, lastSeen);
          if (model.kind !== 'list') throw new Error(`expected a list, got ${model.kind}`);
          const { items } = model;
          expect(items).toHaveLength(Math.min(SIDEBAR_FOLLOWING_LIMIT, edges.length));
          const rank = (t: number | null) => (t === null ? -Infinity : t);
          for (let i = 1; i < items.length; i++) expect(rank(items[i - 1]!.lastPublishedAt)).toBeGreaterThanOrEqual(rank(items[i]!.lastPublishedAt));
          const shownIds = new Set(items.map((i) => i.id));
          const lowest = items.length > 0 ? rank(items.at(-1)!.lastPublishedAt) : Infinity;
          for (const edge of edges) if (!shownIds.has(edge.node.entity.id)) expect(rank(edge.lastPublishedAt)).toBeLessThanOrEqual(lowest);
          for (const item of items) {
            const edge = edges.find((e) => e.node.entity.id === item.id)!;
            const entity = edge.node.entity;
            expect(item.kind).toBe(entity.__typename === 'User' ? 'user' : 'collection');
            expect(item.name).toBe(entity.name);
            expect(item.imageId).toBe(entity.__typename === 'User' ? entity.imageId : (entity.avatar?.id ?? null));
            expect(item.lastPublishedAt).toBe(edge.lastPublishedAt);
            const seen = Object.hasOwn(lastSeen, item.id) ? lastSeen[item.id] : undefined;
            expect(item.hasDot).toBe(hasNewContent(edge.lastPublishedAt, seen));
          }
        }),
      );
    });

    it('keeps the server order between entities that published at the same time', () => {
      const user = (id: string, at: number | null): FollowedEdge => ({ lastPublishedAt: at, node: { id, entity: { __typename: 'User', id, name: id, imageId: null } } });
      const model = sidebarFollowingModel({ status: 'success', edges: [user('a', null), user('b', 5), user('c', 9), user('d', 5)] }, { c: 9 });
      expect(model).toEqual({
        kind: 'list',
        items: [
          { id: 'c', kind: 'user', name: 'c', imageId: null, lastPublishedAt: 9, hasDot: false },
          { id: 'b', kind: 'user', name: 'b', imageId: null, lastPublishedAt: 5, hasDot: true },
          { id: 'd', kind: 'user', name: 'd', imageId: null, lastPublishedAt: 5, hasDot: true },
          { id: 'a', kind: 'user', name: 'a', imageId: null, lastPublishedAt: null, hasDot: false },
        ],
      });
    });
  });
});
